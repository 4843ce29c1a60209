import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchState } from '@/lib/search-state';
import { db } from '@/server/db/client';
import { listPlaces, type Place } from './places.queries';
import { DEFAULT_PER_PAGE, type SearchQueryInput } from './search.schema';
import { type SearchResult, searchProperties } from './search.service';

/** Which villas a results page searches: a destination, every villa, or the Reserve collection. */
export type ResultsScope = { kind: 'destination'; slug: string } | { kind: 'all' } | { kind: 'reserve' };

export type ResultsPage = SearchResult;

/** The destinations the search bar offers (SPEC §3 booking list), for the pages. */
export async function listSearchPlaces(locale: Locale): Promise<Place[]> {
  return listPlaces(await db(), locale);
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
export async function searchResults(locale: Locale, scope: ResultsScope, state: SearchState): Promise<ResultsPage> {
  const orm = await db();
  const query = toSearchQuery(scope, state);
  const result = await searchProperties(orm, locale, query);
  if (result.items.length === 0 && result.pageCount > 0 && state.page > result.pageCount) {
    return searchProperties(orm, locale, { ...query, page: result.pageCount });
  }
  return result;
}
