import { z } from 'zod';
import { parseEntityId, parseSlug } from './catalog.params';

/**
 * The search's query string, shared by the results page URL (/d/{id}?…) and GET /v1/properties.
 * Input is a plain record of strings (the first value of each parameter); an empty value counts as
 * absent, so a form can submit its blank fields. Bad values are a 400 `validation_failed` with a
 * sentence per field, never a 500.
 */

export const SORTS = ['recommended', 'price_asc', 'price_desc', 'capacity', 'rating'] as const;
export type SearchSort = (typeof SORTS)[number];
export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 48;
export const MAX_IDS = 100;
/** The longest stay a search or a quote accepts (longer stays go through a concierge). */
export const MAX_NIGHTS = 60;
const MAX_GUESTS = 50;
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000;

const msg = (key: string, values?: Record<string, number>) => ({ messageKey: `search.fields.${key}`, ...(values ? { values } : {}) });

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const numberParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** `1`/`true` turns a filter on; `0`/`false` leaves it off (the same as absent). */
const flagParam = z
  .string()
  .refine((v) => ['1', 'true', '0', 'false'].includes(v.toLowerCase()), { params: msg('flag') })
  .transform((v) => (v === '1' || v.toLowerCase() === 'true' ? true : undefined));

const dateParam = z.iso.date();

const boundsParam = z.string().transform((raw, ctx) => {
  const parts = raw.split(',').map((p) => p.trim());
  const nums = parts.map(Number);
  const [south, west, north, east] = nums as [number, number, number, number];
  const valid =
    parts.length === 4 &&
    parts.every((p) => /^-?\d{1,3}(\.\d+)?$/.test(p)) &&
    Math.abs(south) <= 90 &&
    Math.abs(north) <= 90 &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180 &&
    south <= north;
  if (!valid) {
    ctx.addIssue({ code: 'custom', params: msg('bounds'), input: raw });
    return z.NEVER;
  }
  return { south, west, north, east };
});

const idsParam = z.string().transform((raw, ctx) => {
  const parts = raw.split(',').map((p) => p.trim());
  const ids = parts.map((p) => parseEntityId(p));
  if (parts.length > MAX_IDS || ids.some((id) => id === undefined)) {
    ctx.addIssue({ code: 'custom', params: msg('ids', { max: MAX_IDS }), input: raw });
    return z.NEVER;
  }
  return [...new Set(ids as number[])];
});

const amenitiesParam = z.string().transform((raw, ctx) => {
  const codes = raw.split(',').map((p) => p.trim().toLowerCase());
  if (codes.length > 30 || codes.some((c) => !/^[a-z][a-z0-9_]{0,39}$/.test(c))) {
    ctx.addIssue({ code: 'custom', params: msg('amenities'), input: raw });
    return z.NEVER;
  }
  return [...new Set(codes)];
});

const destinationParam = z.string().refine((v) => parseSlug(v) !== undefined);

/** The fields one by one (also what the OpenAPI document describes). */
export const searchQueryFields = z.object({
  destination: destinationParam.optional().describe('Country or state slug (GET /v1/properties only; the page takes it from its path).'),
  check_in: dateParam.optional().describe('YYYY-MM-DD; with check_out. Not in the past.'),
  check_out: dateParam.optional().describe('YYYY-MM-DD, after check_in (exclusive: the departure day).'),
  guests: intParam(1, MAX_GUESTS).optional().describe('At most the villa’s maximum capacity.'),
  bedrooms: intParam(0, 50).optional().describe('Minimum bedrooms.'),
  bathrooms: numberParam(0, 50).optional().describe('Minimum bathrooms (half baths count 0.5).'),
  price_min: numberParam(0, MAX_PRICE).optional().describe('Minimum nightly card price, in currency units.'),
  price_max: numberParam(0, MAX_PRICE).optional().describe('Maximum nightly card price, in currency units.'),
  instant_book: flagParam.optional().describe('1 or true: only villas booked at once.'),
  in_offer: flagParam.optional().describe('1 or true: only villas with an offer.'),
  reserve_collection: flagParam.optional().describe('1 or true: only the Reserve collection.'),
  amenities: amenitiesParam.optional().describe('Comma list of amenity codes; a villa must have all of them.'),
  sort: z
    .enum(SORTS)
    .default('recommended')
    .describe(
      'recommended (Reserve collection first, then our order), price_asc, price_desc, capacity, rating (villas with 3 published reviews or more, best average first; then the others).',
    ),
  page: intParam(1, MAX_PAGE).default(1).describe('1-based page number.'),
  per_page: intParam(1, MAX_PER_PAGE)
    .optional()
    .describe(`Page size, at most ${MAX_PER_PAGE}; default ${DEFAULT_PER_PAGE}, or as many as the ids asked for.`),
  bounds: boundsParam.optional().describe('Map area: south,west,north,east (degrees). west > east crosses the antimeridian.'),
  ids: idsParam.optional().describe(`Comma list of property ids (at most ${MAX_IDS}), e.g. a wishlist's cards.`),
});

/** Blank values are absent; array values (a repeated parameter) keep their first value. */
export function queryRecord(
  input: URLSearchParams | Record<string, string | string[] | undefined> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!input) return out;
  const entries: Iterable<[string, string | string[] | undefined]> =
    input instanceof URLSearchParams ? input.entries() : Object.entries(input);
  for (const [key, raw] of entries) {
    if (key in out) continue;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** Today as a calendar date somewhere on Earth: UTC-12 is the last place a day is still "today". */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/**
 * The schema with its own notion of today (tests inject it). Without `today`, a check-in is in the
 * past only once that day is over everywhere on Earth: the property's own date is checked again
 * when a stay is quoted or booked.
 */
export function makeSearchQuerySchema(opts: { today?: string } = {}) {
  return z
    .preprocess(
      (input) =>
        input instanceof URLSearchParams || (input && typeof input === 'object') ? queryRecord(input as Record<string, string>) : input,
      searchQueryFields.superRefine((q, ctx) => {
        if ((q.check_in === undefined) !== (q.check_out === undefined)) {
          ctx.addIssue({ code: 'custom', path: [q.check_in === undefined ? 'check_in' : 'check_out'], params: msg('datesTogether') });
        }
        if (q.check_in !== undefined && q.check_out !== undefined) {
          const nights = nightsBetween(q.check_in, q.check_out);
          if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['check_out'], params: msg('checkOutAfterCheckIn') });
          else if (nights > MAX_NIGHTS)
            ctx.addIssue({ code: 'custom', path: ['check_out'], params: msg('tooManyNights', { max: MAX_NIGHTS }) });
        }
        if (q.check_in !== undefined && q.check_in < (opts.today ?? earliestToday())) {
          ctx.addIssue({ code: 'custom', path: ['check_in'], params: msg('pastDate') });
        }
        if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
          ctx.addIssue({ code: 'custom', path: ['price_max'], params: msg('priceRange') });
        }
      }),
      // A wishlist asks for all its cards at once: with ids and no page size, one page holds them all.
    )
    .transform((q) => ({ ...q, per_page: q.per_page ?? (q.ids ? Math.max(q.ids.length, 1) : DEFAULT_PER_PAGE) }));
}

export const searchQuerySchema = makeSearchQuerySchema();
export type SearchQuery = z.output<typeof searchQuerySchema>;
/** A query as code builds it: paging and sort may be left out. */
export type SearchQueryInput = Partial<SearchQuery>;

/** The query string of a search, leaving out defaults and absent filters (stable order). */
export function toSearchParams(query: SearchQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined) params.set(key, String(value));
  };
  set('destination', query.destination);
  set('check_in', query.check_in);
  set('check_out', query.check_out);
  set('guests', query.guests);
  set('bedrooms', query.bedrooms);
  set('bathrooms', query.bathrooms);
  set('price_min', query.price_min);
  set('price_max', query.price_max);
  if (query.instant_book) params.set('instant_book', '1');
  if (query.in_offer) params.set('in_offer', '1');
  if (query.reserve_collection) params.set('reserve_collection', '1');
  if (query.amenities?.length) params.set('amenities', query.amenities.join(','));
  if (query.sort && query.sort !== 'recommended') params.set('sort', query.sort);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  const defaultPerPage = query.ids?.length ? query.ids.length : DEFAULT_PER_PAGE;
  if (query.per_page && query.per_page !== defaultPerPage) params.set('per_page', String(query.per_page));
  if (query.bounds) {
    const b = query.bounds;
    params.set('bounds', [b.south, b.west, b.north, b.east].join(','));
  }
  if (query.ids?.length) params.set('ids', query.ids.join(','));
  return params;
}
