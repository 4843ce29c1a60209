import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import type { ExpenseFact, Month, OwnerBooks, OwnerEntry, PayoutFact, ReservationRef, StatementSnapshot } from './statement-math';

// No 'server-only' marker: the issuing job and scripts/owner-statement.ts read the books too.

/** One owner's books plus the issue times of their locked months. */
export interface LoadedBooks extends OwnerBooks {
  ownerId: number;
  issuedAt: ReadonlyMap<Month, string>;
}

/**
 * Which reservations earn the owner anything: confirmed stays and stays cancelled after they were
 * confirmed (what the cancellation retains). Requests, holds awaiting payment, declined and expired
 * ones keep their booking entries in the ledger but never became the owner's money.
 */
export const COUNTED_RESERVATION = sql`(r.status = 'confirmed' or (r.status = 'cancelled' and r.confirmed_at is not null))`;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The owner of the villa `p` on a day (issue 17): the latest ownership from that day or before
 * (property_ownerships), else the current owner. A transfer thus leaves the stays checking in
 * before its date, and the expenses incurred before it, on the earlier owner's statements.
 */
export const ownerOn = (day: SQL) =>
  sql`coalesce((select po.owner_id from property_ownerships po where po.property_id = p.id and po.from_date <= ${day}
    order by po.from_date desc limit 1), p.owner_id)`;

/** Every account that owns or owned a villa (statements are issued to each of them). */
export const OWNERS_EVER = sql`(select p.owner_id from properties p where p.owner_id is not null
  union select po.owner_id from property_ownerships po)`;

/**
 * The villas the given owners own or owned: `ownerOn` of a villa is one of its ownerships' owners
 * or its current owner, so only these villas' stays and expenses can be theirs. Narrowing to them
 * first reads an owner's own stays (docs/performance-scale.md), not every entry of the ledger.
 */
const villasOf = (ids: SQL) =>
  sql`(select p2.id from properties p2 where p2.owner_id in (${ids})
    union select po2.property_id from property_ownerships po2 where po2.owner_id in (${ids}))`;

/** The books of the given owners, all their villas as of each stay's check-in (a statement is per owner; views filter lines after). */
export async function loadBooks(orm: Orm, ownerIds: readonly number[]): Promise<Map<number, LoadedBooks>> {
  const out = new Map<number, LoadedBooks>();
  if (ownerIds.length === 0) return out;
  const ids = idList([...new Set(ownerIds)]);
  const [props, entries, expenses, payouts, snaps] = await Promise.all([
    rows<{ id: number; owner_id: number; commission_bps: number }>(
      orm,
      sql`select p.id, p.owner_id, p.commission_bps from properties p where p.owner_id in (${ids})
        union
        select p.id, po.owner_id, p.commission_bps from property_ownerships po join properties p on p.id = po.property_id
        where po.owner_id in (${ids})`,
    ),
    rows<{
      id: number;
      owner_id: number;
      reservation_id: number;
      property_id: number;
      kind: 'nights' | 'cleaning';
      amount_cents: number;
      check_in_month: string;
      posted_month: string;
      confirmation_number: string;
      check_in: string;
      check_out: string;
    }>(
      orm,
      sql`select le.id, o.owner_id, le.reservation_id, r.property_id, le.kind::text as kind, le.amount_cents,
          to_char(r.check_in, 'YYYY-MM') as check_in_month,
          to_char(le.created_at at time zone coalesce(s.time_zone, c.time_zone), 'YYYY-MM') as posted_month,
          r.confirmation_number, r.check_in::text as check_in, r.check_out::text as check_out
        from ledger_entries le join reservations r on r.id = le.reservation_id
          join properties p on p.id = r.property_id join states s on s.id = p.state_id join countries c on c.id = p.country_id
          cross join lateral (select ${ownerOn(sql`r.check_in`)} as owner_id) o
        where p.id in ${villasOf(ids)} and o.owner_id in (${ids}) and le.kind in ('nights', 'cleaning') and ${COUNTED_RESERVATION}
        order by le.id`,
    ),
    rows<{
      id: number;
      owner_id: number;
      property_id: number;
      incurred_on: string;
      description: string;
      amount_cents: number;
      has_receipt: boolean;
    }>(
      orm,
      sql`select x.id, o.owner_id, x.property_id, x.incurred_on::text as incurred_on, x.description, x.amount_cents,
          (x.receipt_path is not null) as has_receipt
        from owner_expenses x join properties p on p.id = x.property_id
          cross join lateral (select ${ownerOn(sql`x.incurred_on`)} as owner_id) o
        where p.id in ${villasOf(ids)} and o.owner_id in (${ids}) order by x.id`,
    ),
    rows<{ id: number; owner_id: number; property_id: number | null; paid_on: string; reference: string; amount_cents: number }>(
      orm,
      sql`select id, owner_id, property_id, paid_on::text as paid_on, reference, amount_cents
        from owner_payouts where owner_id in (${ids}) order by id`,
    ),
    rows<{ owner_id: number; month: string; issued_at: string; figures: StatementSnapshot }>(
      orm,
      sql`select owner_id, month, to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as issued_at, figures
        from owner_statements where owner_id in (${ids})`,
    ),
  ]);
  const books = (ownerId: number) => {
    let b = out.get(ownerId);
    if (!b) {
      b = {
        ownerId,
        entries: [],
        reservations: new Map(),
        commissionBps: new Map(),
        expenses: [],
        payouts: [],
        snapshots: new Map(),
        issuedAt: new Map(),
      };
      out.set(ownerId, b);
    }
    return b as LoadedBooks & {
      entries: OwnerEntry[];
      reservations: Map<number, ReservationRef>;
      commissionBps: Map<number, number>;
      expenses: ExpenseFact[];
      payouts: PayoutFact[];
      snapshots: Map<Month, StatementSnapshot>;
      issuedAt: Map<Month, string>;
    };
  };
  for (const id of new Set(ownerIds)) books(id);
  for (const p of props) books(p.owner_id).commissionBps.set(p.id, p.commission_bps);
  for (const e of entries) {
    const b = books(e.owner_id);
    b.entries.push({
      id: e.id,
      reservationId: e.reservation_id,
      propertyId: e.property_id,
      kind: e.kind,
      amountCents: e.amount_cents,
      checkInMonth: e.check_in_month,
      postedMonth: e.posted_month,
    });
    if (!b.reservations.has(e.reservation_id))
      b.reservations.set(e.reservation_id, {
        id: e.reservation_id,
        confirmationNumber: e.confirmation_number,
        propertyId: e.property_id,
        checkIn: e.check_in,
        checkOut: e.check_out,
      });
  }
  for (const x of expenses)
    books(x.owner_id).expenses.push({
      id: x.id,
      propertyId: x.property_id,
      incurredOn: x.incurred_on,
      description: x.description,
      amountCents: x.amount_cents,
      hasReceipt: x.has_receipt,
    });
  for (const p of payouts)
    books(p.owner_id).payouts.push({
      id: p.id,
      propertyId: p.property_id,
      paidOn: p.paid_on,
      reference: p.reference,
      amountCents: p.amount_cents,
    });
  for (const s of snaps) {
    const b = books(s.owner_id);
    b.snapshots.set(s.month, s.figures);
    b.issuedAt.set(s.month, s.issued_at);
  }
  return out;
}

/** The first month anything happened for an owner (null: nothing yet). */
export function firstActivityMonth(b: OwnerBooks): Month | null {
  const months = [
    ...b.entries.map((e) => e.checkInMonth),
    ...b.expenses.map((x) => x.incurredOn.slice(0, 7)),
    ...b.payouts.map((p) => p.paidOn.slice(0, 7)),
  ];
  return months.sort()[0] ?? null;
}
