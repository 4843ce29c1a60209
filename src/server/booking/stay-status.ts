import { type SQL, sql } from 'drizzle-orm';
import { zonedInstant } from '../core/calendar';
import { reservationStatus } from '../db/schema/booking';
import { normalCheckOutTime } from '../guestbook/instructions/reveal-rule';

/**
 * A reservation's status as every page and answer shows it (issue 31, item 14): the stored status,
 * except that a confirmed stay whose check-out (the check-out date at the villa's check-out time, on
 * the villa's wall clock) has passed is `completed`. Derived from the stored status and the clock
 * (the service's `now`, which the e2e test clock moves); the stored status stays `confirmed`.
 */

/** A status as the database stores it: its `reservation_status` enum (src/server/db/schema/booking.ts). */
export type StoredStatus = (typeof reservationStatus.enumValues)[number];
/**
 * Where each stored status stands in lists, tabs and filters (the enum's own order is the order the
 * values were added in). Keyed by the enum: a status added to it does not compile until placed here.
 */
const LIST_ORDER: Record<StoredStatus, number> = { requested: 0, awaiting_payment: 1, confirmed: 2, declined: 3, expired: 4, cancelled: 5 };
/** The stored statuses, every value of the enum and no other, in LIST_ORDER. */
export const STORED_STATUSES: readonly [StoredStatus, ...StoredStatus[]] = [...reservationStatus.enumValues].sort(
  (a, b) => LIST_ORDER[a] - LIST_ORDER[b],
) as [StoredStatus, ...StoredStatus[]];
export const SHOWN_STATUSES = [...STORED_STATUSES, 'completed'] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

export interface StayEnd {
  checkOut: string;
  checkOutTime: string | null | undefined;
  timeZone: string;
}

/** The instant a stay ends: its check-out date at the villa's check-out time, in the villa's zone. */
export function departureOf(stay: StayEnd): Date {
  return zonedInstant(stay.checkOut, normalCheckOutTime(stay.checkOutTime), stay.timeZone);
}

export function shownStatus<S extends string>(status: S, stay: StayEnd, now: Date): S | 'completed' {
  return status === 'confirmed' && now.getTime() > departureOf(stay).getTime() ? 'completed' : status;
}

/**
 * The same rule in SQL over a reservation `r` joined with its villa `p` (the villa's zone read from
 * its state, else its country): the status as text. The check-out time is read as
 * normalCheckOutTime reads it (its leading H:MM or HH:MM, else 11:00), and the first test (no
 * zone is more than a day ahead of UTC) does not depend on the session's zone.
 */
export function shownStatusSql(now: Date): SQL {
  const at = now.toISOString();
  const zone = sql`coalesce((select zs.time_zone from states zs where zs.id = p.state_id), (select zc.time_zone from countries zc where zc.id = p.country_id))`;
  const time = sql`coalesce(substring(p.check_out_time from '^(?:[01]?[0-9]|2[0-3]):[0-5][0-9]'), '11:00')`;
  const departure = sql`(r.check_out + (${time})::time)`;
  return sql`(case when r.status = 'confirmed' and r.check_out <= (${at}::timestamptz at time zone 'UTC')::date + 1
      and ${departure} < (${at}::timestamptz at time zone ${zone}) then 'completed' else r.status::text end)`;
}

/** A filter of shown statuses (`completed` among them) as a predicate over `r` and `p`. */
export function shownStatusIn(statuses: readonly string[], now: Date): SQL {
  return sql`${shownStatusSql(now)} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

/** The stored status behind a shown one (a completed stay is a confirmed one), for the rules that read it. */
export function storedStatus(status: ShownStatus): StoredStatus {
  return status === 'completed' ? 'confirmed' : status;
}
