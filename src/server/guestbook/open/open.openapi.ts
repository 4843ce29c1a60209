import { z } from 'zod';
import { type ApiOperation, dataOf, tagged } from '../../core/openapi';
import { openGuestbookInput } from './open.schema';

const numberParam = z.object({ number: z.string().describe('The confirmation number (8 characters, Crockford base32).') });

export const guestbookHomeSchema = z.strictObject({
  confirmation_number: z.string(),
  locale: z.string().describe('The language the guest booked in.'),
  lead_guest_first_name: z.string(),
  villa: z.strictObject({ name: z.string(), slug: z.string() }),
  check_in: z.string().describe('YYYY-MM-DD'),
  check_out: z.string().describe('YYYY-MM-DD (the departure day)'),
  check_in_time: z.string().describe('HH:MM, the villa’s local time'),
  check_out_time: z.string().describe('HH:MM, the villa’s local time'),
  nights: z.number().int(),
  guests: z.number().int(),
  time_zone: z.string(),
  /** before (not yet arrived), during (the stay), after (checked out, still open). */
  phase: z.enum(['before', 'during', 'after']),
  steps: z.strictObject({
    check_in: z.strictObject({ done: z.boolean(), completed_at: z.string().nullable() }),
    roommates: z.strictObject({ done: z.boolean(), count: z.number().int(), capacity: z.number().int(), guests: z.number().int() }),
    authorization: z.strictObject({ done: z.boolean(), signed_at: z.string().nullable() }),
    instructions: z
      .strictObject({ done: z.boolean(), reveals_at: z.string(), revealed: z.boolean() })
      .describe('The door code and wifi reveal from `reveals_at` (48 hours before arrival) once check-in and the authorization are done.'),
  }),
});

export const openOperations: ApiOperation[] = tagged('Guestbook', [
  {
    method: 'post',
    path: '/v1/guestbook/open',
    operationId: 'openGuestbook',
    summary: 'Open a stay’s guestbook with its confirmation number and the lead guest’s last name',
    description:
      'Sets the `alma_guestbook` cookie: a session for that one reservation, lasting 7 days from its last use and never past 14 days after check-out. The last name is compared with accents, case and punctuation ignored. An unknown number, a wrong name and a stay that does not open (not confirmed, or ended more than 14 days ago) all get the same 404 `guestbook_not_found`, in the same time. Guessing is limited per client address (429 `rate_limited`) and slowed per number: after 3 failures each attempt waits longer (1, 2, 4… up to 30 seconds; 429 `guestbook_slow_down` with Retry-After), never a lockout; a success forgets the failures.',
    body: openGuestbookInput,
    response: dataOf(
      z.strictObject({ confirmation_number: z.string(), expires_at: z.string().describe('When the session ends unless used again') }),
    ),
    errors: {
      400: 'A malformed confirmation number or an empty last name',
      404: 'guestbook_not_found: no stay opens with this number and name',
      429: 'rate_limited (per address) or guestbook_slow_down (per number), with Retry-After',
    },
    auth: 'optional',
  },
  {
    method: 'get',
    path: '/v1/guestbook/{number}',
    operationId: 'getGuestbook',
    summary: 'The guestbook’s home: the stay and the progress of its four steps',
    description:
      'For the reservation’s guestbook session or the signed-in lead guest, while the stay is confirmed and until 14 days after check-out. Anyone else, another reservation’s guestbook session included, gets 404 with nothing of the stay.',
    params: numberParam,
    response: dataOf(guestbookHomeSchema),
    errors: { 404: 'No guestbook of this stay for the caller' },
    auth: 'optional',
  },
]);
