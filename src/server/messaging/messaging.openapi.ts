import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, numericIdParam, pageMetaSchema, pagedOf } from '../core/openapi';
import { inboxQuery, listMessagesQuery, markReadSchema, postMessageDocumented } from './messaging.schema';
import { SHOWN_STATUSES } from '../booking/stay-status';

const attachmentSchema = z.strictObject({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string().describe('image/jpeg, image/png, image/webp or application/pdf, from the file’s content.'),
  byte_size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string().describe('Where the caller downloads it (participants only; private, never cached).'),
});

export const messageSchema = z.strictObject({
  id: z.number().int(),
  sender_role: z.enum(['guest', 'concierge']),
  /** The guest's name, or the concierge's; null when the account is gone. */
  sender_name: z.string().nullable(),
  mine: z.boolean().describe('Written by the caller.'),
  body: z.string(),
  created_at: z.string().describe('ISO 8601, UTC.'),
  attachments: z.array(attachmentSchema),
});

export const conversationSchema = z.strictObject({
  trip_id: z.number().int(),
  conversation_id: z.number().int().nullable().describe('Null until the first message.'),
  messages: z.array(messageSchema).describe('Oldest first.'),
  last_read_id: z.number().int().describe('The caller’s read mark.'),
  unread_count: z.number().int().describe('The other side’s messages above the caller’s mark.'),
  /** Older messages remain: ask again with `before` = the first message's id. */
  has_more: z.boolean(),
});

export const summarySchema = z.strictObject({
  trip_id: z.number().int(),
  conversation_id: z.number().int(),
  confirmation_number: z.string(),
  property_name: z.string(),
  guest_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  status: z.enum(SHOWN_STATUSES).describe('The trip’s status as shown: a confirmed stay past its check-out is `completed`.'),
  /** The concierge who runs the trip; null while unassigned. */
  assigned_concierge_id: z.number().int().nullable(),
  last_message_at: z.string().nullable(),
  /** The newest message's first 140 characters (empty when it only carries files) and its side. */
  last_message: z.strictObject({ body: z.string(), sender_role: z.string() }).nullable(),
  unread_count: z.number().int(),
});

const readResult = z.strictObject({ last_read_id: z.number().int(), unread_count: z.number().int() });
const attachmentParams = z.object({
  id: numericIdParam('The trip (reservation) id.'),
  attachmentId: numericIdParam('The attachment’s id.'),
});

const postErrors = {
  400: 'An empty message without files, text over 5,000 characters, more than 5 files, a file that is not JPEG, PNG, WebP or PDF by its content.',
  413: 'A file over 10 MB, or the whole body over the cap (refused as soon as it is crossed); a picture over 50 megapixels by its header (image_too_large).',
  415: 'Not multipart/form-data, JSON or urlencoded.',
};

/** The operations of one side: the guest under /v1/account, the desk under /v1/concierge. */
function sideOperations(side: 'guest' | 'concierge'): ApiOperation[] {
  const base = side === 'guest' ? '/v1/account/trips/{id}/messages' : '/v1/concierge/trips/{id}/messages';
  const Side = side === 'guest' ? 'Guest' : 'Concierge';
  const tag = side === 'guest' ? 'Messages' : 'Concierge';
  const who = side === 'guest' ? 'the trip’s guest' : 'a concierge of the trip’s scope, or an administrator';
  const errors: Record<number, string> =
    side === 'guest'
      ? { 404: 'No such trip of the caller’s (another guest’s trip is the same 404).' }
      : { 403: 'Not a concierge.', 404: 'No such trip in the concierge’s scope.' };
  return [
    {
      method: 'get',
      path: base,
      operationId: `list${Side}Messages`,
      tag,
      summary: `The trip’s conversation as ${who} reads it, newest page (oldest first within it)`,
      params: idParams,
      query: listMessagesQuery,
      response: z.object({ data: conversationSchema, meta: z.object({ has_more: z.boolean(), before: z.number().int().nullable() }) }),
      auth: 'session',
      errors,
    },
    {
      method: 'post',
      path: base,
      operationId: `post${Side}Message`,
      tag,
      summary:
        'Post a message: text and up to 5 files. Send `Idempotency-Key`: a retry answers the first message (200, Idempotent-Replayed)',
      description:
        'multipart/form-data with a `body` field and `files` parts; JSON or urlencoded `{ body }` for text alone. Images are re-encoded without EXIF. A live `message` event reaches the other side.',
      params: idParams,
      body: postMessageDocumented,
      bodyTypes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
      response: dataOf(messageSchema),
      status: 201,
      auth: 'session',
      errors: {
        ...errors,
        ...postErrors,
        409: 'The Idempotency-Key was used for another trip.',
        429: 'More than 60 messages on this trip in 10 minutes (rate_limited); Retry-After says when.',
      },
    },
    {
      method: 'post',
      path: `${base}/read`,
      operationId: `mark${Side}MessagesRead`,
      tag,
      summary: 'Mark the conversation read up to a message (never backwards)',
      params: idParams,
      body: markReadSchema,
      response: dataOf(readResult),
      auth: 'session',
      errors,
    },
    {
      method: 'get',
      path: `${base}/attachments/{attachmentId}`,
      operationId: `get${Side}MessageAttachment`,
      tag,
      summary: 'One file of the conversation (Cache-Control: private, no-store; nosniff; PDFs as attachment)',
      params: attachmentParams,
      response: z.string().describe('The file’s bytes.'),
      responseType: 'application/octet-stream',
      auth: 'session',
      errors: { ...errors, 404: 'No such file in this trip’s conversation, or the caller is not a participant.' },
    },
  ];
}

export const messagingOperations: ApiOperation[] = [
  ...sideOperations('guest'),
  {
    method: 'get',
    path: '/v1/account/conversations',
    operationId: 'listGuestConversations',
    tag: 'Messages',
    summary: 'The signed-in guest’s conversations, newest message first, with unread counts',
    response: pagedOf(summarySchema, z.object({ count: z.number().int() })),
    auth: 'session',
  },
  {
    method: 'get',
    path: '/v1/account/unread',
    operationId: 'getUnreadCount',
    tag: 'Messages',
    summary: 'Unread messages for the header: as a guest (own trips) and as a concierge (trips in scope)',
    response: dataOf(z.strictObject({ total: z.number().int(), as_guest: z.number().int(), as_concierge: z.number().int() })),
    auth: 'session',
  },
  {
    method: 'get',
    path: '/v1/concierge/conversations',
    operationId: 'listConciergeInbox',
    tag: 'Concierge',
    summary: 'The concierge’s inbox: conversations of the scope’s trips, newest first, with unread counts; filter by assignment and unread',
    query: inboxQuery,
    response: pagedOf(summarySchema, pageMetaSchema),
    auth: 'session',
    errors: { 403: 'Not a concierge.' },
  },
  ...sideOperations('concierge'),
  {
    method: 'get',
    path: '/v1/events',
    operationId: 'streamEvents',
    tag: 'Live',
    summary: 'The signed-in user’s live events (Server-Sent Events): message, read, reservation_status',
    description:
      'Each event has `id:` (global), `event:` (its kind) and JSON `data:`. Send `Last-Event-ID` (EventSource does on reconnect) to replay stored events the user may see now. A comment line every 20 s; the stream ends on logout, a revoked session or a lost scope. `?once=1` replays and ends (polling).',
    query: z.object({
      once: z.enum(['1']).optional().describe('Replay after Last-Event-ID (or `last_event_id`, default 0), then end.'),
      last_event_id: z.string().regex(/^\d+$/).optional().describe('As the Last-Event-ID header.'),
    }),
    response: z.string().describe('text/event-stream'),
    responseType: 'text/event-stream',
    auth: 'session',
  },
];
