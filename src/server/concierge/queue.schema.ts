import { z } from 'zod';
import { freeText } from '../core/text';
import { isIsoDate } from '../core/calendar';
import { parseEntityId } from '../catalog/catalog.params';
import { SHOWN_STATUSES } from '../booking/stay-status';

/**
 * The desk's queue: its query string (shared by GET /v1/concierge/reservations and the page's
 * URL, so a filtered view is a link) and the bodies of its writes. Blank values count as absent,
 * so the page's GET form can submit its empty fields. Bad values are a 400 with a sentence per
 * field in the request's language.
 */

/** The statuses as shown: a confirmed stay past its check-out is `completed` (../booking/stay-status.ts). */
export const QUEUE_STATUSES = SHOWN_STATUSES;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_BULK = 100;
const MAX_PAGE = 10_000;

const msg = (key: string, values?: Record<string, number>) => ({ messageKey: `desk.fields.${key}`, ...(values ? { values } : {}) });

const intParam = (min: number, max: number, key: string) =>
  z
    .string()
    .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max, { params: msg(key, { min, max }) })
    .transform(Number);

const idParam = z
  .string()
  .refine((v) => parseEntityId(v) !== undefined, { params: msg('id') })
  .transform(Number);

const dateParam = z.string().refine(isIsoDate, { params: msg('date') });

/** One status or several: repeated (`status=a&status=b`) or a comma list. */
const statusParam = z.string().transform((raw, ctx) => {
  const list = [...new Set(raw.split(',').map((s) => s.trim()))];
  if (!list.every((s): s is QueueStatus => (QUEUE_STATUSES as readonly string[]).includes(s))) {
    ctx.addIssue({ code: 'custom', params: msg('status'), input: raw });
    return z.NEVER;
  }
  return list as QueueStatus[];
});

const assignedParam = z.string().transform((raw, ctx): number | 'me' | 'none' => {
  if (raw === 'me' || raw === 'none') return raw;
  const id = parseEntityId(raw);
  if (id === undefined) {
    ctx.addIssue({ code: 'custom', params: msg('assigned'), input: raw });
    return z.NEVER;
  }
  return id;
});

/** The fields one by one (also what the OpenAPI document describes). */
export const queueQueryFields = z.object({
  status: statusParam.optional().describe(`One or several of ${QUEUE_STATUSES.join(', ')} (repeated, or a comma list).`),
  arrival_from: dateParam.optional().describe('YYYY-MM-DD: arrivals on or after this day.'),
  arrival_to: dateParam.optional().describe('YYYY-MM-DD: arrivals on or before this day.'),
  property_id: idParam.optional().describe('One villa.'),
  assigned: assignedParam.optional().describe('A concierge’s id, `me`, or `none` (unassigned).'),
  q: z.string().max(80).optional().describe('Confirmation number, or part of the guest’s name (lead guest or account).'),
  page: intParam(1, MAX_PAGE, 'page').optional().describe('1-based page number.'),
  per_page: intParam(1, MAX_PAGE_SIZE, 'per_page')
    .optional()
    .describe(`Page size, at most ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}.`),
});

/** A query string (URLSearchParams or a page's searchParams) as one record: repeated statuses joined, blanks dropped. */
export function queueRecord(input: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  const entries: Iterable<[string, string | string[] | undefined]> =
    input instanceof URLSearchParams ? input.entries() : Object.entries(input);
  for (const [key, raw] of entries) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const v = value?.trim();
      if (!v) continue;
      out[key] = key === 'status' && out[key] ? `${out[key]},${v}` : (out[key] ?? v);
    }
  }
  return out;
}

export const queueQuerySchema = z
  .preprocess(
    (input) =>
      input instanceof URLSearchParams || (input && typeof input === 'object') ? queueRecord(input as Record<string, string>) : input,
    queueQueryFields.superRefine((q, ctx) => {
      if (q.arrival_from && q.arrival_to && q.arrival_from > q.arrival_to)
        ctx.addIssue({ code: 'custom', path: ['arrival_to'], params: msg('range') });
    }),
  )
  .transform((q) => ({ ...q, q: q.q?.trim() || undefined, page: q.page ?? 1, per_page: q.per_page ?? DEFAULT_PAGE_SIZE }));
export type QueueQuery = z.output<typeof queueQuerySchema>;

const conciergeId = z.number().int().positive().max(2_147_483_647).nullable().describe('The concierge to assign, or null to unassign.');

export const assignSchema = z.strictObject({ concierge_id: conciergeId });
export const bulkAssignSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(MAX_BULK)
    .describe(`Reservation ids, at most ${MAX_BULK}: all are assigned, or none.`),
  concierge_id: conciergeId,
});

/** A refusal's reason, written by the concierge and mailed to the guest as written. */
export const declineSchema = z.strictObject({ reason: freeText(1000, { min: 1 }) });

/** The reservations an assignee must cover: one id, or a comma list (the bulk picker). */
export const staffQuerySchema = z.object({
  reservation_id: z
    .string()
    .transform((raw, ctx) => {
      const ids = raw.split(',').map((p) => parseEntityId(p.trim()));
      if (ids.length > MAX_BULK || ids.some((id) => id === undefined)) {
        ctx.addIssue({ code: 'custom', params: msg('ids', { max: MAX_BULK }), input: raw });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    })
    .describe(`A reservation id, or a comma list of at most ${MAX_BULK}: the concierges who may run all of them.`),
});

export type AssignInput = z.output<typeof assignSchema>;
export type BulkAssignInput = z.output<typeof bulkAssignSchema>;
export type DeclineInput = z.output<typeof declineSchema>;
