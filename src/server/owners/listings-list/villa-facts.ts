import 'server-only';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL pieces over a villa row `p` joined with its state `s` and country `c`, shared by the portal's
 * list and overview: the villa's own calendar (its time zone), occupancy, next arrival, missing
 * Spanish text. Dates are the villa's local dates (DESIGN §5), "today" is the service's clock.
 */

/** The reservations that hold nights (requested, awaiting payment, confirmed). */
export const ACTIVE_STATUSES = sql`('requested', 'awaiting_payment', 'confirmed')`;

export const villaTimeZone = sql`coalesce(s.time_zone, c.time_zone)`;

/** Today on the villa's wall clock. */
export const villaToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${villaTimeZone})::date`;

/** The first day of the villa's local month, `offset` months from this one. */
export const villaMonthStart = (now: Date, offset = 0) =>
  sql`(date_trunc('month', ${villaToday(now)}) + make_interval(months => ${offset}::int))::date`;

/** Nights of [from, to) held by the villa's active reservations. */
export function heldNights(from: SQL, to: SQL): SQL {
  return sql`coalesce((select sum(greatest(0, least(r.check_out, ${to}) - greatest(r.check_in, ${from})))
    from reservations r where r.property_id = p.id and r.status::text in ${ACTIVE_STATUSES}
      and r.check_in < ${to} and r.check_out > ${from}), 0)::int`;
}

/** The month's held nights and its length in days (`offset` months from this one). */
export function monthOccupancy(now: Date, offset = 0): { nights: SQL; days: SQL } {
  const from = villaMonthStart(now, offset);
  const to = villaMonthStart(now, offset + 1);
  return { nights: heldNights(from, to), days: sql`(${to} - ${from})::int` };
}

export const nextArrival = (now: Date) => sql`(select min(r.check_in)::text from reservations r
  where r.property_id = p.id and r.status::text in ${ACTIVE_STATUSES} and r.check_in >= ${villaToday(now)})`;

const blank = (column: string) => sql.raw(`btrim(coalesce(p.${column}, '')) = ''`);
const filled = (column: string) => sql.raw(`btrim(coalesce(p.${column}, '')) <> ''`);
const listed = (column: string) => sql.raw(`jsonb_array_length(p.${column}) > 0`);
const unlisted = (column: string) => sql.raw(`jsonb_array_length(p.${column}) = 0`);

/** A text the owner wrote in English and not in Spanish: short or long description, highlights, house rules. */
export const missingSpanish = sql`((${filled('short_description_en')} and ${blank('short_description_es')})
  or (${filled('description_en')} and ${blank('description_es')})
  or (${filled('highlight_en')} and ${blank('highlight_es')})
  or (${listed('our_be_like_en')} and ${unlisted('our_be_like_es')})
  or (${listed('house_rules_en')} and ${unlisted('house_rules_es')}))`;

export const coverThumbnail = sql`(select i.thumbnail from property_images i where i.property_id = p.id order by i.position, i.id limit 1)`;

export const VILLA_FROM = sql`properties p join states s on s.id = p.state_id join countries c on c.id = p.country_id`;

/** A share as a whole percent, 0 for an empty denominator. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
