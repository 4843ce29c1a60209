/**
 * The results pages keep their whole state in the URL (shareable, server-rendered): this module
 * writes it canonically, so the server and the filters agree on one query string, and
 * results-search.ts reads it back and derives what a page of results shows from it (apart, so
 * that the results frame's first load carries only the writing). Pure: used on both sides.
 */

export const SORTS = ['recommended', 'price_asc', 'price_desc', 'capacity', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** The amenity codes the catalogue stores (src/server/seed/data/properties.ts); labels live in messages. */
export const AMENITY_CODES = [
  'private_pool',
  'beach_access',
  'ocean_view',
  'staff',
  'chef',
  'wifi',
  'air_conditioning',
  'jacuzzi',
  'gym',
  'tennis',
  'kids_friendly',
  'golf_cart',
] as const;

export const VIEWS = ['list', 'map'] as const;
export type View = (typeof VIEWS)[number];

/** Largest counts the filters offer; the URL may carry any positive number up to these. */
export const MAX_GUESTS = 30;
export const MAX_ROOMS = 20;

export type Bounds = readonly [south: number, west: number, north: number, east: number];

export interface SearchState {
  check_in?: string;
  check_out?: string;
  guests?: number;
  bedrooms?: number;
  bathrooms?: number;
  /** Per night, whole currency units. */
  price_min?: number;
  price_max?: number;
  instant_book: boolean;
  in_offer: boolean;
  reserve_collection: boolean;
  amenities: string[];
  sort: Sort;
  page: number;
  bounds?: Bounds;
  view: View;
}

/** Why dates in the URL were not applied: only one of the two, check-out not after check-in, in the past, or too long. */
export type DateIssue = 'incomplete' | 'order' | 'past' | 'long';

/** The longest stay a search accepts (the search schema's MAX_NIGHTS; a test keeps them equal). */
export const MAX_NIGHTS = 60;

export const EMPTY_STATE: SearchState = {
  instant_book: false,
  in_offer: false,
  reserve_collection: false,
  amenities: [],
  sort: 'recommended',
  page: 1,
  view: 'list',
};

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const roundCoord = (n: number) => String(Math.round(n * 10_000) / 10_000);

/** The search's query parameters in a fixed order, defaults left out (page 1, recommended, list). */
export function toSearchRecord(state: SearchState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.check_in && state.check_out) {
    out.check_in = state.check_in;
    out.check_out = state.check_out;
  }
  if (state.guests) out.guests = String(state.guests);
  if (state.bedrooms) out.bedrooms = String(state.bedrooms);
  if (state.bathrooms) out.bathrooms = String(state.bathrooms);
  if (state.price_min !== undefined) out.price_min = String(state.price_min);
  if (state.price_max !== undefined) out.price_max = String(state.price_max);
  if (state.instant_book) out.instant_book = '1';
  if (state.in_offer) out.in_offer = '1';
  if (state.reserve_collection) out.reserve_collection = '1';
  if (state.amenities.length > 0) out.amenities = state.amenities.join(',');
  if (state.sort !== 'recommended') out.sort = state.sort;
  if (state.page > 1) out.page = String(state.page);
  if (state.bounds) out.bounds = state.bounds.map(roundCoord).join(',');
  if (state.view !== 'list') out.view = state.view;
  return out;
}

/** `path?query` for a state (`path` already localized). */
export function searchHref(path: string, state: SearchState): string {
  // Commas stay readable in a shared link (amenities=chef,gym); they need no escaping in a query.
  const query = new URLSearchParams(toSearchRecord(state)).toString().replace(/%2C/gi, ',');
  return query ? `${path}?${query}` : path;
}

/**
 * A changed search. Any change but the page itself sends the visitor back to page 1 (page 3 of
 * a different result set means nothing).
 */
export function withChange(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next: SearchState = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key as keyof SearchState];
  }
  return next;
}
