import 'server-only';
import type { SearchState } from '@/lib/search-state';
import type { ServiceContext } from '@/server/access/context';
import { listPlaces } from './places.queries';
import type { Place } from './catalog.types';
import { DEFAULT_PER_PAGE, type SearchQueryInput } from './search.schema';
import { type CachedAnswer, currentSearchVersion, searchCacheFor } from './search-cache';
import { searchProperties } from './search.service';
import type { z } from 'zod';
import type { resultsPageSchema } from './catalog.openapi';

/** Which villas a results page searches: a destination, every villa, or the Reserve collection. */
export type ResultsScope = { kind: 'destination'; slug: string } | { kind: 'all' } | { kind: 'reserve' };

export type ResultsPage = z.infer<typeof resultsPageSchema>;

/** The destinations the search bar offers (SPEC §3 booking list), for the pages. */
export async function listSearchPlaces(ctx: ServiceContext): Promise<Place[]> {
  return listPlaces(ctx);
}

/** The search service's query for a results page's (already cleaned) URL state. */
export function toSearchQuery(scope: ResultsScope, state: SearchState): SearchQueryInput {
  const [south, west, north, east] = state.bounds ?? [];
  return {
    destination: scope.kind === 'destination' ? scope.slug : undefined,
    check_in: state.check_in,
    check_out: state.check_out,
    guests: state.guests,
    bedrooms: state.bedrooms,
    bathrooms: state.bathrooms,
    price_min: state.price_min,
    price_max: state.price_max,
    instant_book: state.instant_book || undefined,
    in_offer: state.in_offer || undefined,
    reserve_collection: scope.kind === 'reserve' || state.reserve_collection || undefined,
    amenities: state.amenities.length > 0 ? state.amenities : undefined,
    sort: state.sort,
    page: state.page,
    per_page: DEFAULT_PER_PAGE,
    bounds:
      south !== undefined && west !== undefined && north !== undefined && east !== undefined ? { south, west, north, east } : undefined,
  };
}

/**
 * A results page: the search service over the page's scope and URL state. A page past the last
 * (an old link after villas were unpublished) shows the last page instead of an empty one.
 */
export async function searchResults(ctx: ServiceContext, scope: ResultsScope, state: SearchState): Promise<ResultsPage> {
  return (await cachedSearchResults(ctx, scope, state)).value;
}

async function computeSearchResults(ctx: ServiceContext, query: SearchQueryInput): Promise<ResultsPage> {
  const result = await searchProperties(ctx, query);
  if (result.items.length === 0 && result.pageCount > 0 && (query.page ?? 1) > result.pageCount) {
    return searchProperties(ctx, { ...query, page: result.pageCount });
  }
  return result;
}

/** The search cache's key of a results query: its language and the query, amenities sorted. */
export function searchCacheKey(locale: string, query: SearchQueryInput): string {
  const normalized = { ...query, amenities: query.amenities ? [...query.amenities].sort() : undefined };
  return `${locale} ${JSON.stringify(normalized)}`;
}

/**
 * searchResults from this process's search cache (search-cache.ts, docs/decisions/042), with the
 * answer's JSON (`{"data": …}`) for the API and whether it was a hit. The answer is shared between
 * requests: read it, never change it. An unknown destination is still a 404 (not cached).
 */
export async function cachedSearchResults(
  ctx: ServiceContext,
  scope: ResultsScope,
  state: SearchState,
): Promise<CachedAnswer<ResultsPage> & { hit: boolean }> {
  const query = toSearchQuery(scope, state);
  const key = searchCacheKey(ctx.locale, query);
  const cache = searchCacheFor(ctx.orm);
  const version = await currentSearchVersion(ctx.orm, cache);
  return (await cache.answer(key, version, () => computeSearchResults(ctx, query))) as CachedAnswer<ResultsPage> & { hit: boolean };
}
