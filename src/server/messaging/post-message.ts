import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { AppError, sqlState, tooManyRequests } from '../core/errors';
import type { UploadedFile } from '../core/multipart';
import { publishLiveEvent } from '../live/publish';
import { hitRateLimit } from '../core/rate-limit';
import { ATTACHMENT_LIMITS, type PreparedAttachment, prepareAttachment } from './attachment-files';
import { conversationSeat, ensureConversation } from './conversation-access';
import { type ApiMessage, loadMessages } from './message-views';
import { messagingError } from './messaging-errors';
import { canPostMessage, MESSAGE_MAX_CHARS, type Side } from './messaging.policy';
import { deletePrivateFiles, writePrivateFile } from './private-files';

/** Messages one person may write on one trip in 10 minutes: a conversation, not a flood. */
export const MESSAGE_RATE_LIMIT = { limit: 60, windowSeconds: 600 } as const;

export interface PostMessageInput {
  tripId: number;
  side: Side;
  text: string;
  files: UploadedFile[];
  /** The client's Idempotency-Key: a retry with the same key answers the first message. */
  idempotencyKey?: string | null;
}

/**
 * Posts a message to a trip's conversation (created on the first one): text up to 5,000
 * characters, up to 5 attachments checked by content, images re-encoded without EXIF and kept in
 * private storage. The message, its files' rows, the sender's read mark and a live event are one
 * transaction. With an Idempotency-Key already used by the sender, nothing is stored again and
 * the first message is answered (`replayed: true`).
 */
export async function postMessage(ctx: ServiceContext, input: PostMessageInput): Promise<{ message: ApiMessage; replayed: boolean }> {
  const seat = await conversationSeat(ctx, input.tripId, input.side);
  const key = input.idempotencyKey?.trim() || null;
  if (key && key.length > 200) throw messagingError(400, 'idempotency_key_invalid');
  if (key) {
    const replay = await existing(ctx, seat.me.userId, key, input);
    if (replay) return { message: replay, replayed: true };
  }
  // A retry above is free; a new message counts, per writer and trip (every server shares the count).
  const limit = await hitRateLimit(ctx.orm, `message:${seat.me.userId}:${seat.reservationId}`, MESSAGE_RATE_LIMIT, ctx.now);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfter);
  const text = input.text.replaceAll('\r\n', '\n');
  const verdict = canPostMessage({ text, attachmentCount: input.files.length, maxAttachments: ATTACHMENT_LIMITS.maxFiles });
  if (!verdict.ok) {
    if (verdict.reason === 'too_many_files')
      throw new AppError(400, 'too_many_files', {
        message: { key: 'errors.codes.too_many_files', values: { max: ATTACHMENT_LIMITS.maxFiles } },
      });
    throw new AppError(400, 'validation_failed', {
      fields: {
        body:
          verdict.reason === 'empty'
            ? { key: 'messaging.errors.empty_message' }
            : { key: 'errors.fields.too_long', values: { maximum: MESSAGE_MAX_CHARS } },
      },
    });
  }
  const prepared: PreparedAttachment[] = [];
  for (const file of input.files) prepared.push(await prepareAttachment(file));
  for (const file of prepared) await writePrivateFile(file.storageKey, file.bytes);

  try {
    const { messageId, conversationId } = await ctx.orm.transaction(async (tx) => {
      // The trip's row first: the message's triggers touch the conversation, then the trip
      // (reservations.activity_at, decision 044), while a check-in or a payment locks the trip, then
      // writes the conversation. One order for both, or two such transactions on one trip deadlock.
      await tx.execute(sql`select id from reservations where id = ${seat.reservationId} for no key update`);
      const conversationId = await ensureConversation(tx, seat.reservationId);
      const [row] = await rows<{ id: number }>(
        tx,
        sql`insert into messages (conversation_id, sender_user_id, sender_role, body, idempotency_key, created_at)
          values (${conversationId}, ${seat.me.userId}, ${input.side}, ${text.trim() === '' ? '' : text}, ${key}, ${ctx.now.toISOString()})
          returning id::int as id`,
      );
      const id = row?.id ?? 0;
      for (const f of prepared) {
        await tx.execute(
          sql`insert into message_attachments (message_id, storage_key, content_type, byte_size, file_name, width, height)
            values (${id}, ${f.storageKey}, ${f.contentType}, ${f.bytes.length}, ${f.fileName}, ${f.width}, ${f.height})`,
        );
      }
      await tx.execute(sql`update conversations set last_message_at = ${ctx.now.toISOString()} where id = ${conversationId}`);
      // What one writes one has read.
      await tx.execute(
        sql`insert into conversation_reads (conversation_id, user_id, last_read_message_id, last_mailed_message_id)
          values (${conversationId}, ${seat.me.userId}, ${id}, ${id})
          on conflict (conversation_id, user_id) do update set
            last_read_message_id = greatest(conversation_reads.last_read_message_id, excluded.last_read_message_id),
            last_mailed_message_id = greatest(conversation_reads.last_mailed_message_id, excluded.last_mailed_message_id),
            updated_at = now()`,
      );
      await publishLiveEvent(tx, {
        kind: 'message',
        reservationId: seat.reservationId,
        payload: { trip_id: seat.reservationId, conversation_id: conversationId, message_id: id, sender_role: input.side },
      });
      return { messageId: id, conversationId };
    });
    const [message] = await loadMessages(ctx.orm, {
      conversationId,
      tripId: input.tripId,
      side: input.side,
      meId: seat.me.userId,
      ids: [messageId],
    });
    if (!message) throw new Error(`message ${messageId} vanished`);
    return { message, replayed: false };
  } catch (err) {
    await deletePrivateFiles(prepared.map((f) => f.storageKey));
    // The same key posted twice at once: the other request stored it; answer that one.
    if (key && sqlState(err) === '23505') {
      const replay = await existing(ctx, seat.me.userId, key, input);
      if (replay) return { message: replay, replayed: true };
    }
    throw err;
  }
}

async function existing(ctx: ServiceContext, userId: number, key: string, input: PostMessageInput): Promise<ApiMessage | null> {
  const [found] = await rows<{ id: number; conversation_id: number; reservation_id: number }>(
    ctx.orm,
    sql`select m.id::int as id, m.conversation_id, c.reservation_id from messages m join conversations c on c.id = m.conversation_id
      where m.sender_user_id = ${userId} and m.idempotency_key = ${key}`,
  );
  if (!found) return null;
  // A key reused on another trip is a client's mistake, not a retry.
  if (found.reservation_id !== input.tripId) throw messagingError(409, 'idempotency_key_reused');
  const [message] = await loadMessages(ctx.orm, {
    conversationId: found.conversation_id,
    tripId: input.tripId,
    side: input.side,
    meId: userId,
    ids: [found.id],
  });
  return message ?? null;
}
