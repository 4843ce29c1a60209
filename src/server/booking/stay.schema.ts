import { z } from 'zod';
import { queryRecord } from '../catalog/search.schema';

/**
 * GET /v1/properties/{id}/quote's query. Dates stay strings here: a malformed or reversed date is
 * the quote's own 400 `invalid_dates`, with one sentence for both fields.
 */
export const quoteQueryFields = z.object({
  check_in: z.string().max(32).describe('YYYY-MM-DD, the property’s local date; not in the past.'),
  check_out: z.string().max(32).describe('YYYY-MM-DD, after check_in (the departure day).'),
  guests: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(500))
    .default(1)
    .describe('Guests, at least 1 (default 1), at most the villa’s maximum capacity.'),
});

export const quoteQuerySchema = z.preprocess((input) => queryRecord(input as Record<string, string>), quoteQueryFields);
export type QuoteQuery = z.output<typeof quoteQuerySchema>;

/** GET /v1/properties/{id}/availability's query: both optional (default: a year from the property's today). */
export const availabilityQueryFields = z.object({
  from: z.string().max(32).optional().describe('YYYY-MM-DD, first night of the window (default: the property’s today).'),
  to: z.string().max(32).optional().describe('YYYY-MM-DD, exclusive end of the window (default: from + 365 days; at most 400 days).'),
});

export const availabilityQuerySchema = z.preprocess((input) => queryRecord(input as Record<string, string>), availabilityQueryFields);
