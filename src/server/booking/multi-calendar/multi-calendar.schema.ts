import { z } from 'zod';
import { addDays, daysBetween, isIsoDate } from '../../core/calendar';
import { parseEntityId, parseSlug } from '../../catalog/catalog.params';

/**
 * The calendar of every villa (issue 32): its query string, shared by GET /v1/concierge/calendar,
 * GET /v1/owner/calendar and the pages' URLs. Days are [from, to): `to` is the day after the last
 * column, as a stay's check-out. At most 92 days; without dates, 31 days from today. Bad values are a
 * 400 with a sentence per field in the request's language.
 */
export const MAX_CALENDAR_DAYS = 92;
export const DEFAULT_CALENDAR_DAYS = 31;
export const DEFAULT_CALENDAR_VILLAS = 500;
export const MAX_CALENDAR_VILLAS = 500;
const MAX_PAGE = 10_000;

const msg = (key: string, values?: Record<string, number>) => ({
  messageKey: `multiCalendar.fields.${key}`,
  ...(values ? { values } : {}),
});

const dateParam = z.string().refine(isIsoDate, { params: msg('date') });
const intParam = (min: number, max: number, key: string) =>
  z
    .string()
    .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max, { params: msg(key, { min, max }) })
    .transform(Number);

/** The fields one by one (also what the OpenAPI document describes). */
export const multiCalendarQueryFields = z.object({
  from: dateParam.optional().describe('YYYY-MM-DD: the first day (default: today, or 31 days before `to`).'),
  to: dateParam
    .optional()
    .describe(`YYYY-MM-DD: the day after the last (exclusive, as a check-out), at most ${MAX_CALENDAR_DAYS} days after \`from\`.`),
  destination: z
    .string()
    .refine((v) => parseSlug(v) !== undefined, { params: msg('destination') })
    .optional()
    .describe('A country or state slug: only its villas.'),
  owner: z
    .string()
    .refine((v) => parseEntityId(v) !== undefined, { params: msg('owner') })
    .transform(Number)
    .optional()
    .describe('An owner’s account id: only the villas they own or manage.'),
  page: intParam(1, MAX_PAGE, 'page').optional().describe('1-based page of villas.'),
  per_page: intParam(1, MAX_CALENDAR_VILLAS, 'per_page')
    .optional()
    .describe(`Villas per page, at most ${MAX_CALENDAR_VILLAS}; default ${DEFAULT_CALENDAR_VILLAS}.`),
});

/** A query string or a page's searchParams as one record: the first of repeated values, blanks dropped. */
function record(input: unknown): unknown {
  if (!(input instanceof URLSearchParams) && !(input && typeof input === 'object')) return input;
  const out: Record<string, string> = {};
  const entries = input instanceof URLSearchParams ? input.entries() : Object.entries(input as Record<string, unknown>);
  for (const [key, raw] of entries) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim() && !(key in out)) out[key] = value.trim();
  }
  return out;
}

/** The query with its defaults and the range's rules (`to` after `from`, at most 92 days), given today. */
export const multiCalendarQuery = (today: string) =>
  z
    .preprocess(record, multiCalendarQueryFields)
    .transform((q) => {
      const from = q.from ?? (q.to ? addDays(q.to, -DEFAULT_CALENDAR_DAYS) : today);
      const to = q.to ?? addDays(from, DEFAULT_CALENDAR_DAYS);
      return { ...q, from, to, page: q.page ?? 1, per_page: q.per_page ?? DEFAULT_CALENDAR_VILLAS };
    })
    .superRefine((q, ctx) => {
      if (q.to <= q.from) ctx.addIssue({ code: 'custom', path: ['to'], params: msg('range') });
      else if (daysBetween(q.from, q.to) > MAX_CALENDAR_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], params: msg('too_long', { max: MAX_CALENDAR_DAYS }) });
    });
export type MultiCalendarQuery = z.output<ReturnType<typeof multiCalendarQuery>>;
