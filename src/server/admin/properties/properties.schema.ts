import { z } from 'zod';
import { freeText } from '../../core/text';
import { isIsoDate } from '../../core/calendar';
import { AppError } from '../../core/errors';
import { parseInput } from '../../core/validation';

/** GET /v1/admin/properties and the page's URL: a filtered view is a link. Blank values count as absent. */
export const ADMIN_PROPERTY_STATUSES = ['draft', 'submitted', 'published', 'returned'] as const;
export type AdminPropertyStatusFilter = (typeof ADMIN_PROPERTY_STATUSES)[number];
export const ADMIN_PROPERTIES_PAGE_SIZE = 50;

const msg = (key: string, values?: Record<string, number>) => ({
  messageKey: `adminProperties.fields.${key}`,
  ...(values ? { values } : {}),
});
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const intParam = (min: number, max: number, key: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => /^\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max, { params: msg(key, { min, max }) })
      .transform(Number)
      .optional(),
  );

export const adminPropertiesQueryFields = z.object({
  q: z.preprocess(blankToUndefined, z.string().max(100).optional()).describe('Part of the name or slug.'),
  status: z
    .preprocess(blankToUndefined, z.enum(ADMIN_PROPERTY_STATUSES).optional())
    .describe('draft, submitted (waiting for review), published, or returned (a draft with a review note).'),
  owner: intParam(1, 2_000_000_000, 'owner').describe('The current owner’s account id.'),
  page: intParam(1, 10_000, 'page').describe('1-based page number.'),
  per_page: intParam(1, 100, 'per_page').describe(`Page size, at most 100; default ${ADMIN_PROPERTIES_PAGE_SIZE}.`),
});

export const adminPropertiesQuerySchema = z
  .preprocess((input) => (input instanceof URLSearchParams ? Object.fromEntries(input) : input), adminPropertiesQueryFields.strict())
  .transform((q) => ({ ...q, q: q.q?.trim() || undefined, page: q.page ?? 1, per_page: q.per_page ?? ADMIN_PROPERTIES_PAGE_SIZE }));
export type AdminPropertiesQuery = z.output<typeof adminPropertiesQuerySchema>;

const accountId = z.number().int().min(1).max(2_000_000_000);
const isoDate = z.string().refine(isIsoDate, { params: { messageKey: 'errors.fields.invalid_date' } });

/** PATCH /v1/admin/properties/{id}: any subset; publishing is POST …/publish. */
export const adminPropertyPatchSchema = z
  .strictObject({
    owner_id: accountId.describe(
      'An owner-group account (owner, broker, rep): the current owner, from today on the statements’ side only through `transfer`.',
    ),
    broker_id: accountId.nullable().describe('The managing broker (an owner-group account); null removes it.'),
    commission_bps: z.number().int().min(0).max(5000).describe('Basis points: 0 to 5000 (0–50 %).'),
    deposit_percent: z.number().int().min(0).max(100),
    balance_due_days: z.number().int().min(0).max(365),
    security_deposit_cents: z.number().int().min(0).max(100_000_000),
    status: z.enum(['draft']).describe('`draft` unpublishes a published listing (its reservations stay) or takes one out of review.'),
    transfer: z
      .strictObject({ owner_id: accountId, from_date: isoDate })
      .describe('Moves the villa to another owner from a date: stays checking in before it stay on the earlier owner’s statements.'),
  })
  .partial();
export type AdminPropertyPatch = z.output<typeof adminPropertyPatchSchema>;

export const returnListingSchema = z.strictObject({ note: freeText(2000, { min: 1 }) });

/** parseInput, with a body that parses but breaks a rule answered 422 (a JSON value that is not an object stays 400). */
export function parseAdminInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return parseInput(schema, input);
  try {
    return parseInput(schema, input);
  } catch (err) {
    if (err instanceof AppError && err.status === 400 && err.code === 'validation_failed')
      throw new AppError(422, 'validation_failed', { fields: err.fields });
    throw err;
  }
}
