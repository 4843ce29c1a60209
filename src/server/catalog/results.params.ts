import type { SearchState } from '@/lib/search-state';
import { parseInput } from '../core/validation';
import type { ResultsScope } from './results.queries';
import { searchQuerySchema } from './search.schema';

/**
 * GET /api/results's query: a results page's search as its address writes it (search.schema.ts),
 * with `destination` for a destination's page and every villa without. Bad values are a 400
 * `validation_failed` with a sentence per field, never a 500.
 */
export function resultsRequestOrThrow(query: URLSearchParams): { scope: ResultsScope; state: SearchState } {
  const q = parseInput(searchQuerySchema, query);
  const state: SearchState = {
    instant_book: q.instant_book ?? false,
    in_offer: q.in_offer ?? false,
    reserve_collection: q.reserve_collection ?? false,
    amenities: q.amenities ?? [],
    sort: q.sort,
    page: q.page,
    view: 'list',
  };
  if (q.check_in && q.check_out) {
    state.check_in = q.check_in;
    state.check_out = q.check_out;
  }
  if (q.guests !== undefined) state.guests = q.guests;
  if (q.bedrooms !== undefined) state.bedrooms = q.bedrooms;
  if (q.bathrooms !== undefined) state.bathrooms = q.bathrooms;
  if (q.price_min !== undefined) state.price_min = q.price_min;
  if (q.price_max !== undefined) state.price_max = q.price_max;
  if (q.bounds) state.bounds = [q.bounds.south, q.bounds.west, q.bounds.north, q.bounds.east];
  return { scope: q.destination ? { kind: 'destination', slug: q.destination } : { kind: 'all' }, state };
}
