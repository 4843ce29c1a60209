import { z } from 'zod';
import { freeText, nameText } from '../core/text';
import { isIsoDate } from '../core/calendar';

const isoDate = z.string().refine(isIsoDate, { params: { messageKey: 'errors.fields.invalid_date' } });

/** POST /v1/account/trips/{id}/itinerary: a plan on one day of the stay. */
export const addItineraryItemSchema = z
  .strictObject({
    kind: z.enum(['experience', 'service']).describe('What the plan books: an experience or a luxury service.'),
    slug: z.string().trim().max(200).optional().describe('The published experience’s or luxury service’s slug (or give `id`).'),
    id: z.coerce.number().int().positive().optional().describe('Its id, instead of the slug.'),
    date: isoDate.describe('The villa’s local calendar date, YYYY-MM-DD: from check-in to check-out (departure day for services).'),
    start_time: z
      .string()
      .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { params: { messageKey: 'plans.errors.invalid_time' } })
      .describe('Local wall-clock time, HH:MM (24 h).'),
    guests: z.coerce.number().int().min(1).max(99).describe('How many of the trip’s guests take part.'),
    note: freeText(500).optional().describe('For the concierge, up to 500 characters.'),
  })
  .refine((v) => (v.slug !== undefined && v.slug !== '') || v.id !== undefined, {
    path: ['slug'],
    params: { messageKey: 'plans.errors.choose_plan' },
  });
export type AddItineraryItemInput = z.output<typeof addItineraryItemSchema>;

/** POST /v1/concierge/itinerary/{itemId}/confirm. */
export const confirmItineraryItemSchema = z.strictObject({
  price_cents: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .describe('The price agreed for the plan, integer cents: a line on the bill.'),
});

/** POST /v1/concierge/itinerary/{itemId}/decline: an optional reason the guest sees. */
export const declineItineraryItemSchema = z.strictObject({
  reason: freeText(500).default('').describe('Why, shown to the guest on the plan (up to 500 characters).'),
});

const email = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || z.email().safeParse(v).success, { params: { messageKey: 'errors.fields.invalid_email' } });

/** POST /v1/account/trips/{id}/travelers. */
export const addTravelerSchema = z.strictObject({
  name: nameText(100).describe('Full name, 1–100 characters.'),
  email: email.optional().describe('Optional.'),
  age_group: z.enum(['adult', 'child', 'infant']).default('adult'),
});
export type AddTravelerInput = z.output<typeof addTravelerSchema>;

/** PATCH /v1/account/trips/{id}/travelers/{travelerId}: any of the fields (never is_lead). */
export const updateTravelerSchema = z.strictObject({
  name: nameText(100).optional(),
  email: email.optional(),
  age_group: z.enum(['adult', 'child', 'infant']).optional(),
});
export type UpdateTravelerInput = z.output<typeof updateTravelerSchema>;
