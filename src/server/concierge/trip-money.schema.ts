import { z } from 'zod';
import { isIsoDate } from '../core/calendar';
import { freeText } from '../core/text';
import { freeTextSchema } from './text';

const amount = z.number().int().positive().max(100_000_000);
/** A real calendar date (2026-02-30 is refused with a 400, never a database error). */
const isoDate = z.string().refine(isIsoDate, { params: { messageKey: 'errors.fields.invalid_date' } });
const reference = freeText(80, { min: 1 });

export const recordPaymentSchema = z.strictObject({
  amount,
  received_on: isoDate,
  reference,
  method: z.literal('bank_transfer'),
});
export const refundSchema = z.strictObject({
  amount,
  reason: freeTextSchema,
  kind: z.enum(['refund', 'credit']).default('refund'),
});
export const cancelSchema = z.strictObject({ reason: freeTextSchema });
export const depositSchema = z
  .strictObject({
    action: z.enum(['release', 'retain']),
    amount: amount.optional(),
    reason: freeText(500).default(''),
  })
  .refine((v) => v.action === 'release' || v.amount !== undefined, { path: ['amount'], params: { messageKey: 'errors.fields.required' } })
  .refine((v) => v.action === 'release' || v.reason.length > 0, { path: ['reason'], params: { messageKey: 'errors.fields.required' } });
export const refundSentSchema = z.strictObject({ sent_on: isoDate, reference });

export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;
export type RefundInput = z.output<typeof refundSchema>;
export type DepositInput = z.output<typeof depositSchema>;
export type RefundSentInput = z.output<typeof refundSentSchema>;
