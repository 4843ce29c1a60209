import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '@/server/db/raw';
import { OWNERS_LISTS, OWNERS_VILLA, type Row } from './authorization-rules';
import type { Caller, World } from './authorization-world';

let drafts = 0;
const villaIdsOf = (body: unknown) =>
  ((body as { data?: { id: number; property?: { id: number } }[] }).data ?? []).map((r) => r.property?.id ?? r.id);

/** The world's villa is in its owner's and an administrator's list, never in another owner's. */
const ownVillaListed = (w: World, caller: Caller, body: unknown) => {
  if (caller === 'otherOwner') expect(villaIdsOf(body)).not.toContain(w.villaId);
  else expect(villaIdsOf(body)).toContain(w.villaId);
};

/**
 * The authorization matrix's rows for the owner portal's list of villas, new listings and
 * reservations (issue 15). The lists answer every owner-group account with their own villas only.
 */
export const OWNER_RESERVATIONS_ROWS: Record<string, Row> = {
  'GET /v1/owner/properties': { rule: OWNERS_LISTS, check: ownVillaListed },
  // Filed under the villa owner's account: the owner names themselves, an administrator names them,
  // another owner naming them is refused as another party's id (404).
  'POST /v1/owner/properties': {
    rule: OWNERS_VILLA,
    writes: true,
    cell: async (w) => {
      drafts += 1;
      const [villa] = await rows<{ state_id: number }>(w.orm, sql`select state_id from properties where id = ${w.villaId}`);
      return { json: { name: `Matrix Draft ${drafts}`, state_id: villa?.state_id ?? 0, owner_id: w.members.owner.id } };
    },
  },
  'GET /v1/owner/reservations': { rule: OWNERS_LISTS, check: ownVillaListed },
  // The calendar of every villa: the world's villa on its owner's and an administrator's, never another owner's.
  'GET /v1/owner/calendar': {
    rule: OWNERS_LISTS,
    cell: (w) => ({ query: { from: w.trip.checkIn, to: w.trip.checkOut } }),
    check: (w, caller, body) => ownVillaListed(w, caller, { data: (body as { data: { villas: unknown[] } }).data.villas }),
  },
  'GET /v1/owner/reservations.csv': { rule: OWNERS_LISTS },
};
