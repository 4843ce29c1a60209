import { z } from 'zod';
import { type ApiOperation, tagged } from '../../core/openapi';
import { multiCalendarQueryFields } from './multi-calendar.schema';

export const CALENDAR_STAY_STATUSES = ['requested', 'awaiting_payment', 'confirmed', 'completed'] as const;

const staySchema = z.strictObject({
  reservation_id: z.number().int(),
  confirmation_number: z.string(),
  guest_first_name: z.string().describe('The lead guest’s first name only (else the first word of the booker’s name).'),
  check_in: z.string(),
  check_out: z.string().describe('Exclusive: the departure day.'),
  status: z
    .enum(CALENDAR_STAY_STATUSES)
    .describe('As shown: a confirmed stay whose check-out (date and time, in the villa’s zone) has passed is `completed`.'),
});

const blockSchema = z.strictObject({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string().describe('Exclusive.'),
  reason: z.enum(['owner', 'maintenance', 'ical']).describe('`ical`: imported from a channel’s calendar feed.'),
  note: z.string(),
});

const villaSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  destination: z.strictObject({ slug: z.string(), name: z.string().describe('In the request’s language.') }),
  owner_id: z.number().int().nullable(),
  currency: z.string(),
  base_price_cents: z.number().int().describe('The villa’s base nightly price (a night’s own price may be at most 10× it).'),
  today: z.string().describe('The villa’s own today (its zone).'),
  stays: z.array(staySchema).describe('Reservations that hold nights in the range (requests, awaiting payment, confirmed), by check-in.'),
  blocks: z.array(blockSchema).describe('Blocks and iCal imports that hold nights in the range, by start.'),
});

export const multiCalendarSchema = z.strictObject({
  from: z.string(),
  to: z.string().describe('Exclusive.'),
  today: z.string().describe('Today in UTC (each villa carries its own).'),
  days: z
    .array(z.strictObject({ date: z.string(), arrivals: z.number().int(), departures: z.number().int() }))
    .describe('Every day of [from, to): the stays of this page’s villas that arrive and leave that day.'),
  villas: z.array(villaSchema).describe('The villas of the caller’s scope, by name.'),
});
export type MultiCalendar = z.infer<typeof multiCalendarSchema>;
export type MultiCalendarVilla = MultiCalendar['villas'][number];
export type MultiCalendarStay = MultiCalendarVilla['stays'][number];
export type MultiCalendarBlock = MultiCalendarVilla['blocks'][number];

const metaSchema = z.object({
  total: z.number().int().describe('Villas in scope (after the filters).'),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
});

const answer = z.object({ data: multiCalendarSchema, meta: metaSchema });

/** The calendar of every villa (issue 32): the desk's (and administrators') and the owner portal's. */
export const multiCalendarOperations: ApiOperation[] = [
  ...tagged('Concierge', [
    {
      method: 'get',
      path: '/v1/concierge/calendar',
      operationId: 'getConciergeCalendar',
      summary:
        'The calendar of every villa of the caller’s destinations (administrators: all, `owner=` too): stays, blocks and iCal imports of at most 92 days, arrivals and departures per day',
      query: multiCalendarQueryFields,
      response: answer,
      auth: 'session',
      errors: {
        400: 'A bad date, `to` not after `from`, or more than 92 days (a sentence per field).',
        401: 'No session.',
        403: 'Not a concierge or administrator.',
      },
    },
  ]),
  ...tagged('Owner portal', [
    {
      method: 'get',
      path: '/v1/owner/calendar',
      operationId: 'getOwnerCalendar',
      summary:
        'The calendar of every villa the caller owns or manages: stays, blocks and iCal imports of at most 92 days, arrivals and departures per day',
      query: multiCalendarQueryFields,
      response: answer,
      auth: 'session',
      errors: {
        400: 'A bad date, `to` not after `from`, or more than 92 days (a sentence per field).',
        401: 'No session.',
        403: 'Not an owner, broker or administrator.',
      },
    },
  ]),
];
