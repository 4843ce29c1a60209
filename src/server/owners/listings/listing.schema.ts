import { z } from 'zod';
import { freeText, nameText } from '../../core/text';
import { AppError, type MessageRef } from '../../core/errors';
import { parseInput } from '../../core/validation';

/** The amenity codes a villa may list: the ones the public page has a label for (messages property.amenity). */
export const AMENITY_CODES = [
  'wifi',
  'air_conditioning',
  'private_pool',
  'beach_access',
  'ocean_view',
  'staff',
  'chef',
  'gym',
  'jacuzzi',
  'tennis',
  'kids_friendly',
  'golf_cart',
] as const;
export const BED_KINDS = ['king', 'queen', 'double', 'single', 'bunk', 'sofa', 'crib'] as const;
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict', 'non_refundable'] as const;

// Texts shown to guests are free text, names are names (src/server/core/text.ts: issue 28, finding 10).
const line = (max: number) => freeText(max);
const lines = (maxItems: number, maxEach: number) => z.array(freeText(maxEach, { min: 1 })).max(maxItems);
const time = z.string().refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { params: { messageKey: 'ownerListing.errors.invalid_time' } });
const isoDate = z.iso.date();

export const bedroomSchema = z.strictObject({
  name_en: nameText(80, { min: 0 }),
  name_es: nameText(80, { min: 0 }),
  beds: z
    .array(z.strictObject({ kind: z.enum(BED_KINDS), count: z.number().int().min(1).max(10) }))
    .min(1)
    .max(8),
});

/** PATCH /v1/owner/properties/{id}: any subset of the editable details; absent fields stay as they are. */
export const listingDetailsPatchSchema = z
  .strictObject({
    name: nameText(120),
    short_description_en: line(400),
    short_description_es: line(400),
    description_en: line(8000),
    description_es: line(8000),
    our_be_like_en: lines(12, 200),
    our_be_like_es: lines(12, 200),
    highlight_en: line(60).nullable(),
    highlight_es: line(60).nullable(),
    house_rules_en: lines(30, 300),
    house_rules_es: lines(30, 300),
    amenities: z.array(z.enum(AMENITY_CODES)).max(AMENITY_CODES.length),
    bed_layout: z.array(bedroomSchema).max(40),
    bedrooms: z.number().int().min(0).max(60),
    bathrooms: z
      .number()
      .min(0)
      .max(60)
      .refine((n) => Number.isInteger(n * 2), { params: { messageKey: 'ownerListing.errors.half_steps' } }),
    // null: not said yet (a draft may leave it empty; publishing needs it).
    maximum_capacity: z.number().int().min(1).max(200).nullable(),
    check_in_time: time,
    check_out_time: time,
    cancellation_policy: z.enum(CANCELLATION_POLICIES),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    address: line(300),
    status: z.enum(['draft', 'published']),
  })
  .partial();
export type ListingDetailsPatch = z.output<typeof listingDetailsPatchSchema>;

const cents = (max = 100_000_000) => z.number().int().max(max);

export const seasonalRateInputSchema = z
  .strictObject({
    name_en: nameText(80),
    name_es: nameText(80),
    start_date: isoDate,
    end_date: isoDate,
    nightly_cents: cents().min(1),
    min_nights: z.number().int().min(1).max(60).nullable().default(null),
  })
  .refine((r) => r.end_date > r.start_date, {
    path: ['end_date'],
    params: { messageKey: 'ownerListing.errors.end_after_start' },
  });

/** PUT /v1/owner/properties/{id}/rates: the whole price set; the seasonal rates replace the saved ones. */
export const listingRatesSchema = z.strictObject({
  base_price_cents: cents().min(1),
  cleaning_fee_cents: cents().min(0),
  security_deposit_cents: cents().min(0),
  min_nights: z.number().int().min(1).max(60),
  instant_book: z.boolean(),
  deposit_percent: z.number().int().min(1).max(100),
  balance_due_days: z.number().int().min(0).max(365),
  seasonal_rates: z.array(seasonalRateInputSchema).max(60),
});
export type ListingRatesInput = z.output<typeof listingRatesSchema>;

// Query strings: other parameters (the page's `locale`) are ignored.
export const ratesPreviewQuerySchema = z.object({
  check_in: isoDate,
  check_out: isoDate,
  guests: z.coerce.number().int().min(1).max(200).default(2),
});

export const BLOCK_REASONS = ['owner', 'maintenance'] as const;
export const blockInputSchema = z
  .strictObject({
    start_date: isoDate,
    end_date: isoDate,
    reason: z.enum(BLOCK_REASONS),
    note: line(300).default(''),
  })
  .refine((b) => b.end_date > b.start_date, {
    path: ['end_date'],
    params: { messageKey: 'ownerListing.errors.end_after_start' },
  });
export type BlockInput = z.output<typeof blockInputSchema>;

export const calendarQuerySchema = z.object({
  from: isoDate.optional(),
  months: z.coerce.number().int().min(1).max(12).default(3),
});

/** The most nights one PUT …/nightly-prices may set or clear (a year, a leap year's too). */
export const MAX_PRICE_NIGHTS = 366;

const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * PUT /v1/owner/properties/{id}/nightly-prices: a range of nights [start_date, end_date) (the
 * departure day excluded, as blocks) and their own price, or null to clear it. A bad range is 400;
 * the price's bounds (above zero, at most 10× the base price) are the service's 422.
 */
export const nightPricesInputSchema = z
  .strictObject({
    start_date: isoDate,
    end_date: isoDate.describe('Exclusive: the day after the last night.'),
    nightly_cents: z
      .number()
      .int()
      .nullable()
      .describe('The nights’ own price in cents; null clears it (back to the season’s or the base price).'),
  })
  .refine((b) => b.end_date > b.start_date, {
    path: ['end_date'],
    params: { messageKey: 'ownerListing.errors.end_after_start' },
  })
  .refine((b) => !(b.end_date > b.start_date) || nightsBetween(b.start_date, b.end_date) <= MAX_PRICE_NIGHTS, {
    path: ['end_date'],
    params: { messageKey: 'ownerListing.errors.price_range_too_long', values: { max: MAX_PRICE_NIGHTS } },
  });
export type NightPricesInput = z.output<typeof nightPricesInputSchema>;

export const guestInfoSchema = z.strictObject({
  arrival_en: line(4000),
  arrival_es: line(4000),
  wifi_name: line(120),
  wifi_password: line(120),
  door_code: line(60),
  house_manual_en: line(8000),
  house_manual_es: line(8000),
  emergency_contacts_en: line(2000),
  emergency_contacts_es: line(2000),
});
export type GuestInfoInput = z.output<typeof guestInfoSchema>;

/**
 * parseInput, with a body that parses but breaks a rule of the listing answered 422 (issue 15:
 * "a rate of zero or a minimum stay of zero (422)"); only a body that is not an object stays 400.
 */
export function parseListingInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return parseInput(schema, input);
  try {
    return parseInput(schema, input);
  } catch (err) {
    if (err instanceof AppError && err.status === 400 && err.code === 'validation_failed')
      throw new AppError(422, 'validation_failed', { fields: err.fields });
    throw err;
  }
}

/** A details patch as sent: the fields that are valid, and a message for each field that is not. */
export interface ListingPatchInput {
  patch: ListingDetailsPatch;
  /** Field name → why it was refused (empty when the whole patch is valid). */
  rejected: Record<string, MessageRef>;
}

/**
 * PATCH /v1/owner/properties/{id}'s body, field by field: a draft saves whatever is valid (issue 31),
 * so one wrong number does not lose the descriptions typed beside it. Whether the refused fields
 * stop the save is the service's decision (a draft: no; a submitted or published listing: yes).
 * A body that is not an object stays 400.
 */
export function parseListingPatch(input: unknown): ListingPatchInput {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { patch: parseInput(listingDetailsPatchSchema, input), rejected: {} };
  const whole = listingDetailsPatchSchema.safeParse(input);
  if (whole.success) return { patch: parseListingInput(listingDetailsPatchSchema, input), rejected: {} };
  const shape = listingDetailsPatchSchema.shape as Record<string, z.ZodType>;
  const patch: Record<string, unknown> = {};
  // Without a prototype: a body's `__proto__` is named like any unknown field, not set as one.
  const rejected: Record<string, MessageRef> = Object.create(null);
  for (const [name, value] of Object.entries(input)) {
    // Own keys only: `constructor` or `__proto__` in a body is an unknown field, not Object's.
    const field = Object.hasOwn(shape, name) ? shape[name] : undefined;
    if (!field) {
      rejected[name] = { key: 'errors.fields.unknown_field' };
      continue;
    }
    try {
      Object.assign(patch, parseInput(z.strictObject({ [name]: field }), { [name]: value }));
    } catch (err) {
      if (!(err instanceof AppError && err.status === 400 && err.fields)) throw err;
      Object.assign(rejected, err.fields);
    }
  }
  return { patch: patch as ListingDetailsPatch, rejected };
}
