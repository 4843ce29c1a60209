import { z } from 'zod';
import { isIsoDate } from '../../core/calendar';
import { parseEntityId } from '../../catalog/catalog.params';
import { queueRecord } from '../../concierge/queue.schema';
import { SHOWN_STATUSES } from '../../booking/stay-status';

/**
 * The owner portal's reservations: the query string shared by GET /v1/owner/reservations, its CSV
 * twin and the page's URL (a filtered view is a link). Blank values count as absent. A villa filter
 * naming a villa the caller does not run is a 404, as its id is anywhere else in the portal.
 */

/** The statuses as shown: a confirmed stay past its check-out is `completed` (booking/stay-status.ts). */
export const OWNER_RESERVATION_STATUSES = SHOWN_STATUSES;
export type OwnerReservationStatus = (typeof OWNER_RESERVATION_STATUSES)[number];
export const OWNER_PAGE_SIZE = 25;
export const OWNER_MAX_PAGE_SIZE = 100;
/** The CSV holds every matching row up to this many (newest arrival first). */
export const OWNER_CSV_MAX_ROWS = 10_000;

const msg = (key: string, values?: Record<string, number>) => ({ messageKey: `ownerPortal.fields.${key}`, ...(values ? { values } : {}) });

const intParam = (min: number, max: number, key: string) =>
  z
    .string()
    .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max, { params: msg(key, { min, max }) })
    .transform(Number);

export const idParam = z
  .string()
  .refine((v) => parseEntityId(v) !== undefined, { params: msg('id') })
  .transform(Number);

const dateParam = z.string().refine(isIsoDate, { params: msg('date') });

const statusParam = z.string().transform((raw, ctx) => {
  const list = [...new Set(raw.split(',').map((s) => s.trim()))];
  if (!list.every((s): s is OwnerReservationStatus => (OWNER_RESERVATION_STATUSES as readonly string[]).includes(s))) {
    ctx.addIssue({ code: 'custom', params: msg('status'), input: raw });
    return z.NEVER;
  }
  return list as OwnerReservationStatus[];
});

/** The filters (what the CSV takes, and the OpenAPI document describes). */
export const ownerReservationFilterFields = z.object({
  property_id: idParam.optional().describe('One villa the caller runs (another’s: 404).'),
  status: statusParam.optional().describe(`One or several of ${OWNER_RESERVATION_STATUSES.join(', ')} (repeated, or a comma list).`),
  arrival_from: dateParam.optional().describe('YYYY-MM-DD: arrivals on or after this day.'),
  arrival_to: dateParam.optional().describe('YYYY-MM-DD: arrivals on or before this day.'),
  q: z.string().max(20).optional().describe('Confirmation number, or part of it.'),
});

export const ownerReservationQueryFields = ownerReservationFilterFields.extend({
  page: intParam(1, 10_000, 'page').optional().describe('1-based page number.'),
  per_page: intParam(1, OWNER_MAX_PAGE_SIZE, 'per_page')
    .optional()
    .describe(`Page size, at most ${OWNER_MAX_PAGE_SIZE}; default ${OWNER_PAGE_SIZE}.`),
});

export const ownerReservationQuerySchema = z
  .preprocess(
    (input) =>
      input instanceof URLSearchParams || (input && typeof input === 'object') ? queueRecord(input as Record<string, string>) : input,
    ownerReservationQueryFields.superRefine((q, ctx) => {
      if (q.arrival_from && q.arrival_to && q.arrival_from > q.arrival_to)
        ctx.addIssue({ code: 'custom', path: ['arrival_to'], params: msg('range') });
    }),
  )
  .transform((q) => ({ ...q, q: q.q?.trim().toUpperCase() || undefined, page: q.page ?? 1, per_page: q.per_page ?? OWNER_PAGE_SIZE }));
export type OwnerReservationQuery = z.output<typeof ownerReservationQuerySchema>;
