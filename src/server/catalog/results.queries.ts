import 'server-only';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { SearchState } from '@/lib/search-state';
import { db } from '@/server/db/client';
import { occupancies } from '@/server/db/schema/booking';
import { properties } from '@/server/db/schema/catalog';
import { listPropertyCards } from './catalog.queries';
import type { PropertyCard } from './catalog.types';
import { listPlaces, type Place } from './places.queries';

/** Which villas a results page searches: a destination, every villa, or the Reserve collection. */
export type ResultsScope =
  | { kind: 'destination'; slug: string; destinationKind: 'country' | 'state'; id: number }
  | { kind: 'all' }
  | { kind: 'reserve' };

export interface ResultsPage {
  items: (PropertyCard & { lat: number; lng: number })[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  /** Per night, whole currency units, over the scope before the price filter. */
  priceBounds: { min: number; max: number };
  amenities: string[];
}

export const PER_PAGE = 24;

/** The destinations the search bar offers (SPEC §3 booking list), for the pages. */
export async function listSearchPlaces(locale: Locale): Promise<Place[]> {
  return listPlaces(await db(), locale);
}

// Interim search over the catalogue until the search service lands (same contract).
export async function searchResults(locale: Locale, scope: ResultsScope, state: SearchState): Promise<ResultsPage> {
  const orm = await db();
  const scopeWhere: SQL[] = [eq(properties.status, 'published')];
  if (scope.kind === 'destination') {
    scopeWhere.push(scope.destinationKind === 'country' ? eq(properties.countryId, scope.id) : eq(properties.stateId, scope.id));
  }
  if (scope.kind === 'reserve' || state.reserve_collection) scopeWhere.push(eq(properties.isReserveCollection, true));
  const filters: SQL[] = [];
  if (state.guests) filters.push(gte(properties.maximumCapacity, state.guests));
  if (state.bedrooms) filters.push(gte(properties.bedrooms, state.bedrooms));
  if (state.bathrooms) filters.push(gte(properties.numberBathroom, state.bathrooms));
  if (state.instant_book) filters.push(eq(properties.instantBook, true));
  if (state.in_offer) filters.push(eq(properties.inOffer, true));
  for (const code of state.amenities) filters.push(sql`${properties.amenities} @> ${JSON.stringify([code])}::jsonb`);
  if (state.bounds) {
    const [s, w, n, e] = state.bounds;
    filters.push(gte(properties.lat, s), lte(properties.lat, n), gte(properties.lng, w), lte(properties.lng, e));
  }
  if (state.check_in && state.check_out) {
    filters.push(
      sql`not exists (select 1 from ${occupancies} o where o.property_id = ${properties.id} and o.check_in < ${state.check_out}::date and o.check_out > ${state.check_in}::date)`,
    );
  }
  const priceWhere: SQL[] = [];
  if (state.price_min !== undefined) priceWhere.push(gte(properties.basePriceCents, state.price_min * 100));
  if (state.price_max !== undefined) priceWhere.push(lte(properties.basePriceCents, state.price_max * 100));

  const [bounds] = await orm
    .select({
      min: sql<number>`coalesce(min(${properties.basePriceCents}), 0)::int`,
      max: sql<number>`coalesce(max(${properties.basePriceCents}), 0)::int`,
    })
    .from(properties)
    .where(and(...scopeWhere));
  const order =
    state.sort === 'price_asc'
      ? [asc(properties.basePriceCents)]
      : state.sort === 'price_desc'
        ? [desc(properties.basePriceCents)]
        : state.sort === 'capacity'
          ? [desc(properties.maximumCapacity)]
          : [desc(properties.isReserveCollection), asc(properties.position)];
  const rows = await orm
    .select({ id: properties.id, lat: properties.lat, lng: properties.lng, amenities: properties.amenities })
    .from(properties)
    .where(and(...scopeWhere, ...filters, ...priceWhere))
    .orderBy(...order, asc(properties.id));
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  const page = Math.min(state.page, pageCount);
  const slice = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const cards = await listPropertyCards(
    locale,
    slice.map((r) => r.id),
  );
  const coords = new Map(slice.map((r) => [r.id, r]));
  return {
    items: cards.map((c) => ({ ...c, lat: coords.get(c.id)?.lat ?? 0, lng: coords.get(c.id)?.lng ?? 0 })),
    total,
    page,
    perPage: PER_PAGE,
    pageCount,
    priceBounds: { min: Math.floor((bounds?.min ?? 0) / 100), max: Math.ceil((bounds?.max ?? 0) / 100) },
    amenities: [...new Set(rows.flatMap((r) => r.amenities))],
  };
}
