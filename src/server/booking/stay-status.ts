import { type SQL, sql } from 'drizzle-orm';
import { zonedInstant } from '../core/calendar';
import { normalCheckOutTime } from '../guestbook/instructions/reveal-rule';

/**
 * A reservation's status as every page and answer shows it (issue 31, item 14): the stored status,
 * except that a confirmed stay whose check-out (the check-out date at the villa's check-out time, on
 * the villa's wall clock) has passed is `completed`. Derived from the stored status and the clock
 * (the service's `now`, which the e2e test clock moves); the stored status stays `confirmed`.
 */
export const STORED_STATUSES = ['requested', 'awaiting_payment', 'confirmed', 'declined', 'expired', 'cancelled'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];
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
 * its state, else its country): the status as text.
 */
export function shownStatusSql(now: Date): SQL {
  const zone = sql`coalesce((select zs.time_zone from states zs where zs.id = p.state_id), (select zc.time_zone from countries zc where zc.id = p.country_id))`;
  const departure = sql`(r.check_out + (case when p.check_out_time ~ '^([01]?[0-9]|2[0-3]):[0-5][0-9]' then p.check_out_time else '11:00' end)::time)`;
  return sql`(case when r.status = 'confirmed' and r.check_out <= (${now.toISOString()}::timestamptz)::date + 1
      and ${departure} < (${now.toISOString()}::timestamptz at time zone ${zone}) then 'completed' else r.status::text end)`;
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
