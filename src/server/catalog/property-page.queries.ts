import 'server-only';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cache } from '../core/cache';
import type { ServiceContext } from '@/server/access/context';
import { countries, nightlyPrices, properties, seasonalRates, states } from '@/server/db/schema/catalog';
import { listPropertyCards } from './catalog.queries';
import type { PropertyCard } from './catalog.types';

/** Extra reads of the property page (/property/{id}) beyond the detail itself. */

const target = alias(properties, 'target');

/**
 * Published villas like this one: those with a similar capacity (within 2 guests or 30 %) first,
 * then the same state before the rest of the country, then the closest capacity.
 */
export async function listSimilarProperties(ctx: ServiceContext, propertyId: number, limit = 4): Promise<PropertyCard[]> {
  const capacityGap = sql`abs(${properties.maximumCapacity} - ${target.maximumCapacity})`;
  const similarCapacity = sql`(${capacityGap} <= greatest(2, ceil(${target.maximumCapacity} * 0.3)))`;
  const rows = await ctx.orm
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(target, eq(target.id, propertyId))
    .where(
      and(
        eq(properties.status, 'published'),
        ne(properties.id, propertyId),
        or(eq(properties.stateId, target.stateId), eq(properties.countryId, target.countryId)),
      ),
    )
    .orderBy(
      desc(similarCapacity),
      desc(sql`(${properties.stateId} = ${target.stateId})`),
      asc(capacityGap),
      asc(properties.position),
      asc(properties.id),
    )
    .limit(limit);
  return listPropertyCards(
    ctx,
    rows.map((r) => r.id),
  );
}

export interface NightlyPriceRange {
  /** Cents. */
  min: number;
  max: number;
}

/**
 * The lowest and highest nightly rate a guest can meet: the base price, every current or future
 * season and every night's own price from today on (public facts of a villa the caller could already see).
 */
export async function nightlyPriceRange(ctx: ServiceContext, propertyId: number): Promise<NightlyPriceRange | null> {
  const own = (fn: 'min' | 'max') =>
    sql`(select ${sql.raw(fn)}(${nightlyPrices.nightlyCents}) from ${nightlyPrices}
      where ${nightlyPrices.propertyId} = ${properties.id} and ${nightlyPrices.night} >= current_date)`;
  const base = properties.basePriceCents;
  const [row] = await ctx.orm
    .select({
      min: sql<number>`least(${base}, coalesce(min(${seasonalRates.nightlyCents}), ${base}), coalesce(${own('min')}, ${base}))::int`,
      max: sql<number>`greatest(${base}, coalesce(max(${seasonalRates.nightlyCents}), ${base}), coalesce(${own('max')}, ${base}))::int`,
    })
    .from(properties)
    .leftJoin(seasonalRates, and(eq(seasonalRates.propertyId, properties.id), sql`${seasonalRates.endDate} > current_date`))
    .where(eq(properties.id, propertyId))
    .groupBy(properties.id);
  return row ? { min: Number(row.min), max: Number(row.max) } : null;
}

/** Today's calendar date where the villa is (its state's zone, else its country's): stays are local dates. */
export const propertyToday = cache(async (ctx: ServiceContext, propertyId: number): Promise<string> => {
  const zone = sql`coalesce(${states.timeZone}, ${countries.timeZone})`;
  const [row] = await ctx.orm
    .select({ today: sql<string>`to_char((${ctx.now.toISOString()}::timestamptz at time zone ${zone})::date, 'YYYY-MM-DD')` })
    .from(properties)
    .innerJoin(states, eq(states.id, properties.stateId))
    .innerJoin(countries, eq(countries.id, properties.countryId))
    .where(eq(properties.id, propertyId));
  return row?.today ?? ctx.now.toISOString().slice(0, 10);
});
