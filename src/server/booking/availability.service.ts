import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { AppError } from '../core/errors';
import { addDays } from '../core/calendar';
import { daysBetween, isIsoDate, todayIn } from '../core/calendar';
import { getStayProperty } from './stay-property';

/** The longest calendar window one request may ask for. */
export const MAX_AVAILABILITY_DAYS = 400;
/** The window when none is given: a year from the property's today. */
export const DEFAULT_AVAILABILITY_DAYS = 365;

export interface Availability {
  propertyId: number;
  from: string;
  to: string;
  /** Nights (YYYY-MM-DD, check-in dates) held by a reservation or a block, ascending. */
  unavailable: string[];
  minNights: number;
  maximumCapacity: number;
  /** The property's local date today: nights before it cannot be booked either. */
  today: string;
}

/**
 * The unavailable nights of a published property in [from, to), from its occupancies. A check-out
 * day is not a held night, so it shows as free (someone else may check in). 400 `invalid_dates`
 * for bad or reversed dates, 400 `range_too_long` beyond MAX_AVAILABILITY_DAYS, 404 for an
 * unknown or unpublished property. Public: anyone may read a published villa's calendar.
 */
export async function getAvailability(
  ctx: ServiceContext,
  input: { propertyId: number; from?: string | undefined; to?: string | undefined },
  opts: { today?: string } = {},
): Promise<Availability> {
  if ((input.from !== undefined && !isIsoDate(input.from)) || (input.to !== undefined && !isIsoDate(input.to))) {
    throw new AppError(400, 'invalid_dates', { message: { key: 'search.errors.invalid_dates' } });
  }
  const { orm } = ctx;
  const property = await getStayProperty(orm, input.propertyId);
  const today = opts.today ?? todayIn(property.timeZone, ctx.now);
  const from = input.from ?? today;
  const to = input.to ?? addDays(from, DEFAULT_AVAILABILITY_DAYS);
  if (to <= from) throw new AppError(400, 'invalid_dates', { message: { key: 'search.errors.invalid_dates' } });
  if (daysBetween(from, to) > MAX_AVAILABILITY_DAYS) {
    throw new AppError(400, 'range_too_long', { message: { key: 'search.errors.range_too_long', values: { max: MAX_AVAILABILITY_DAYS } } });
  }
  const nights = await rows<{ night: string }>(
    orm,
    sql`select distinct g.night::date::text as night
      from occupancies o,
        generate_series(greatest(o.check_in, ${from}::date), least(o.check_out, ${to}::date) - 1, interval '1 day') as g(night)
      where o.property_id = ${property.id} and o.stay && daterange(${from}::date, ${to}::date, '[)')
      order by night`,
  );
  return {
    propertyId: property.id,
    from,
    to,
    unavailable: nights.map((n) => n.night),
    minNights: property.minNights,
    maximumCapacity: property.maximumCapacity,
    today,
  };
}
