import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { recordChange } from '../../admin/audit-change';
import { assertStayDates, isStayTaken, MAX_NIGHTS, nightPricesFor, seasonalRatesFor } from '../../booking/quote.service';
import { computeQuote, minNightsFor, nightlyRates } from '../../booking/quote';
import { todayIn } from '../../core/calendar';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { properties, seasonalRates } from '../../db/schema/catalog';
import { AppError, sqlState } from '../../core/errors';
import { listingChanged } from '../listing-changed';
import { requireOwnedProperty } from '../owner-scope';
import type { ListingRatesInput } from './listing.schema';
import type { ListingRates, RatesPreview } from './listing.types';
import { inTransaction } from '../../db/transaction';
import { inLocale } from '@/lib/bilingual';

async function readRates(orm: Orm, propertyId: number): Promise<ListingRates> {
  const [p] = await orm.select().from(properties).where(eq(properties.id, propertyId));
  if (!p) throw new AppError(404, 'not_found');
  const seasons = await orm
    .select()
    .from(seasonalRates)
    .where(eq(seasonalRates.propertyId, propertyId))
    .orderBy(asc(seasonalRates.startDate));
  return {
    currency: p.currency,
    base_price_cents: p.basePriceCents,
    cleaning_fee_cents: p.cleaningFeeCents,
    security_deposit_cents: p.securityDepositCents,
    min_nights: p.minNights,
    instant_book: p.instantBook,
    deposit_percent: p.depositPercent,
    balance_due_days: p.balanceDueDays,
    seasonal_rates: seasons.map((s) => ({
      id: s.id,
      name_en: s.nameEn,
      name_es: s.nameEs,
      start_date: s.startDate,
      end_date: s.endDate,
      nightly_cents: s.nightlyCents,
      min_nights: s.minNights,
    })),
  };
}

/** The villa's prices and its seasonal rates (earliest first). */
export async function getListingRates(ctx: ServiceContext, propertyId: number): Promise<ListingRates> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  return readRates(ctx.orm, owned.id);
}

const ratesOverlap = (values?: Record<string, string>) =>
  new AppError(409, 'rates_overlap', {
    message: values ? { key: 'ownerListing.errors.rates_overlap', values } : { key: 'ownerListing.errors.rates_overlap_any' },
  });

/** The first two seasons whose date ranges share a night, or null (ranges are [start, end)). */
export function firstOverlap<T extends { start_date: string; end_date: string }>(seasons: readonly T[]): [T, T] | null {
  const sorted = [...seasons].sort((a, b) => a.start_date.localeCompare(b.start_date));
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1] as T;
    const cur = sorted[i] as T;
    if (cur.start_date < prev.end_date) return [prev, cur];
  }
  return null;
}

/**
 * Saves the villa's prices and replaces its seasonal rates, in one transaction: overlapping
 * seasons are 409 `rates_overlap` naming the two (the database's exclusion constraint
 * `seasonal_rates_no_overlap` guards the same rule against a concurrent save), and a refused
 * save leaves what was saved before untouched.
 */
export async function replaceListingRates(ctx: ServiceContext, propertyId: number, input: ListingRatesInput): Promise<ListingRates> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  const clash = firstOverlap(input.seasonal_rates);
  if (clash) {
    const label = (s: (typeof clash)[number]) => `${inLocale(ctx.locale, s.name_en, s.name_es)} (${s.start_date} – ${s.end_date})`;
    throw ratesOverlap({ first: label(clash[0]), second: label(clash[1]) });
  }
  try {
    return await inTransaction(ctx.orm, async (orm) => {
      const before = await readRates(orm, owned.id);
      await orm
        .update(properties)
        .set({
          basePriceCents: input.base_price_cents,
          cleaningFeeCents: input.cleaning_fee_cents,
          securityDepositCents: input.security_deposit_cents,
          minNights: input.min_nights,
          instantBook: input.instant_book,
          depositPercent: input.deposit_percent,
          balanceDueDays: input.balance_due_days,
        })
        .where(eq(properties.id, owned.id));
      await orm.delete(seasonalRates).where(eq(seasonalRates.propertyId, owned.id));
      if (input.seasonal_rates.length > 0)
        await orm.insert(seasonalRates).values(
          input.seasonal_rates.map((s) => ({
            propertyId: owned.id,
            nameEn: s.name_en,
            nameEs: s.name_es,
            startDate: s.start_date,
            endDate: s.end_date,
            nightlyCents: s.nightly_cents,
            minNights: s.min_nights,
          })),
        );
      await listingChanged(orm, owned.id);
      const after = await readRates(orm, owned.id);
      // Seasons are replaced, so their ids always change: compare what they say.
      const comparable = (r: ListingRates) => ({ ...r, seasonal_rates: r.seasonal_rates.map(({ id: _id, ...season }) => season) });
      await recordChange(orm, ctx, {
        action: 'property.rates',
        objectType: 'property',
        objectId: owned.id,
        propertyId: owned.id,
        before: comparable(before),
        after: comparable(after),
      });
      return after;
    });
  } catch (err) {
    const state = sqlState(err);
    if (state === '23P01' || state === '23505') throw ratesOverlap();
    throw err;
  }
}

interface PricingRow {
  base_price_cents: number;
  cleaning_fee_cents: number;
  security_deposit_cents: number;
  min_nights: number;
  maximum_capacity: number;
  currency: string;
  service_fee_bps: number;
  tax_bps: number;
  time_zone: string;
}

/**
 * What a guest would pay for sample dates, by the same pure quote as the booking flow, for a draft
 * too. It never refuses a rule a guest would meet: it names it (`problem`) beside the price.
 */
export async function previewListingQuote(
  ctx: ServiceContext,
  propertyId: number,
  input: { check_in: string; check_out: string; guests: number },
): Promise<RatesPreview> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  const dates = assertStayDates(input.check_in, input.check_out);
  if (dates.nights > MAX_NIGHTS)
    throw new AppError(422, 'max_nights', { message: { key: 'search.errors.max_nights', values: { max: MAX_NIGHTS } } });
  const [p] = await rows<PricingRow>(
    ctx.orm,
    sql`select p.base_price_cents, p.cleaning_fee_cents, p.security_deposit_cents, p.min_nights, p.maximum_capacity, p.currency,
        coalesce(s.service_fee_bps, c.service_fee_bps) as service_fee_bps,
        coalesce(s.tax_rate_bps, c.tax_rate_bps) as tax_bps,
        coalesce(s.time_zone, c.time_zone) as time_zone
      from properties p join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where p.id = ${owned.id}`,
  );
  if (!p) throw new AppError(404, 'not_found');
  const [rates, own, taken] = await Promise.all([
    seasonalRatesFor(ctx.orm, owned.id, dates.checkIn, dates.checkOut),
    nightPricesFor(ctx.orm, owned.id, dates.checkIn, dates.checkOut),
    isStayTaken(ctx.orm, owned.id, dates.checkIn, dates.checkOut),
  ]);
  const minNights = minNightsFor(dates.checkIn, p.min_nights, rates);
  const quote = computeQuote({
    nights: nightlyRates(dates.checkIn, dates.checkOut, p.base_price_cents, rates, own),
    cleaningFeeCents: p.cleaning_fee_cents,
    serviceFeeBps: p.service_fee_bps,
    taxBps: p.tax_bps,
    securityDepositCents: p.security_deposit_cents,
    currency: p.currency,
  });
  const problem: RatesPreview['problem'] =
    dates.checkIn < todayIn(p.time_zone, ctx.now)
      ? 'past_dates'
      : dates.nights < minNights
        ? 'min_nights'
        : input.guests > p.maximum_capacity
          ? 'too_many_guests'
          : taken
            ? 'dates_unavailable'
            : null;
  return {
    currency: quote.currency,
    check_in: dates.checkIn,
    check_out: dates.checkOut,
    guests: input.guests,
    night_count: dates.nights,
    nights: quote.nights,
    nights_total_cents: quote.nightsTotalCents,
    cleaning_fee_cents: quote.cleaningFeeCents,
    service_fee_cents: quote.serviceFeeCents,
    taxes_cents: quote.taxesCents,
    total_cents: quote.totalCents,
    security_deposit_cents: quote.securityDepositCents,
    min_nights: minNights,
    problem,
  };
}
