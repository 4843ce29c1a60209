import 'server-only';
import { tripIdOrThrow } from '../booking/trip-id';
import { parseEntityId } from '../catalog/catalog.params';
import { type ApiContext, ok } from './api';
import { notFound } from '../core/errors';
import { privateFileResponse } from '../core/file-download';
import type { MultipartLimits } from '../core/multipart';
import { parseInput } from '../core/validation';
import { ATTACHMENT_LIMITS } from '../messaging/attachment-files';
import { readAttachment } from '../messaging/attachments';
import { conversationSeat } from '../messaging/conversation-access';
import { listConversation, markRead } from '../messaging/conversation-reads';
import type { Side } from '../messaging/messaging.policy';
import { IDEMPOTENCY_HEADER, listMessagesQuery, markReadSchema, postMessageFields } from '../messaging/messaging.schema';
import { postMessage } from '../messaging/post-message';

/**
 * The adapters both sides' routes share (/v1/account/trips/{id}/messages… for the guest,
 * /v1/concierge/trips/{id}/messages… for the desk): each route file is one line around these.
 */

/** Uploads of a message: 5 files of 10 MB, the whole body a little above their sum. */
export const MESSAGE_UPLOADS: MultipartLimits = {
  maxFiles: ATTACHMENT_LIMITS.maxFiles,
  maxFileBytes: ATTACHMENT_LIMITS.maxFileBytes,
  maxRequestBytes: ATTACHMENT_LIMITS.maxFiles * ATTACHMENT_LIMITS.maxFileBytes + 256 * 1024,
};

export async function getMessages(ctx: ApiContext, side: Side): Promise<Response> {
  const context = await ctx.context();
  const tripId = tripIdOrThrow(ctx.params.id);
  const query = parseInput(listMessagesQuery, Object.fromEntries(ctx.query));
  const page = await listConversation(context, { tripId, side, before: query.before, limit: query.limit ?? 50 });
  const first = page.messages[0];
  return ok(page, { meta: { has_more: page.has_more, before: page.has_more && first ? first.id : null } });
}

export async function postMessageRoute(ctx: ApiContext, side: Side): Promise<Response> {
  const context = await ctx.context();
  const tripId = tripIdOrThrow(ctx.params.id);
  // Who may post here is settled before an upload is read: another's trip is 404 at once.
  if ((ctx.req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/')) await conversationSeat(context, tripId, side);
  const body = await ctx.multipart();
  const fields = parseInput(postMessageFields, body.fields);
  const { message, replayed } = await postMessage(context, {
    tripId,
    side,
    text: fields.body,
    files: body.files,
    idempotencyKey: ctx.req.headers.get(IDEMPOTENCY_HEADER),
  });
  return ok(message, { status: replayed ? 200 : 201, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
}

export async function postReadRoute(ctx: ApiContext, side: Side): Promise<Response> {
  const context = await ctx.context();
  const tripId = tripIdOrThrow(ctx.params.id);
  const input = parseInput(markReadSchema, await ctx.body());
  return ok(await markRead(context, { tripId, side, upTo: input.up_to }));
}

export async function getAttachmentRoute(ctx: ApiContext, side: Side): Promise<Response> {
  const context = await ctx.context();
  const tripId = tripIdOrThrow(ctx.params.id);
  const attachmentId = parseEntityId(typeof ctx.params.attachmentId === 'string' ? ctx.params.attachmentId : undefined);
  if (attachmentId === undefined) throw notFound();
  return privateFileResponse(await readAttachment(context, { tripId, side, attachmentId }));
}
