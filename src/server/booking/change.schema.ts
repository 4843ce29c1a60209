import { z } from 'zod';
import { queryRecord } from '../catalog/search.schema';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD, the villa’s local date.');

/** POST /v1/account/trips/{id}/change: the stay as the guest wants it now. */
export const changeStaySchema = z.strictObject({
  check_in: date,
  check_out: date,
  guests: z.number().int().min(1).max(500),
});
export type ChangeStayInput = z.output<typeof changeStaySchema>;

export const changeQueryFields = z.object({
  check_in: z.string().max(32),
  check_out: z.string().max(32),
  guests: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(500)),
});
export const changeQuerySchema = z.preprocess((input) => queryRecord(input as Record<string, string>), changeQueryFields);

export const decideChangeSchema = z.strictObject({ decision: z.enum(['accept', 'decline']) });
