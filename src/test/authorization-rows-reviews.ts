import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '@/server/db/raw';
import { CONCIERGE_DECISION, CONCIERGE_DESK, EVERYONE, GUESTS_TRIP, OWNERS_LISTS, OWNERS_VILLA, type Row } from './authorization-rules';
import type { World } from './authorization-world';

/**
 * The reviews' rows of the authorization matrix (issue 32): the guest's review of their trip, the
 * public list, the desk's moderation (scope) and the owner's reply. Merged into ROWS (authorization-rows.ts).
 */

/** A review of the world's villa (owned by `owner`, in `concierge`'s state) on a stay of the guest that ended two days ago. */
async function review(world: World, status: 'pending' | 'published'): Promise<number> {
  const stay = await world.newPastStay();
  const [row] = await rows<{ id: number }>(
    world.orm,
    sql`insert into reviews (reservation_id, property_id, user_id, overall, cleanliness, accuracy, staff, location, value, text, locale,
        private_feedback, status, published_at)
      values (${stay.id}, ${world.villaId}, ${world.members.guest.id}, 5, 5, 5, 5, 5, 5, ${'A calm and beautiful house, very well kept.'},
        'en', 'private note', ${status}, ${status === 'published' ? sql`now()` : null})
      returning id`,
  );
  return row?.id ?? 0;
}

const GOOD_REVIEW = {
  overall: 5,
  categories: { cleanliness: 5, accuracy: 5, staff: 5, location: 5, value: 4 },
  text: 'A calm and beautiful house, very well kept by a kind staff.',
  locale: 'en',
};

export const REVIEW_ROWS: Record<string, Row> = {
  'GET /v1/account/trips/{id}/review': { rule: GUESTS_TRIP, cell: (w) => ({ params: { id: w.trip.id }, reservationId: w.trip.id }) },
  'POST /v1/account/trips/{id}/review': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const stay = await w.newPastStay();
      return { params: { id: stay.id }, reservationId: stay.id, json: GOOD_REVIEW };
    },
  },
  'GET /v1/properties/{id}/reviews': {
    rule: EVERYONE,
    cell: async (w) => {
      await review(w, 'published');
      return { params: { id: w.villaId } };
    },
    check: (_w, caller, body) => {
      const data = (body as { data: Record<string, unknown>[] }).data;
      expect(data.length, `${caller} reads the published reviews`).toBeGreaterThan(0);
      expect(
        data.some((r) => 'private_feedback' in r),
        'the public list never shows the private feedback',
      ).toBe(false);
    },
  },
  'GET /v1/concierge/reviews': {
    rule: CONCIERGE_DESK,
    cell: async (w) => {
      await review(w, 'pending');
      return {};
    },
    check: (w, caller, body) => {
      const villas = (body as { data: { property_id: number }[] }).data.map((r) => r.property_id);
      expect(villas.includes(w.villaId), `${caller} sees the reviews of the villa`).toBe(caller !== 'farConcierge');
    },
  },
  'POST /v1/concierge/reviews/{id}/publish': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => ({ params: { id: await review(w, 'pending') } }),
  },
  'POST /v1/concierge/reviews/{id}/decline': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => ({ params: { id: await review(w, 'pending') }, json: { reason: 'It names a member of staff.' } }),
  },
  'GET /v1/owner/reviews': {
    rule: OWNERS_LISTS,
    cell: async (w) => {
      await review(w, 'published');
      return {};
    },
    check: (w, caller, body) => {
      const data = (body as { data: { property_id: number }[] }).data;
      expect(
        data.some((r) => r.property_id === w.villaId),
        `${caller} sees the villa's reviews`,
      ).toBe(caller !== 'otherOwner');
      expect(data.some((r) => 'private_feedback' in r)).toBe(false);
    },
  },
  'POST /v1/owner/reviews/{id}/reply': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => ({ params: { id: await review(w, 'published') }, json: { text: 'Thank you for staying with us.' } }),
  },
};
