/**
 * The results pages keep their whole state in the URL (shareable, server-rendered): this module
 * reads it leniently (a bad value is dropped, never an error page) and writes it canonically, so
 * the server and the filters agree on one query string. Pure: used on both sides.
 */

export const SORTS = ['recommended', 'price_asc', 'price_desc', 'capacity'] as const;
export type Sort = (typeof SORTS)[number];

/** The amenity codes the catalogue stores (src/server/db/seed/data/properties.ts); labels live in messages. */
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
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;

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

function nights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

export const EMPTY_STATE: SearchState = {
  instant_book: false,
  in_offer: false,
  reserve_collection: false,
  amenities: [],
  sort: 'recommended',
  page: 1,
  view: 'list',
};

type RawQuery = Record<string, string | string[] | undefined> | URLSearchParams;

function first(query: RawQuery, key: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key];
  const one = Array.isArray(value) ? value[0] : value;
  return one === null || one === undefined || one.trim() === '' ? undefined : one.trim();
}

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function intIn(value: string | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

const flag = (value: string | undefined) => value === '1' || value === 'true';

function parseBounds(value: string | undefined): Bounds | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((p) => Number(p));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [south, west, north, east] = parts as [number, number, number, number];
  if (south < -90 || north > 90 || south >= north || west < -180 || east > 180 || west >= east) return undefined;
  return [south, west, north, east];
}

/**
 * The search a URL describes. `today` (YYYY-MM-DD) rejects stays that start in the past; dates
 * are applied only as a valid pair, and `dateIssue` says why they were not. More guests than
 * MAX_GUESTS search for MAX_GUESTS, and `guestsCapped` says so (the page tells the visitor).
 */
export function parseSearchState(query: RawQuery, today?: string): { state: SearchState; dateIssue?: DateIssue; guestsCapped?: true } {
  const state: SearchState = { ...EMPTY_STATE, amenities: [] };
  let dateIssue: DateIssue | undefined;
  const checkIn = first(query, 'check_in');
  const checkOut = first(query, 'check_out');
  const inOk = isIsoDate(checkIn);
  const outOk = isIsoDate(checkOut);
  if (inOk && outOk) {
    if (checkOut <= checkIn) dateIssue = 'order';
    else if (today && checkIn < today) dateIssue = 'past';
    else if (nights(checkIn, checkOut) > MAX_NIGHTS) dateIssue = 'long';
    else {
      state.check_in = checkIn;
      state.check_out = checkOut;
    }
  } else if (checkIn || checkOut) {
    dateIssue = 'incomplete';
  }

  const guests = first(query, 'guests');
  const guestsCapped = intIn(guests, MAX_GUESTS + 1, Number.MAX_SAFE_INTEGER) !== undefined;
  state.guests = guestsCapped ? MAX_GUESTS : intIn(guests, 1, MAX_GUESTS);
  state.bedrooms = intIn(first(query, 'bedrooms'), 1, MAX_ROOMS);
  state.bathrooms = intIn(first(query, 'bathrooms'), 1, MAX_ROOMS);
  const min = intIn(first(query, 'price_min'), 0, MAX_PRICE);
  const max = intIn(first(query, 'price_max'), 0, MAX_PRICE);
  if (min !== undefined && max !== undefined && min > max) {
    state.price_min = max;
    state.price_max = min;
  } else {
    state.price_min = min;
    state.price_max = max;
  }
  state.instant_book = flag(first(query, 'instant_book'));
  state.in_offer = flag(first(query, 'in_offer'));
  state.reserve_collection = flag(first(query, 'reserve_collection'));
  const amenities = first(query, 'amenities')?.split(',') ?? [];
  state.amenities = AMENITY_CODES.filter((code) => amenities.includes(code));
  const sort = first(query, 'sort');
  state.sort = (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'recommended';
  state.page = intIn(first(query, 'page'), 1, MAX_PAGE) ?? 1;
  state.bounds = parseBounds(first(query, 'bounds'));
  state.view = first(query, 'view') === 'map' ? 'map' : 'list';
  for (const key of ['guests', 'bedrooms', 'bathrooms', 'price_min', 'price_max', 'bounds'] as const) {
    if (state[key] === undefined) delete state[key];
  }
  return { state, ...(dateIssue ? { dateIssue } : {}), ...(guestsCapped ? { guestsCapped: true as const } : {}) };
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

/** Filters beyond the stay itself (dates and guests are the search, not a filter). */
export function activeFilterCount(state: SearchState): number {
  return (
    (state.bedrooms ? 1 : 0) +
    (state.bathrooms ? 1 : 0) +
    (state.price_min !== undefined || state.price_max !== undefined ? 1 : 0) +
    (state.instant_book ? 1 : 0) +
    (state.in_offer ? 1 : 0) +
    (state.reserve_collection ? 1 : 0) +
    state.amenities.length +
    (state.bounds ? 1 : 0)
  );
}

/** The same stay (dates, guests), sort and view, without any filter. */
export function clearFilters(state: SearchState): SearchState {
  const next: SearchState = { ...EMPTY_STATE, amenities: [], sort: state.sort, view: state.view };
  if (state.check_in && state.check_out) {
    next.check_in = state.check_in;
    next.check_out = state.check_out;
  }
  if (state.guests) next.guests = state.guests;
  return next;
}

/** Stays are dates in the destination; every destination so far shares the Dominican Republic's zone. */
export const SEARCH_TIME_ZONE = 'America/Santo_Domingo';

/** Today's calendar date in a time zone, YYYY-MM-DD (the stay's dates are local dates). */
export function isoToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Page numbers to show: the first, the last and two around the current one, gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last > 1) out.push(null);
    out.push(n);
  }
  return out;
}
