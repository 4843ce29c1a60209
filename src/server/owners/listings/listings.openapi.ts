import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, numericIdParam, staffErrors, tagged } from '../../core/openapi';
import {
  AMENITY_CODES,
  BED_KINDS,
  blockInputSchema,
  CANCELLATION_POLICIES,
  calendarQuerySchema,
  nightPricesInputSchema,
  guestInfoSchema,
  listingDetailsPatchSchema,
  listingRatesSchema,
  ratesPreviewQuerySchema,
} from './listing.schema';

const TAG = 'Owner portal';

export const listingDetailsSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['draft', 'submitted', 'published']).describe('draft → submitted (the owner) → published (an administrator).'),
  /** When the owner last submitted it for review (null: never). */
  submitted_at: z.string().nullable(),
  review_note: z.string().nullable().describe('The administrator’s note when the listing was returned to draft.'),
  name: z.string(),
  short_description_en: z.string(),
  short_description_es: z.string(),
  description_en: z.string(),
  description_es: z.string(),
  our_be_like_en: z.array(z.string()),
  our_be_like_es: z.array(z.string()),
  highlight_en: z.string().nullable(),
  highlight_es: z.string().nullable(),
  house_rules_en: z.array(z.string()),
  house_rules_es: z.array(z.string()),
  amenities: z.array(z.string()).describe(`Amenity codes: ${AMENITY_CODES.join(', ')}.`),
  bed_layout: z.array(
    z.strictObject({
      name_en: z.string(),
      name_es: z.string(),
      beds: z.array(z.strictObject({ kind: z.enum(BED_KINDS), count: z.number().int() })),
    }),
  ),
  bedrooms: z.number().int(),
  bathrooms: z.number().describe('Half baths count 0.5.'),
  maximum_capacity: z
    .number()
    .int()
    .nullable()
    .describe('The most guests the villa takes; null until the owner says (publishing needs it).'),
  check_in_time: z.string(),
  check_out_time: z.string(),
  cancellation_policy: z.enum(CANCELLATION_POLICIES),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  updated_at: z.string(),
  missing_translations: z.array(z.string()).describe('Bilingual fields filled in one language only: the empty side, e.g. description_es.'),
  publish_missing: z
    .array(z.string())
    .describe('What publishing still needs: required fields in both languages, maximum_capacity, nightly_rate, photos.'),
});

export const listingRatesOutSchema = z.strictObject({
  currency: z.string(),
  base_price_cents: z.number().int(),
  cleaning_fee_cents: z.number().int(),
  security_deposit_cents: z.number().int(),
  min_nights: z.number().int(),
  instant_book: z.boolean(),
  deposit_percent: z.number().int(),
  balance_due_days: z.number().int(),
  seasonal_rates: z.array(
    z.strictObject({
      id: z.number().int(),
      name_en: z.string(),
      name_es: z.string(),
      start_date: z.string(),
      end_date: z.string().describe('Exclusive.'),
      nightly_cents: z.number().int(),
      min_nights: z.number().int().nullable(),
    }),
  ),
});

export const previewSchema = z.strictObject({
  currency: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  guests: z.number().int(),
  night_count: z.number().int(),
  nights: z.array(z.strictObject({ date: z.string(), cents: z.number().int() })),
  nights_total_cents: z.number().int(),
  cleaning_fee_cents: z.number().int(),
  service_fee_cents: z.number().int(),
  taxes_cents: z.number().int(),
  total_cents: z.number().int(),
  security_deposit_cents: z.number().int(),
  /** The minimum stay of an arrival that day (the season's, else the villa's). */
  min_nights: z.number().int(),
  /** What a guest asking for these dates would be told, or null when they could book. */
  problem: z.enum(['min_nights', 'too_many_guests', 'dates_unavailable', 'past_dates']).nullable(),
});

export const blockSchema = z.strictObject({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string().describe('Exclusive.'),
  reason: z.enum(['owner', 'maintenance', 'ical']),
  note: z.string(),
});

export const calendarSchema = z.strictObject({
  /** The first day shown (the 1st of a month) and the day after the last. */
  from: z.string(),
  to: z.string(),
  /** The villa's own today. */
  today: z.string(),
  currency: z.string(),
  base_price_cents: z.number().int().describe('The villa’s base nightly price: a night’s own price may be at most 10× it.'),
  reservations: z.array(
    z.strictObject({
      id: z.number().int(),
      check_in: z.string(),
      check_out: z.string(),
      status: z
        .enum(['requested', 'awaiting_payment', 'confirmed', 'completed'])
        .describe('A confirmed stay whose check-out (date and time, in the villa’s zone) has passed is `completed`.'),
      guest_first_name: z.string(),
    }),
  ),
  blocks: z.array(blockSchema),
  /** Every night of [from, to) with what a guest would pay for it (its own price, else the season's rate, else the base price). */
  prices: z.array(
    z.strictObject({
      date: z.string(),
      cents: z.number().int(),
      own: z.boolean().describe('The night has its own price (PUT …/nightly-prices), which wins over the season and the base price.'),
    }),
  ),
});

export const nightPricesSchema = z.strictObject({
  nights: z
    .array(
      z.strictObject({
        night: z.string(),
        nightly_cents: z
          .number()
          .int()
          .nullable()
          .describe('The night’s own price after the write; null: none (the season’s or the base price applies).'),
      }),
    )
    .describe('Every night of [start_date, end_date).'),
});

export const guestInfoOutSchema = guestInfoSchema.extend({ updated_at: z.string().nullable() });

const villa = staffErrors('Not an owner, broker or administrator.', 'No such villa among the caller’s.');

/** The owner portal's listings operations (issue 15): one villa's details, prices, calendar and guest information. */
export const listingOperations: ApiOperation[] = tagged(TAG, [
  {
    method: 'get',
    path: '/v1/owner/properties/{id}',
    operationId: 'getOwnerListing',
    summary: 'A villa’s editable details in English and Spanish, its missing translations and what publishing needs',
    params: idParams,
    response: dataOf(listingDetailsSchema),
    auth: 'session',
    errors: villa,
  },
  {
    method: 'patch',
    path: '/v1/owner/properties/{id}',
    operationId: 'updateOwnerListing',
    summary: 'Change a villa’s details (any subset); the public page shows the change at once',
    description:
      'Only an administrator may set `published` (others: 403 `review_required`; owners submit for review). A submitted or published villa (or one being published) must hold its name, short and long descriptions in both languages, its maximum guests, a nightly rate above zero and a photo: else 422 `listing_incomplete` with one field per missing item, and nothing is saved. A draft saves incomplete, field by field: its valid fields are saved and the others named in 422 `draft_saved_in_part` (a submitted or published villa saves nothing: 422 `validation_failed`). `maximum_capacity: null` clears the maximum guests.',
    params: idParams,
    body: listingDetailsPatchSchema,
    response: dataOf(listingDetailsSchema),
    auth: 'session',
    errors: { ...villa, 422: 'validation_failed (a sentence per field), draft_saved_in_part (the rest was saved), or listing_incomplete.' },
  },
  {
    method: 'post',
    path: '/v1/owner/properties/{id}/submit',
    operationId: 'submitOwnerListing',
    summary: 'Ask an administrator to review and publish the listing (draft → submitted)',
    description:
      'Only an administrator publishes (issue 17). The listing must be complete in both languages, with its maximum guests, a nightly rate and a photo: else 422 `listing_incomplete` with one field per missing item, and nothing changes. A submitted listing stays submitted when edited; the administrator then publishes it or returns it to draft with a note (`review_note`).',
    params: idParams,
    response: dataOf(listingDetailsSchema),
    auth: 'session',
    errors: { ...villa, 409: 'already_published.', 422: 'listing_incomplete.' },
  },
  {
    method: 'get',
    path: '/v1/owner/properties/{id}/rates',
    operationId: 'getOwnerListingRates',
    summary: 'A villa’s prices, payment schedule and seasonal rates',
    params: idParams,
    response: dataOf(listingRatesOutSchema),
    auth: 'session',
    errors: villa,
  },
  {
    method: 'put',
    path: '/v1/owner/properties/{id}/rates',
    operationId: 'replaceOwnerListingRates',
    summary: 'Save a villa’s prices and replace its seasonal rates, in one transaction',
    params: idParams,
    body: listingRatesSchema,
    response: dataOf(listingRatesOutSchema),
    auth: 'session',
    errors: {
      ...villa,
      409: 'rates_overlap: two seasonal rates share a night (nothing is saved).',
      422: 'validation_failed: a rate or minimum stay of zero, an end before its start… (nothing is saved).',
    },
  },
  {
    method: 'get',
    path: '/v1/owner/properties/{id}/rates/preview',
    operationId: 'previewOwnerListingQuote',
    summary: 'What a guest would pay for sample dates at the saved rates (drafts too), with the rule a guest would meet',
    params: idParams,
    query: ratesPreviewQuerySchema,
    response: dataOf(previewSchema),
    auth: 'session',
    errors: { ...villa, 422: 'Dates out of order or more nights than a stay may have.' },
  },
  {
    method: 'get',
    path: '/v1/owner/properties/{id}/blocks',
    operationId: 'getOwnerListingCalendar',
    summary: 'Months of a villa’s calendar: reservations (dates, status, guest’s first name) and blocks',
    params: idParams,
    query: calendarQuerySchema,
    response: dataOf(calendarSchema),
    auth: 'session',
    errors: villa,
  },
  {
    method: 'post',
    path: '/v1/owner/properties/{id}/blocks',
    operationId: 'blockOwnerListingDates',
    summary: 'Block nights (the owner’s stay, maintenance) with a note',
    params: idParams,
    body: blockInputSchema,
    response: dataOf(blockSchema),
    status: 201,
    auth: 'session',
    errors: {
      ...villa,
      409: 'dates_taken: a reservation or another block holds a night of the range.',
      422: 'validation_failed, or past_dates.',
    },
  },
  {
    method: 'put',
    path: '/v1/owner/properties/{id}/nightly-prices',
    operationId: 'setOwnerListingNightPrices',
    summary: 'Set (or clear) a night’s own price for a range of nights, e.g. New Year’s Eve',
    description:
      'Each night of [start_date, end_date) gets `nightly_cents` as its own price, which wins over the seasonal rate and the base price in quotes and search totals from then on (reservations keep the quote they were made with); `null` clears it. The price must be above zero and at most 10× the villa’s base price (422 `nightly_price_out_of_range`, naming the limit). At most 366 nights at once.',
    params: idParams,
    body: nightPricesInputSchema,
    response: dataOf(nightPricesSchema),
    auth: 'session',
    errors: {
      ...villa,
      400: 'validation_failed: a malformed date, an end not after the start, more than 366 nights, or a price that is not a whole number of cents.',
      422: 'nightly_price_out_of_range: zero or less, or more than 10× the base price.',
    },
  },
  {
    method: 'delete',
    path: '/v1/owner/properties/{id}/blocks/{blockId}',
    operationId: 'unblockOwnerListingDates',
    summary: 'Remove a block and free its nights',
    params: z.object({ id: numericIdParam('The villa’s id.'), blockId: numericIdParam('The block’s id.') }),
    response: dataOf(z.object({ deleted: z.literal(true) })),
    auth: 'session',
    errors: {
      ...villa,
      404: 'No such villa among the caller’s, or no such block of it.',
      409: 'block_imported: it comes from an iCal feed.',
    },
  },
  {
    method: 'get',
    path: '/v1/owner/properties/{id}/guest-info',
    operationId: 'getOwnerListingGuestInfo',
    summary: 'A villa’s private guest information (arrival, wifi, door code, manual, emergency contacts)',
    description: 'The villa’s owners and administrators, and the concierges of its destination.',
    params: idParams,
    response: dataOf(guestInfoOutSchema),
    auth: 'session',
    errors: {
      ...villa,
      403: 'Neither an owner, a concierge nor an administrator.',
      404: 'No such villa among the caller’s (or the concierge’s destinations).',
    },
  },
  {
    method: 'put',
    path: '/v1/owner/properties/{id}/guest-info',
    operationId: 'saveOwnerListingGuestInfo',
    summary: 'Save a villa’s private guest information',
    params: idParams,
    body: guestInfoSchema,
    response: dataOf(guestInfoOutSchema),
    auth: 'session',
    errors: { ...villa, 422: 'validation_failed.' },
  },
]);
