import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashToken } from '@/server/accounts/session';
import { quoteStay } from '@/server/booking/quote.service';
import { rows } from '@/server/db/raw';
import { passwordResets } from '@/server/db/schema/accounts';
import { writePrivateFile } from '@/server/messaging/private-files';
import { freshIp } from './api-client';
import { contextFor } from './context';
import {
  ADMINISTRATORS,
  CONCIERGE_DECISION,
  CONCIERGE_DESK,
  type Cell,
  EVERYONE,
  GUESTS_TRIP,
  OWN_ACCOUNT,
  type Row,
  rule,
} from './authorization-rules';
import { ADMIN_ROWS } from './authorization-rows-admin';
import { GUESTBOOK_ROWS } from './authorization-rows-guestbook';
import { REVIEW_ROWS } from './authorization-rows-reviews';
import { OWNER_ROWS } from './authorization-rows-owner';
import { CALLER_LABELS, type World } from './authorization-world';
import { staffExtra, submittedGroceries } from './desk-fixtures';
import { createUser } from './factories';

/**
 * The rows of the authorization matrix (src/server/http/authorization-matrix.int.test.ts): for each
 * operation of the OpenAPI document (`METHOD /path` as the document writes it), the status class
 * each caller must get and what a call sends. A new route needs its row here.
 */

export const PASSWORD = 'Matrix-Pass-2026';
const NEW_PASSWORD = 'Matrix-Pass-2027';
let accounts = 0;

/** A fresh account with the members' password (login, recovery and reset each spend one). */
async function freshAccount(world: World) {
  accounts += 1;
  return createUser(world.orm, { email: `matrix-account-${accounts}@example.test`, passwordHash: world.passwordHash });
}

/** A fresh trip of the guest whose conversation holds a word from each side and, when asked, a file. */
async function tripWithMessages(world: World, withFile = false) {
  const t = await world.newTrip();
  const [conversation] = await rows<{ id: number }>(
    world.orm,
    sql`insert into conversations (reservation_id, last_message_at) values (${t.id}, now()) returning id`,
  );
  const [message] = await rows<{ id: number }>(
    world.orm,
    sql`insert into messages (conversation_id, sender_user_id, sender_role, body) values
      (${conversation?.id ?? 0}, ${world.members.guest.id}, 'guest', 'Hello'),
      (${conversation?.id ?? 0}, ${world.members.concierge.id}, 'concierge', 'Welcome')
      returning id::int as id`,
  );
  let attachmentId = 0;
  if (withFile) {
    process.env.PRIVATE_FILES_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'alma-matrix-private-'));
    const key = `messages/matrix${t.id}xxxxxxxxxxxxxxxx.pdf`;
    await writePrivateFile(key, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
    const [file] = await rows<{ id: number }>(
      world.orm,
      sql`insert into message_attachments (message_id, storage_key, content_type, byte_size, file_name)
        values (${message?.id ?? 0}, ${key}, 'application/pdf', 15, 'plan.pdf') returning id`,
    );
    attachmentId = file?.id ?? 0;
  }
  return { trip: t, attachmentId };
}

const trip = (world: World): Cell => ({ params: { id: world.trip.id }, reservationId: world.trip.id });

const CORE_ROWS: Record<string, Row> = {
  // Accounts (SPEC §7)
  'POST /api/login': {
    rule: EVERYONE,
    writes: true,
    ownWorld: true,
    cell: async (w) => ({ json: { email: (await freshAccount(w)).email, password: PASSWORD }, ip: freshIp() }),
  },
  'POST /api/signup': {
    rule: EVERYONE,
    writes: true,
    cell: () => {
      accounts += 1;
      const email = `matrix-signup-${accounts}@example.test`;
      return { json: { email, password: PASSWORD, password_confirmation: PASSWORD }, ip: freshIp() };
    },
  },
  'POST /api/logout': { rule: EVERYONE, ownWorld: true },
  'GET /api/account/header': { rule: EVERYONE },
  'GET /v1/account/profile': { rule: OWN_ACCOUNT },
  'POST /v1/account/profile': { rule: OWN_ACCOUNT, writes: true, cell: () => ({ json: { name: 'Renamed Caller' } }) },
  'PUT /v1/account/profile': { rule: OWN_ACCOUNT, writes: true, cell: () => ({ json: { name: 'Renamed Caller' } }) },
  'POST /v1/account/password': {
    rule: OWN_ACCOUNT,
    writes: true,
    cell: () => ({ json: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } }),
  },
  'GET /v1/account/favorites': { rule: OWN_ACCOUNT },
  'POST /v1/account/favorites': { rule: OWN_ACCOUNT, writes: true, cell: (w) => ({ json: { property_id: w.villaId } }) },
  'POST /v1/account/favorites/sync': { rule: OWN_ACCOUNT, writes: true, cell: (w) => ({ json: { property_ids: [w.bookableVillaId] } }) },
  'POST /v1/account/password-recovery': {
    rule: EVERYONE,
    writes: true,
    cell: async (w) => ({ json: { email: (await freshAccount(w)).email }, ip: freshIp() }),
  },
  'POST /v1/account/password-reset': {
    rule: EVERYONE,
    writes: true,
    cell: async (w) => {
      const user = await freshAccount(w);
      const token = `matrix-reset-${user.id}-${Math.random().toString(36).slice(2)}`;
      await w.orm
        .insert(passwordResets)
        .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 30 * 60_000) });
      return { json: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, ip: freshIp() };
    },
  },
  'GET /api/dev/outbox': { rule: ADMINISTRATORS, cell: () => ({ query: { format: 'json' } }) },

  // Catalogue and content: public reads
  'GET /v1/locations/places': { rule: EVERYONE },
  'GET /v1/properties': { rule: EVERYONE },
  'GET /api/results': { rule: EVERYONE },
  'GET /v1/properties/{id}': { rule: EVERYONE, cell: (w) => ({ params: { id: w.villaId } }) },
  'GET /v1/properties/{id}/availability': { rule: EVERYONE, cell: (w) => ({ params: { id: w.villaId } }) },
  'GET /v1/properties/{id}/quote': {
    rule: EVERYONE,
    cell: (w) => {
      const stay = w.nextStay();
      return { params: { id: w.bookableVillaId }, query: { check_in: stay.checkIn, check_out: stay.checkOut, guests: 2 } };
    },
  },
  'GET /v1/experiences': { rule: EVERYONE },
  'GET /v1/experiences/{slug}': { rule: EVERYONE, cell: (w) => ({ params: { slug: w.experienceSlug } }) },
  'GET /v1/luxury-services': { rule: EVERYONE },
  'GET /v1/luxury-services/{slug}': { rule: EVERYONE, cell: (w) => ({ params: { slug: w.serviceSlug } }) },
  'GET /v1/press': { rule: EVERYONE },
  'GET /v1/press/{slug}': { rule: EVERYONE, cell: (w) => ({ params: { slug: w.pressSlug } }) },
  'GET /v1/groceries': { rule: EVERYONE },
  'GET /v1/openapi.json': { rule: EVERYONE },
  'POST /v1/inquiries': {
    rule: EVERYONE,
    writes: true,
    cell: () => ({
      json: { kind: 'contact', name: 'Ana Pérez', email: 'ana@example.test', subject: 'A stay in May', message: 'Hello.' },
      ip: freshIp(),
    }),
  },

  // Booking and the guest's trips
  'POST /v1/reservations': {
    rule: OWN_ACCOUNT,
    writes: true,
    cell: async (w) => {
      const stay = w.nextStay();
      const quote = await quoteStay(contextFor(w.orm), { propertyId: w.bookableVillaId, ...stay, guests: 2 });
      return {
        json: {
          property_id: w.bookableVillaId,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          guests: 2,
          lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
          quote_signature: quote.signature,
        },
      };
    },
  },
  'GET /v1/account/trips': {
    rule: OWN_ACCOUNT,
    // The list agrees with the detail: the trip is in the guest's list and in no one else's.
    check: (w, caller, body) => {
      const ids = ((body as { data?: { id: number }[] }).data ?? []).map((t) => t.id);
      expect(ids.includes(w.trip.id), `GET /v1/account/trips as ${CALLER_LABELS[caller]} lists the guest's trip`).toBe(caller === 'guest');
    },
  },
  'GET /v1/account/trips/{id}': { rule: GUESTS_TRIP, cell: trip },
  'GET /v1/account/trips/{id}/calendar.ics': { rule: GUESTS_TRIP, cell: trip },
  'GET /v1/account/trips/{id}/cancellation': { rule: GUESTS_TRIP, cell: trip },
  'POST /v1/account/trips/{id}/cancel': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id };
    },
  },
  'GET /v1/account/trips/{id}/groceries': { rule: GUESTS_TRIP, cell: trip },
  'PUT /v1/account/trips/{id}/groceries': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { lines: [{ item_id: w.groceryItemId, quantity: 2 }], submit: true } };
    },
  },
  'GET /v1/account/trips/{id}/itinerary': { rule: GUESTS_TRIP, cell: trip },
  'POST /v1/account/trips/{id}/itinerary': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      const json = { kind: 'experience', slug: w.experienceSlug, date: t.checkIn, start_time: '11:00', guests: 2 };
      return { params: { id: t.id }, reservationId: t.id, json };
    },
  },
  'DELETE /v1/account/trips/{id}/itinerary/{itemId}': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id, itemId: t.planId }, reservationId: t.id };
    },
  },
  'GET /v1/account/trips/{id}/travelers': { rule: GUESTS_TRIP, cell: trip },
  'POST /v1/account/trips/{id}/travelers': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { name: 'Marta Rivera', age_group: 'child' } };
    },
  },
  'PATCH /v1/account/trips/{id}/travelers/{travelerId}': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id, travelerId: t.leadId }, reservationId: t.id, json: { name: 'Ana María Rivera' } };
    },
  },
  'DELETE /v1/account/trips/{id}/travelers/{travelerId}': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id, travelerId: t.companionId }, reservationId: t.id };
    },
  },

  // Changes of dates or guests: from four guests to two, the two travelers listed (fewer is refused: guests_below_travelers)
  'GET /v1/account/trips/{id}/change': {
    rule: GUESTS_TRIP,
    cell: (w) => ({ params: { id: w.trip.id }, query: { check_in: w.trip.checkIn, check_out: w.trip.checkOut, guests: 2 } }),
  },
  'POST /v1/account/trips/{id}/change': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { check_in: t.checkIn, check_out: t.checkOut, guests: 2 } };
    },
  },
  'POST /v1/concierge/trips/{id}/changes/{changeId}/decide': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const { trip: t, changeId } = await w.newChangeRequest();
      return { params: { id: t.id, changeId }, reservationId: t.id, json: { decision: 'decline' } };
    },
  },

  // Money: the guest pays (demonstration cards in tests), downloads receipts
  'GET /v1/account/trips/{id}/payments': { rule: GUESTS_TRIP, cell: trip },
  'POST /v1/account/trips/{id}/payments': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { method: 'card', scope: 'next' } };
    },
  },
  'POST /v1/account/trips/{id}/payments/{paymentId}/demo-confirm': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const { trip: t, paymentId } = await w.newCardPayment('pending');
      return {
        params: { id: t.id, paymentId },
        reservationId: t.id,
        json: { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Ana Rivera' },
      };
    },
  },
  'GET /v1/account/trips/{id}/payments/{paymentId}/receipt.pdf': {
    rule: GUESTS_TRIP,
    cell: async (w) => {
      const { trip: t, paymentId } = await w.newCardPayment('succeeded');
      return { params: { id: t.id, paymentId }, reservationId: t.id };
    },
  },
  // Stripe's webhook answers no one where Stripe is not configured (as in these tests).
  'POST /v1/payments/stripe/webhook': { rule: rule(404), cell: () => ({ json: { id: 'evt_matrix', type: 'payment_intent.succeeded' } }) },

  // The concierge's money actions on a trip of their destination
  'GET /v1/concierge/trips/{id}/money': { rule: CONCIERGE_DECISION, cell: trip },
  'POST /v1/concierge/trips/{id}/payments': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return {
        params: { id: t.id },
        reservationId: t.id,
        // Yesterday: never after the villa's today, whatever its time zone.
        json: {
          amount: 100_000,
          received_on: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          reference: 'TRF-1',
          method: 'bank_transfer',
        },
      };
    },
  },
  'POST /v1/concierge/trips/{id}/refunds': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { amount: 5_000, reason: 'A late check-in', kind: 'credit' } };
    },
  },
  'POST /v1/concierge/trips/{id}/refunds/{refundId}/sent': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const { trip: t, refundId } = await w.newOwedRefund();
      return {
        params: { id: t.id, refundId },
        reservationId: t.id,
        json: { sent_on: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), reference: 'BANK-1' },
      };
    },
  },
  'POST /v1/concierge/trips/{id}/cancel': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { reason: 'The owner withdrew the villa' } };
    },
  },
  'POST /v1/concierge/trips/{id}/deposit': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const stay = await w.newPastStay();
      return { params: { id: stay.id }, reservationId: stay.id, json: { action: 'release', reason: '' } };
    },
  },

  // The concierge's desk on one trip (issue 14)
  'GET /v1/concierge/trips/{id}': { rule: CONCIERGE_DECISION, cell: trip },
  'POST /v1/concierge/trips/{id}/notes': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: (w) => ({ ...trip(w), json: { body: 'Allergic to shellfish: tell the chef.' } }),
  },
  'POST /v1/concierge/trips/{id}/charges': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: (w) => ({ ...trip(w), json: { description: 'Late check-out', amount: 15_000 } }),
  },
  'POST /v1/concierge/trips/{id}/charges/{chargeId}/void': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      const chargeId = await staffExtra(w.orm, t.id, w.members.concierge.id);
      return { params: { id: t.id, chargeId }, reservationId: t.id, json: { reason: 'Charged twice' } };
    },
  },
  'PUT /v1/concierge/trips/{id}/groceries/prices': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      const { lineIds } = await submittedGroceries(w.orm, t.id, [{ itemId: w.groceryItemId, quantity: 2, unitPriceCents: 400 }]);
      return { params: { id: t.id }, reservationId: t.id, json: { lines: [{ line_id: lineIds[0], actual_cents: 950 }] } };
    },
  },
  'POST /v1/concierge/trips/{id}/groceries/purchase': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      await submittedGroceries(w.orm, t.id, [{ itemId: w.groceryItemId, quantity: 2, unitPriceCents: 400, actualCents: 950 }]);
      return { params: { id: t.id }, reservationId: t.id };
    },
  },
  'POST /v1/concierge/trips/{id}/itinerary': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: (w) => ({
      ...trip(w),
      json: { kind: 'experience', slug: w.experienceSlug, date: w.trip.checkIn, start_time: '10:00', guests: 1 },
    }),
  },

  // The concierge's decisions
  'POST /v1/concierge/reservations/{id}/confirm': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const request = await w.newTrip('requested');
      return { params: { id: request.id }, reservationId: request.id };
    },
  },
  'POST /v1/concierge/reservations/{id}/decline': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const request = await w.newTrip('requested');
      return { params: { id: request.id }, reservationId: request.id, json: { reason: 'The villa is closed that week' } };
    },
  },
  // The calendar of every villa: each concierge (and administrator) their own scope, the world's stay on its villa's row.
  'GET /v1/concierge/calendar': {
    rule: CONCIERGE_DESK,
    cell: (w) => ({ query: { from: w.trip.checkIn, to: w.trip.checkOut } }),
    check: (w, caller, body) => {
      const villas = (body as { data: { villas: { id: number; stays: { reservation_id: number }[] }[] } }).data.villas;
      const villa = villas.find((v) => v.id === w.villaId);
      expect(Boolean(villa), `${caller} sees the world's villa`).toBe(caller !== 'farConcierge');
      if (villa) expect(villa.stays.map((s) => s.reservation_id)).toContain(w.trip.id);
    },
  },
  // The desk's queue: every concierge (and administrator) reads their own scope; a trip outside it is a 404.
  'GET /v1/concierge/reservations': {
    rule: CONCIERGE_DESK,
    // The world's two first stays, whatever other rows have booked since.
    cell: (w) => ({ query: { arrival_from: w.trip.checkIn, arrival_to: w.otherTrip.checkIn, per_page: 100 } }),
    check: (w, caller, body) => {
      const ids = (body as { data: { id: number }[] }).data.map((r) => r.id);
      expect(ids.includes(w.trip.id), `${caller} sees the world's trip`).toBe(caller !== 'farConcierge');
      expect(ids.includes(w.otherTrip.id), `${caller} sees the other state's trip`).toBe(caller !== 'concierge');
    },
  },
  'POST /v1/concierge/reservations/{id}/assign': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { concierge_id: w.members.concierge.id } };
    },
  },
  'POST /v1/concierge/reservations/assign': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const [a, b] = [await w.newTrip(), await w.newTrip('requested')];
      return { reservationId: a.id, json: { ids: [a.id, b.id], concierge_id: w.members.concierge.id } };
    },
  },
  'GET /v1/concierge/staff': {
    rule: CONCIERGE_DECISION,
    cell: (w) => ({ query: { reservation_id: w.trip.id } }),
    check: (w, caller, body) => {
      const ids = (body as { data: { id: number }[] }).data.map((s) => s.id);
      // The concierge of the villa's state and the country's manager cover it; the far concierge does not.
      expect(ids, caller).toEqual(expect.arrayContaining([w.members.concierge.id, w.members.countryManager.id]));
      expect(ids.includes(w.members.farConcierge.id), caller).toBe(false);
    },
  },
  'POST /v1/concierge/itinerary/{itemId}/confirm': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => ({ params: { itemId: await w.newPlan() }, json: { price_cents: 15_000 } }),
  },
  'POST /v1/concierge/itinerary/{itemId}/decline': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => ({ params: { itemId: await w.newPlan() } }),
  },

  // Messages between the guest and the desk (issue 14)
  'GET /v1/account/trips/{id}/messages': { rule: GUESTS_TRIP, cell: trip },
  'POST /v1/account/trips/{id}/messages': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: (w) => ({ ...trip(w), json: { body: 'Could we arrive early?' } }),
  },
  'POST /v1/account/trips/{id}/messages/read': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const { trip: t } = await tripWithMessages(w);
      return { params: { id: t.id }, reservationId: t.id, json: { up_to: 2_000_000_000 } };
    },
  },
  'GET /v1/account/trips/{id}/messages/attachments/{attachmentId}': {
    rule: GUESTS_TRIP,
    cell: async (w) => {
      const { trip: t, attachmentId } = await tripWithMessages(w, true);
      return { params: { id: t.id, attachmentId }, reservationId: t.id };
    },
  },
  'GET /v1/account/conversations': { rule: OWN_ACCOUNT },
  'GET /v1/account/unread': { rule: OWN_ACCOUNT },
  'GET /v1/concierge/conversations': { rule: CONCIERGE_DESK },
  'GET /v1/concierge/trips/{id}/messages': { rule: CONCIERGE_DECISION, cell: trip },
  'POST /v1/concierge/trips/{id}/messages': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: (w) => ({ ...trip(w), json: { body: 'The house is ready.' } }),
  },
  'POST /v1/concierge/trips/{id}/messages/read': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const { trip: t } = await tripWithMessages(w);
      return { params: { id: t.id }, reservationId: t.id, json: { up_to: 2_000_000_000 } };
    },
  },
  'GET /v1/concierge/trips/{id}/messages/attachments/{attachmentId}': {
    rule: CONCIERGE_DECISION,
    cell: async (w) => {
      const { trip: t, attachmentId } = await tripWithMessages(w, true);
      return { params: { id: t.id, attachmentId }, reservationId: t.id };
    },
  },
  // The live stream; `once=1` replays and ends, so a call returns.
  'GET /v1/events': { rule: OWN_ACCOUNT, cell: () => ({ query: { once: 1 } }) },
};

export const ROWS: Record<string, Row> = { ...CORE_ROWS, ...OWNER_ROWS, ...GUESTBOOK_ROWS, ...ADMIN_ROWS, ...REVIEW_ROWS };
export type { Cell, Row, Status } from './authorization-rules';
