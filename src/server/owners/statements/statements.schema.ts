import { z } from 'zod';
import { freeText } from '../../core/text';
import { AppError } from '../../core/errors';
import { parseInput } from '../../core/validation';
import { MONTH } from './statement-math';

const month = z.string().trim().regex(MONTH);
const id = z.coerce.number().int().positive();
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    params: { messageKey: 'ownerEarnings.errors.bad_date' },
  });
/** Whole cents above zero, at most $10,000,000. */
const cents = z.coerce.number().int().positive().max(1_000_000_000);
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());

export const statementQuerySchema = z.object({ month, property: optionalId, owner: optionalId });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const issueSchema = z.object({ month, owner: id });

export const expenseSchema = z.object({
  date: isoDate,
  property: id,
  description: freeText(500, { min: 1 }),
  amount_cents: cents,
});
export const payoutSchema = z.object({
  owner: id,
  property: optionalId,
  date: isoDate,
  amount_cents: cents,
  reference: freeText(200, { min: 1 }),
});
export const listQuerySchema = z.object({
  month: z.preprocess((v) => (v === '' ? undefined : v), month.optional()),
  property: optionalId,
  owner: optionalId,
});

/** Well-formed but wrong input of this area (a bad month, an amount of zero) is 422, as the issue asks. */
export function parseOwnerMoney<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parseInput(schema, input);
  } catch (err) {
    if (err instanceof AppError && err.status === 400 && err.fields) throw new AppError(422, 'validation_failed', { fields: err.fields });
    throw err;
  }
}
