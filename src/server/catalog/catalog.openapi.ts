import { z } from 'zod';
import { availabilityQueryFields, quoteQueryFields } from '../booking/stay.schema';
import { type ApiOperation, dataOf, idParams, pagedOf, pageMetaSchema, tagged } from '../core/openapi';
import { searchQueryFields } from './search.schema';

/** The answers of the catalogue API, strict so a test catches any drift from the serialisers. */
const flag = z.union([z.literal(0), z.literal(1)]);
const place = z.strictObject({ name: z.string(), slug: z.string() });

export const apiImageSchema = z.strictObject({
  caption: z.string(),
  original: z.string(),
  medium: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

const cardShape = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price: z.number().describe('Per night, currency units: tonight’s live (seasonal) price if any, else the base price.'),
  price_cents: z.number().int(),
  live_price: z.number().nullable().describe('Tonight’s seasonal rate in the villa’s time zone, or null.'),
  currency: z.string(),
  images: z.array(apiImageSchema),
  bedrooms: z.number().int(),
  number_bathroom: z.number().describe('Half baths count 0.5.'),
  maximum_capacity: z.number().int(),
  country: place,
  state: place,
  hightlight: z.string().nullable().describe('SPEC §3 spelling.'),
  is_reserve_collection: flag,
  instant_book: flag,
  in_offer: flag,
  offer_tag: z.string().nullable(),
  review_count: z.number().int().describe('Published reviews (issue 32).'),
  review_average: z
    .number()
    .nullable()
    .describe('The true average overall rating (1–5) of the published reviews; null before the first. Pages show "New" below 3 reviews.'),
};

export const apiCardSchema = z.strictObject(cardShape);
export const apiSearchItemSchema = z.strictObject({
  ...cardShape,
  lat: z.number(),
  lng: z.number(),
  total: z
    .number()
    .optional()
    .describe('Only with check_in and check_out: the stay’s total in currency units, equal to the quote’s `total` for those dates.'),
  total_cents: z.number().int().optional().describe('Only with check_in and check_out: the stay’s total, integer cents.'),
  nights: z.number().int().optional().describe('Only with check_in and check_out: the number of nights.'),
});

export const apiDetailSchema = z.strictObject({
  ...cardShape,
  description: z.string(),
  short_description: z.string(),
  our_be_like: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
  min_nights: z.number().int(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  time_zone: z.string().describe('The villa’s IANA time zone: the clock of check_in_time and check_out_time.'),
  amenities: z.array(z.string()),
  house_rules: z.array(z.string()),
  cancellation_policy: z.enum(['flexible', 'moderate', 'strict', 'non_refundable']),
  cleaning_fee: z.number(),
  security_deposit: z.number(),
});

export const searchMetaSchema = pageMetaSchema.extend({
  price_bounds: z
    .strictObject({ min: z.number(), max: z.number() })
    .describe('Card prices (currency units) over every filter but the price range.'),
  amenities: z.array(z.string()).describe('Amenity codes among the destination’s published villas.'),
});

const money = (what: string) => z.number().describe(`${what}, currency units.`);
const cents = (what: string) => z.number().int().describe(`${what}, integer cents.`);

export const apiQuoteSchema = z.strictObject({
  property_id: z.number().int(),
  check_in: z.string(),
  check_out: z.string(),
  guests: z.number().int(),
  nights: z.number().int(),
  currency: z.string(),
  nightly: z.array(z.strictObject({ date: z.string(), amount: z.number() })),
  nights_total: money('Sum of the nights'),
  cleaning_fee: money('Cleaning fee'),
  service_fee: money('Service fee: the state’s (else country’s) rate × (nights + cleaning), rounded half up'),
  taxes: money('Taxes: the state’s (else country’s) rate × (nights + cleaning + service fee), rounded half up'),
  total: money('Nights + cleaning + service fee + taxes (not the deposit)'),
  security_deposit: money('Refundable deposit, not in the total'),
  average_nightly: money('Nights total ÷ nights'),
  min_nights: z.number().int(),
  instant_book: flag,
  quote_signature: z.string().describe('sha-256 of property, dates, guests and amounts; the booking step compares it.'),
  nights_total_cents: cents('Sum of the nights'),
  cleaning_fee_cents: cents('Cleaning fee'),
  service_fee_cents: cents('Service fee'),
  taxes_cents: cents('Taxes'),
  total_cents: cents('Total'),
  security_deposit_cents: cents('Deposit'),
});

export const apiAvailabilitySchema = z.strictObject({
  property_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  unavailable: z.array(z.string()).describe('Held nights (check-in dates), ascending; check-out days stay free.'),
  min_nights: z.number().int(),
  maximum_capacity: z.number().int(),
  today: z.string().describe('The villa’s local date: earlier nights cannot be booked.'),
});

/** GET /api/results: the results page's own shape (catalog.types.ts), not SPEC's: cents and booleans. */
export const resultsPageSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      price: z.number().int().describe('Per night, cents: tonight’s live (seasonal) price if any, else the base price.'),
      live_price: z.number().int().nullable(),
      currency: z.string(),
      images: z.array(apiImageSchema.describe('Paths under /media, as the page renders them.')),
      bedrooms: z.number().int(),
      number_bathroom: z.number(),
      maximum_capacity: z.number().int(),
      country: place,
      state: place,
      hightlight: z.string().nullable(),
      is_reserve_collection: z.boolean(),
      instant_book: z.boolean(),
      in_offer: z.boolean(),
      offer_tag: z.string().nullable(),
      review_count: z.number().int(),
      review_average: z.number().nullable(),
      lat: z.number(),
      lng: z.number(),
      stay: z
        .strictObject({ totalCents: z.number().int(), nights: z.number().int() })
        .nullable()
        .describe('With check_in and check_out: the stay’s total (the quote’s) and its nights; null without.'),
    }),
  ),
  total: z.number().int(),
  page: z.number().int().describe('The page shown: the last one when the asked page is past it.'),
  perPage: z.number().int(),
  pageCount: z.number().int(),
  priceBounds: z.strictObject({ min: z.number(), max: z.number() }),
  amenities: z.array(z.string()),
});

// The serialisers and the documented shapes must agree (a compile error otherwise).

const TAG = 'Catalogue';

export const catalogOperations: ApiOperation[] = tagged(TAG, [
  {
    method: 'get',
    path: '/v1/properties',
    operationId: 'searchProperties',
    summary: 'Search published villas',
    description:
      'Every filter of the results page. Dates keep villas free for every night of [check_in, check_out) whose minimum stay they meet. The price range applies to the card price (live price, else base). With dates, each item also carries `total`, `total_cents` and `nights`: the stay’s price as its quote computes it.',
    query: searchQueryFields,
    response: pagedOf(apiSearchItemSchema, searchMetaSchema),
    errors: { 404: 'Unknown destination (destination_not_found).' },
  },
  {
    method: 'get',
    path: '/api/results',
    operationId: 'getResultsPage',
    summary: 'A results page’s cards for its search, as the page renders them (`?locale=`)',
    description:
      'The browser asks for these on a dated first load of /d/{id}, whose cached document has no dates (issue 18). The query is the page’s own (`destination` for a destination’s page, every villa without); a page past the last answers the last. Not cached (private, no-store).',
    query: searchQueryFields.omit({ ids: true, per_page: true }),
    response: dataOf(resultsPageSchema),
    errors: {
      400: 'validation_failed: a malformed filter, or dates in the past, not in order or over 60 nights.',
      404: 'Unknown destination (destination_not_found).',
    },
  },
  {
    method: 'get',
    path: '/v1/properties/{id}',
    operationId: 'getProperty',
    summary: 'A published villa, under SPEC §3 names',
    params: idParams,
    response: dataOf(apiDetailSchema),
    errors: { 404: 'Unknown or unpublished villa.' },
  },
  {
    method: 'get',
    path: '/v1/properties/{id}/availability',
    operationId: 'getAvailability',
    summary: 'The nights a villa cannot be booked in [from, to)',
    params: idParams,
    query: availabilityQueryFields,
    response: dataOf(apiAvailabilitySchema),
    errors: { 400: 'invalid_dates, range_too_long (over 400 days), validation_failed.', 404: 'Unknown or unpublished villa.' },
  },
  {
    method: 'get',
    path: '/v1/properties/{id}/quote',
    operationId: 'quoteStay',
    summary: 'The price of a stay, after every booking rule',
    params: idParams,
    query: quoteQueryFields,
    response: dataOf(apiQuoteSchema),
    errors: {
      400: 'invalid_dates (format, or check-out not after check-in), validation_failed (guests).',
      404: 'Unknown or unpublished villa.',
      409: 'dates_unavailable: a reservation or block holds one of the nights.',
      422: 'past_dates, min_nights, max_nights (60), too_many_guests.',
    },
  },
]);
