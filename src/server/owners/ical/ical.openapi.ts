import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, numericIdParam, staffErrors, tagged } from '../../core/openapi';
import { addFeedSchema } from './ical.schema';
import { FEED_CHANNELS } from './ical.types';

export const feedSchema = z.strictObject({
  id: z.number().int(),
  channel: z.enum(FEED_CHANNELS),
  label: z.string(),
  url: z.string().describe('The feed URL as the owner gave it (secret to the owner).'),
  host: z.string(),
  created_at: z.string(),
  last_synced_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z
    .string()
    .nullable()
    .describe(
      'Why the last sync changed nothing: invalid_url, forbidden_address, unresolvable, too_many_redirects, too_large, timeout (the fetch took over 10 s, or fetch and parse over 15 s), http_status, network, too_complex (parsing took over 5 s), unparsable or empty_feed.',
    ),
  last_error_at: z.string().nullable(),
  event_count: z.number().int().describe('Events (not cancelled) in the feed at its last success.'),
  conflicts: z
    .array(
      z.strictObject({
        uid: z.string(),
        start_date: z.string(),
        end_date: z.string().describe('Exclusive.'),
        summary: z.string(),
        reservation_id: z.number().int().nullable().describe('The reservation it overlaps; null when it overlaps a block.'),
      }),
    )
    .describe('Events that overlap a reservation or another block at the last sync: not imported, shown to the owner.'),
});

export const channelsSchema = z.strictObject({
  /** The villa's secret export URL (made on first request). */
  export_url: z.string(),
  feeds: z.array(feedSchema),
});

export const syncSchema = z.union([
  z.strictObject({
    ok: z.literal(true),
    events: z.number().int(),
    added: z.number().int(),
    moved: z.number().int(),
    removed: z.number().int(),
    conflicts: z.number().int(),
    feed: feedSchema,
  }),
  z.strictObject({ ok: z.literal(false), error: z.string().describe('As last_error.'), feed: feedSchema }),
]);

const errors = staffErrors(
  'Not an owner, broker, rep or administrator.',
  'No such villa among those the caller runs (or no such feed of it).',
);
const feedParams = z.object({ id: numericIdParam('The villa id.'), feedId: numericIdParam('The feed id.') });

/** The owner portal's iCal channels (issue 15): the secret export and the imported feeds. */
export const icalOperations: ApiOperation[] = tagged('Owner portal', [
  {
    method: 'get',
    path: '/v1/owner/properties/{id}/ical-feeds',
    operationId: 'getOwnerIcalChannels',
    summary: 'The villa’s secret iCal export URL (made on first request) and its imported feeds with their last sync',
    params: idParams,
    response: dataOf(channelsSchema),
    auth: 'session',
    errors,
  },
  {
    method: 'post',
    path: '/v1/owner/properties/{id}/ical-feeds',
    operationId: 'addOwnerIcalFeed',
    summary: 'Import a channel’s calendar (Airbnb, Vrbo, Booking.com, other); its events become blocks at each sync',
    description:
      'The URL must be http or https and every address its host resolves to must be outside private, loopback, link-local, carrier-grade NAT and other internal ranges (422 with a field error otherwise). A villa imports at most 5 feeds. Adding does not fetch: call …/sync.',
    params: idParams,
    body: addFeedSchema,
    response: dataOf(feedSchema),
    status: 201,
    auth: 'session',
    errors: {
      ...errors,
      400: 'Invalid body.',
      409: 'feed_exists: the villa already imports this URL; too_many_feeds: the villa already imports 5 feeds.',
      422: 'The URL is not http(s) or points inside the network.',
    },
  },
  {
    method: 'delete',
    path: '/v1/owner/properties/{id}/ical-feeds/{feedId}',
    operationId: 'deleteOwnerIcalFeed',
    summary: 'Stop importing a feed; the blocks it made are removed and their nights freed',
    params: feedParams,
    response: dataOf(z.object({ deleted: z.literal(true) })),
    auth: 'session',
    errors,
  },
  {
    method: 'post',
    path: '/v1/owner/properties/{id}/ical-feeds/{feedId}/sync',
    operationId: 'syncOwnerIcalFeed',
    summary: '“Sync now”: fetch the feed at once (SSRF-safe) and apply it; answers the outcome',
    description:
      'A moved event moves its block, a cancelled or vanished one removes it; an unreachable, unparsable or empty feed changes nothing and is answered as `ok: false` with the error recorded. Once a minute per feed, across servers.',
    params: feedParams,
    response: dataOf(syncSchema),
    auth: 'session',
    errors: { ...errors, 429: 'rate_limited: the feed was synced on request less than a minute ago; Retry-After gives the seconds left.' },
  },
  {
    method: 'post',
    path: '/v1/owner/properties/{id}/ical-export/rotate',
    operationId: 'rotateOwnerIcalExport',
    summary: 'A new secret export URL; the old one answers 404 from now on',
    params: idParams,
    response: dataOf(z.object({ export_url: z.string() })),
    auth: 'session',
    errors,
  },
  {
    method: 'get',
    path: '/ical/{file}',
    operationId: 'getIcalExport',
    summary: 'A villa’s availability as iCalendar for the channels to import: `<token>.ics`',
    description:
      'Public, found by its secret token. Reservations that hold nights and blocks as all-day events (VALUE=DATE, DTEND exclusive) named “Reserved” or “Blocked”, with no personal data. An unknown or rotated token is 404.',
    params: z.object({ file: z.string().describe('`<token>.ics`') }),
    response: z.string(),
    responseType: 'text/calendar',
    errors: { 404: 'No villa has this token.' },
  },
]);
