import { z } from 'zod';
import { freeText, nameText } from '../core/text';

/** POST /v1/reservations: the stay as quoted, the lead guest, and the quote's signature. */
export const createReservationSchema = z.object({
  property_id: z.coerce.number().int().positive().describe('The villa’s id.'),
  check_in: z.string().max(32).describe('YYYY-MM-DD, the property’s local date; not in the past.'),
  check_out: z.string().max(32).describe('YYYY-MM-DD, after check_in (the departure day).'),
  guests: z.coerce.number().int().min(1).max(500).describe('Guests, at most the villa’s maximum capacity.'),
  lead_guest: z.object({
    first_name: nameText(100),
    last_name: nameText(100),
    email: z.email().max(254),
    phone: z.string().trim().min(6).max(40),
  }),
  message: freeText(2000).optional().describe('A message to the concierge.'),
  quote_signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe('The `signature` of the quote the guest saw (GET /v1/properties/{id}/quote).'),
});

export type CreateReservationInput = z.output<typeof createReservationSchema>;

/** An Idempotency-Key header: 1–200 visible ASCII characters. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/)
  .optional();
