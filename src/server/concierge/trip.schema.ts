import { z } from 'zod';
import { freeText } from '../core/text';
import { freeTextSchema } from './text';

/** Cents as whole numbers above zero (zero, negative or fractional amounts answer 400). */
const amount = z.number().int().positive().max(100_000_000);

export const NOTE_MAX = 2_000;
export const noteSchema = z.strictObject({ body: freeText(NOTE_MAX, { min: 1 }) });
export const chargeSchema = z.strictObject({ description: freeText(120, { min: 1 }), amount });
export const voidChargeSchema = z.strictObject({ reason: freeTextSchema });
/** What the concierge paid for each line (the whole quantity), in cents; zero for a line not found. */
export const priceLinesSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ line_id: z.number().int().positive(), actual_cents: z.number().int().min(0).max(10_000_000) }))
    .min(1)
    .max(60),
});

export type NoteInput = z.output<typeof noteSchema>;
export type ChargeInput = z.output<typeof chargeSchema>;
export type VoidChargeInput = z.output<typeof voidChargeSchema>;
export type PriceLinesInput = z.output<typeof priceLinesSchema>;

/** A plan the concierge adds for the guest; with a price it is confirmed (and billed) at once. */
export const deskPlanSchema = z.strictObject({
  kind: z.enum(['experience', 'service']),
  slug: z.string().trim().min(1).max(200).describe('The published experience’s or luxury service’s slug.'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe('The villa’s local date, within the stay.'),
  start_time: z
    .string()
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { params: { messageKey: 'plans.errors.invalid_time' } })
    .describe('Local wall-clock time, HH:MM (24 h).'),
  guests: z.number().int().min(1).max(99),
  note: freeText(500).default(''),
  price_cents: z.number().int().positive().max(100_000_000).optional().describe('Agreed price in cents: the plan is confirmed and billed.'),
});
export type DeskPlanInput = z.output<typeof deskPlanSchema>;
