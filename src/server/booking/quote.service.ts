import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { AppError } from '../core/errors';
import { MAX_NIGHTS } from '../catalog/search.schema';
import { daysBetween, isIsoDate, todayIn } from '../core/calendar';
import { computeQuote, minNightsFor, type NightPrice, nightlyRates, type Quote, quoteSignature, type SeasonalRate } from './quote';
import { getStayProperty, type StayProperty } from './stay-property';

export { MAX_NIGHTS };

export interface StayRequest {
  propertyId: number;
  /** YYYY-MM-DD, the property's local calendar date. */
  checkIn: string;
  /** YYYY-MM-DD, exclusive (the departure day). */
  checkOut: string;
  guests: number;
}

export interface StayQuote extends Quote {
  propertyId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  nightCount: number;
  minNights: number;
  maximumCapacity: number;
  instantBook: boolean;
  /** sha-256 of property, dates, guests and every amount: the booking step compares it. */
  signature: string;
}

const stayError = (status: number, code: string, values?: Record<string, number>) =>
  new AppError(status, code, { message: values ? { key: `search.errors.${code}`, values } : { key: `search.errors.${code}` } });

/** Dates well formed and in order: else 400 `invalid_dates`. */
export function assertStayDates(checkIn: unknown, checkOut: unknown): { checkIn: string; checkOut: string; nights: number } {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) throw stayError(400, 'invalid_dates');
  return { checkIn, checkOut, nights: daysBetween(checkIn, checkOut) };
}

/**
 * The rules of a stay (DESIGN §5), in the order a guest would fix them: dates not past (the
 * property's own today), at most MAX_NIGHTS, at least its minimum stay (`minNights`: the arrival
 * season's when it sets one, else the villa's), guests within capacity.
 */
export function assertStayRules(
  property: StayProperty,
  stay: StayRequest,
  nights: number,
  today: string,
  minNights: number = property.minNights,
) {
  if (stay.checkIn < today) throw stayError(422, 'past_dates');
  if (nights > MAX_NIGHTS) throw stayError(422, 'max_nights', { max: MAX_NIGHTS });
  if (nights < minNights) throw stayError(422, 'min_nights', { min: minNights });
  if (!Number.isInteger(stay.guests) || stay.guests < 1) {
    throw new AppError(400, 'validation_failed', { fields: { guests: { key: 'errors.fields.too_small', values: { minimum: 1 } } } });
  }
  if (stay.guests > property.maximumCapacity) throw stayError(422, 'too_many_guests', { max: property.maximumCapacity });
}

export async function seasonalRatesFor(orm: Orm, propertyId: number, checkIn: string, checkOut: string): Promise<SeasonalRate[]> {
  const found = await rows<{ start_date: string; end_date: string; nightly_cents: number; min_nights: number | null }>(
    orm,
    sql`select start_date::text as start_date, end_date::text as end_date, nightly_cents, min_nights from seasonal_rates
      where property_id = ${propertyId} and start_date < ${checkOut}::date and end_date > ${checkIn}::date`,
  );
  return found.map((r) => ({
    startDate: r.start_date,
    endDate: r.end_date,
    nightlyCents: r.nightly_cents,
    minNights: r.min_nights,
  }));
}

/**
 * The nights of [from, to) that have their own price (nightly_prices, issue 32), read through the
 * (property_id, night) index; nightlyRates lets them win over the seasons and the base price.
 */
export async function nightPricesFor(orm: Orm, propertyId: number, from: string, to: string): Promise<NightPrice[]> {
  const found = await rows<{ night: string; nightly_cents: number }>(
    orm,
    sql`select night::text as night, nightly_cents from nightly_prices
      where property_id = ${propertyId} and night >= ${from}::date and night < ${to}::date order by night`,
  );
  return found.map((r) => ({ night: r.night, nightlyCents: r.nightly_cents }));
}

/**
 * The seasonal rates overlapping [checkIn, checkOut) of several villas in one query (the results
 * page's cards), by property id; a villa without one is absent.
 */
export async function seasonalRatesForMany(
  orm: Orm,
  propertyIds: readonly number[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, SeasonalRate[]>> {
  const byProperty = new Map<number, SeasonalRate[]>();
  if (propertyIds.length === 0) return byProperty;
  const found = await rows<{ property_id: number; start_date: string; end_date: string; nightly_cents: number; min_nights: number | null }>(
    orm,
    sql`select property_id, start_date::text as start_date, end_date::text as end_date, nightly_cents, min_nights from seasonal_rates
      where property_id in (${sql.join(
        propertyIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and start_date < ${checkOut}::date and end_date > ${checkIn}::date`,
  );
  for (const r of found) {
    const rates = byProperty.get(r.property_id) ?? [];
    rates.push({ startDate: r.start_date, endDate: r.end_date, nightlyCents: r.nightly_cents, minNights: r.min_nights });
    byProperty.set(r.property_id, rates);
  }
  return byProperty;
}

/** Whether any reservation or block holds a night of [checkIn, checkOut). */
export async function isStayTaken(
  orm: Orm,
  propertyId: number,
  checkIn: string,
  checkOut: string,
  ignoreReservationId?: number,
): Promise<boolean> {
  const [row] = await rows<{ taken: boolean }>(
    orm,
    sql`select exists (
      select 1 from occupancies o
      where o.property_id = ${propertyId} and o.stay && daterange(${checkIn}::date, ${checkOut}::date, '[)')
        ${ignoreReservationId === undefined ? sql`` : sql`and o.reservation_id is distinct from ${ignoreReservationId}`}
    ) as taken`,
  );
  return Boolean(row?.taken);
}

/**
 * The price of a stay at a published property (each night: its own price, else its season's, else
 * the base price), after every rule: 400 `invalid_dates`, 404 for an
 * unknown or unpublished property, 422 `past_dates` / `max_nights` / `min_nights` /
 * `too_many_guests`, 409 `dates_unavailable`. "Today" is the property's local date at ctx.now
 * (injectable). Anyone may quote (visitors too): it reads only published villas (getStayProperty).
 * A change of a reservation quotes with `ignoreReservationId`, so its own nights do not count as taken.
 */
export async function quoteStay(
  ctx: ServiceContext,
  stay: StayRequest,
  opts: { today?: string; ignoreReservationId?: number } = {},
): Promise<StayQuote> {
  const { orm } = ctx;
  const dates = assertStayDates(stay.checkIn, stay.checkOut);
  const property = await getStayProperty(orm, stay.propertyId);
  const [rates, own, taken] = await Promise.all([
    seasonalRatesFor(orm, property.id, dates.checkIn, dates.checkOut),
    nightPricesFor(orm, property.id, dates.checkIn, dates.checkOut),
    isStayTaken(orm, property.id, dates.checkIn, dates.checkOut, opts.ignoreReservationId),
  ]);
  const minNights = minNightsFor(dates.checkIn, property.minNights, rates);
  assertStayRules(property, stay, dates.nights, opts.today ?? todayIn(property.timeZone, ctx.now), minNights);
  if (taken) throw stayError(409, 'dates_unavailable');
  const quote = computeQuote({
    nights: nightlyRates(dates.checkIn, dates.checkOut, property.basePriceCents, rates, own),
    cleaningFeeCents: property.cleaningFeeCents,
    serviceFeeBps: property.serviceFeeBps,
    taxBps: property.taxBps,
    securityDepositCents: property.securityDepositCents,
    currency: property.currency,
  });
  const request = { propertyId: property.id, checkIn: dates.checkIn, checkOut: dates.checkOut, guests: stay.guests };
  return {
    ...quote,
    ...request,
    nightCount: dates.nights,
    minNights,
    maximumCapacity: property.maximumCapacity,
    instantBook: property.instantBook,
    signature: quoteSignature(request, quote),
  };
}
