import { z } from 'zod';
import { isIsoDate } from '../../core/calendar';
import { queueRecord } from '../../concierge/queue.schema';
import type { auditLineSchema } from './audit.openapi';

/**
 * The audit log's query string (issue 17), shared by GET /v1/admin/audit and the /admin/audit page
 * (a filtered view is a link). Blank values count as absent. Days are UTC days, inclusive.
 */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

const msg = (key: string, values?: Record<string, number>) => ({ messageKey: `adminAudit.fields.${key}`, ...(values ? { values } : {}) });

const intParam = (min: number, max: number, key: string) =>
  z
    .string()
    .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max, { params: msg(key, { min, max }) })
    .transform(Number);

const dateParam = z.string().refine(isIsoDate, { params: msg('date') });

export const auditQueryFields = z.object({
  actor: z
    .string()
    .refine((v) => v.length <= 120, { params: msg('actor') })
    .optional()
    .describe('An account id (digits), or part of the actor’s label: an e-mail, a job’s name.'),
  object_type: z
    .string()
    .refine((v) => /^[a-z_]{1,30}$/.test(v), { params: msg('object_type') })
    .optional()
    .describe(
      'user, invitation, property, block, feed, reservation, payment, refund, deposit, statement, expense, payout… With `property` and an `object_id`, the villa’s own lines and every line whose before or after names it as `property_id` (its blocks, rates, photos).',
    ),
  object_id: z
    .string()
    .refine((v) => /^[\w:.-]{1,60}$/.test(v), { params: msg('object_id') })
    .optional()
    .describe('The object’s id (a statement’s is `<owner>:<month>`).'),
  action: z
    .string()
    .refine((v) => /^[a-z_.]{1,60}$/.test(v), { params: msg('action') })
    .optional()
    .describe('An action or its prefix: `property.` matches every change of a villa.'),
  from: dateParam.optional().describe('YYYY-MM-DD (UTC): lines on or after this day.'),
  to: dateParam.optional().describe('YYYY-MM-DD (UTC): lines on or before this day.'),
  page: intParam(1, 100_000, 'page').optional().describe('1-based page number.'),
  per_page: intParam(1, AUDIT_MAX_PAGE_SIZE, 'per_page')
    .optional()
    .describe(`Page size, at most ${AUDIT_MAX_PAGE_SIZE}; default ${AUDIT_PAGE_SIZE}.`),
});

export const auditQuerySchema = z
  .preprocess(
    (input) =>
      input instanceof URLSearchParams || (input && typeof input === 'object') ? queueRecord(input as Record<string, string>) : input,
    auditQueryFields.superRefine((q, ctx) => {
      if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], params: msg('range') });
      if (q.object_id && !q.object_type) ctx.addIssue({ code: 'custom', path: ['object_type'], params: msg('object_needs_type') });
    }),
  )
  .transform((q) => ({
    ...q,
    actor: q.actor?.trim() || undefined,
    page: q.page ?? 1,
    per_page: q.per_page ?? AUDIT_PAGE_SIZE,
  }));
export type AuditQuery = z.output<typeof auditQuerySchema>;

export type AuditLine = z.infer<typeof auditLineSchema>;

/**
 * The audit log counts its matching lines up to this many (or up to the page asked for, when
 * further): past it the total is a lower bound, `total_capped` says so and the page says "more
 * than" (docs/decisions/044). An exact count of half a million lines read them all on every page.
 */
export const AUDIT_COUNT_CAP = 10_000;

export interface AuditPage {
  rows: AuditLine[];
  /**
   * `total` is exact unless `total_capped`: then more lines than `total` match, and `page_count`
   * is one past the pages counted (there is a next page).
   */
  meta: { total: number; total_capped: boolean; page: number; per_page: number; page_count: number };
}
