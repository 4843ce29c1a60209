import { addDays } from '../core/calendar';
import { createHash } from 'node:crypto';
import type { FrozenQuote } from '../db/schema/booking';

/**
 * The price of a stay (DESIGN §5), in integer cents. Pure: the quote API, the booking step and the
 * reservation's frozen breakdown all come from here.
 *
 * - Each night is charged at its own price when the owner set one, else the seasonal rate covering
 *   it, else the base price (nightlyRates).
 * - Service fee = service_fee_bps × (nights + cleaning fee).
 * - Taxes = tax_bps × (nights + cleaning fee + service fee): the service fee is part of what the
 *   guest pays for the stay, and the tax authorities of our destinations tax it too.
 * - Each line is rounded once, half up, to the cent; the total is the sum of the rounded lines,
 *   so the lines always add up to the total shown.
 * - The refundable security deposit is shown apart and is not in the total.
 */

export interface SeasonalRate {
  /** First night the rate covers (YYYY-MM-DD). */
  startDate: string;
  /** First night it no longer covers: [startDate, endDate). */
  endDate: string;
  nightlyCents: number;
  /** The minimum stay of an arrival in this season; null or absent: the villa's own. */
  minNights?: number | null;
}

export interface Night {
  /** The night of this date (YYYY-MM-DD), i.e. checking in that day. */
  date: string;
  cents: number;
}

export interface QuoteInput {
  nights: Night[];
  cleaningFeeCents: number;
  /** Basis points: 1000 = 10 %. */
  serviceFeeBps: number;
  taxBps: number;
  securityDepositCents: number;
  currency: string;
}

export interface Quote {
  currency: string;
  nights: Night[];
  nightsTotalCents: number;
  cleaningFeeCents: number;
  serviceFeeCents: number;
  taxesCents: number;
  totalCents: number;
  securityDepositCents: number;
  /** nights total ÷ number of nights, rounded half up (0 for no nights). */
  averageNightlyCents: number;
}

/** The breakdown a reservation keeps of `quote` (its frozen quote, DESIGN §5), with the quote's signature. */
export function freezeQuote(quote: Quote, signature: string): FrozenQuote {
  return {
    currency: quote.currency,
    nights: quote.nights,
    nightsTotalCents: quote.nightsTotalCents,
    cleaningFeeCents: quote.cleaningFeeCents,
    serviceFeeCents: quote.serviceFeeCents,
    taxesCents: quote.taxesCents,
    totalCents: quote.totalCents,
    securityDepositCents: quote.securityDepositCents,
    quoteSignature: signature,
  };
}

const BPS = 10_000;

/** amount × bps / 10 000, rounded half up to a whole cent, in exact integer maths. */
export function applyBps(amountCents: number, bps: number): number {
  assertCents(amountCents, 'amount');
  assertCents(bps, 'bps');
  const product = BigInt(amountCents) * BigInt(bps);
  return Number((product + BigInt(BPS / 2)) / BigInt(BPS));
}

function assertCents(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** Dividing cents, half up (for the average night). */
function divideHalfUp(amount: number, by: number): number {
  return by === 0 ? 0 : Math.floor((2 * amount + by) / (2 * by));
}

export function computeQuote(input: QuoteInput): Quote {
  for (const night of input.nights) assertCents(night.cents, `night ${night.date}`);
  assertCents(input.cleaningFeeCents, 'cleaning fee');
  assertCents(input.securityDepositCents, 'security deposit');
  const nightsTotalCents = input.nights.reduce((sum, n) => sum + n.cents, 0);
  const serviceFeeCents = applyBps(nightsTotalCents + input.cleaningFeeCents, input.serviceFeeBps);
  const taxesCents = applyBps(nightsTotalCents + input.cleaningFeeCents + serviceFeeCents, input.taxBps);
  const totalCents = nightsTotalCents + input.cleaningFeeCents + serviceFeeCents + taxesCents;
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('quote total out of range');
  return {
    currency: input.currency,
    nights: input.nights.map((n) => ({ ...n })),
    nightsTotalCents,
    cleaningFeeCents: input.cleaningFeeCents,
    serviceFeeCents,
    taxesCents,
    totalCents,
    securityDepositCents: input.securityDepositCents,
    averageNightlyCents: divideHalfUp(nightsTotalCents, input.nights.length),
  };
}

/** The nights of [checkIn, checkOut): check-in day included, check-out day not. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A night's own price (issue 32: e.g. New Year's Eve), set by the owner beside the seasons. */
export interface NightPrice {
  /** The night of this date (YYYY-MM-DD). */
  night: string;
  nightlyCents: number;
}

/**
 * Each night's rate, the one rule the quote, the search's totals, the owner's preview and the
 * villa's calendar share: the night's own price when the owner set one, else the seasonal rate
 * covering it (a rate covers [startDate, endDate)), else the base price. A villa's seasons never
 * overlap (the database refuses it, migration 0013); were they given overlapping here, the one that
 * starts latest would win.
 */
export function nightlyRates(
  checkIn: string,
  checkOut: string,
  baseCents: number,
  rates: readonly SeasonalRate[],
  own: readonly NightPrice[] = [],
): Night[] {
  const byLatestStart = [...rates].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const ownByNight = new Map(own.map((n) => [n.night, n.nightlyCents]));
  return stayNights(checkIn, checkOut).map((date) => {
    const fixed = ownByNight.get(date);
    if (fixed !== undefined) return { date, cents: fixed };
    const rate = byLatestStart.find((r) => r.startDate <= date && date < r.endDate);
    return { date, cents: rate ? rate.nightlyCents : baseCents };
  });
}

/**
 * The minimum stay of an arrival on `checkIn`: the season covering the arrival night (the one that
 * starts latest, as for its rate) when it sets one, else the villa's own.
 */
export function minNightsFor(checkIn: string, villaMinNights: number, rates: readonly SeasonalRate[]): number {
  const season = [...rates]
    .sort((a, b) => b.startDate.localeCompare(a.startDate))
    .find((r) => r.startDate <= checkIn && checkIn < r.endDate);
  return season?.minNights ?? villaMinNights;
}

/** The rate of a state when it has one, else its country's (DESIGN §4). */
export function effectiveBps(stateBps: number | null | undefined, countryBps: number): number {
  return stateBps ?? countryBps;
}

/**
 * A stable fingerprint of what a guest was quoted: property, dates, guests and every amount. The
 * booking step recomputes the quote and compares signatures to detect a price change.
 */
export function quoteSignature(stay: { propertyId: number; checkIn: string; checkOut: string; guests: number }, quote: Quote): string {
  const canonical = [
    'v1',
    stay.propertyId,
    stay.checkIn,
    stay.checkOut,
    stay.guests,
    quote.currency,
    quote.nights.map((n) => `${n.date}:${n.cents}`).join(','),
    quote.cleaningFeeCents,
    quote.serviceFeeCents,
    quote.taxesCents,
    quote.totalCents,
    quote.securityDepositCents,
  ].join('|');
  return createHash('sha256').update(canonical).digest('hex');
}
