/**
 * What a page of results reads from its search (search-state.ts writes it): the URL read back
 * leniently (a bad value is dropped, never an error page), the active filters, the search without
 * them, the pages to offer. Pure: the server's results use it, and in the browser only the dated
 * results of a first load (results-island.tsx) and the lazily loaded filter panel do.
 */
import {
  AMENITY_CODES,
  type Bounds,
  type DateIssue,
  EMPTY_STATE,
  isIsoDate,
  MAX_GUESTS,
  MAX_NIGHTS,
  MAX_ROOMS,
  SORTS,
  type SearchState,
  type Sort,
} from './search-state';
import { BUSINESS_TIME_ZONE } from './business';

const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;

function nights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

type RawQuery = Record<string, string | string[] | undefined> | URLSearchParams;

function first(query: RawQuery, key: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key];
  const one = Array.isArray(value) ? value[0] : value;
  return one === null || one === undefined || one.trim() === '' ? undefined : one.trim();
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

/** Stays are dates in the destination; every destination so far shares the business's zone (the Dominican Republic's). */
export const SEARCH_TIME_ZONE = BUSINESS_TIME_ZONE;

/** Today's calendar date in a time zone, YYYY-MM-DD (the stay's dates are local dates). */
export function isoToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
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
