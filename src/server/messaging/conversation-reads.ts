import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { publishLiveEvent } from '../live/publish';
import { conversationSeat } from './conversation-access';
import { loadMessages } from './message-views';
import { otherSide, type Side } from './messaging.policy';
import type { z } from 'zod';
import type { conversationSchema } from './messaging.openapi';

export type ConversationPage = z.infer<typeof conversationSchema>;

/** A trip's conversation as one participant reads it (reading does not move the mark: POST …/read does). */
export async function listConversation(
  ctx: ServiceContext,
  input: { tripId: number; side: Side; before?: number; limit: number },
): Promise<ConversationPage> {
  const seat = await conversationSeat(ctx, input.tripId, input.side);
  if (seat.conversationId === null)
    return { trip_id: input.tripId, conversation_id: null, messages: [], last_read_id: 0, unread_count: 0, has_more: false };
  const conversationId = seat.conversationId;
  const page = await loadMessages(ctx.orm, {
    conversationId,
    tripId: input.tripId,
    side: input.side,
    meId: seat.me.userId,
    beforeId: input.before,
    limit: input.limit + 1,
  });
  const hasMore = page.length > input.limit;
  const messages = hasMore ? page.slice(1) : page;
  const [mark] = await rows<{ last_read: number; unread: number }>(
    ctx.orm,
    sql`select coalesce((select last_read_message_id::int from conversation_reads where conversation_id = ${conversationId} and user_id = ${seat.me.userId}), 0) as last_read,
      (select count(*)::int from messages m where m.conversation_id = ${conversationId} and m.sender_role = ${otherSide(input.side)}
        and m.id > coalesce((select last_read_message_id from conversation_reads where conversation_id = ${conversationId} and user_id = ${seat.me.userId}), 0)) as unread`,
  );
  return {
    trip_id: input.tripId,
    conversation_id: conversationId,
    messages,
    last_read_id: mark?.last_read ?? 0,
    unread_count: mark?.unread ?? 0,
    has_more: hasMore,
  };
}

/**
 * Marks the conversation read up to a message (never backwards; an id above the newest counts as
 * the newest). Publishes a `read` event to the reader's own streams (their other tabs).
 */
export async function markRead(
  ctx: ServiceContext,
  input: { tripId: number; side: Side; upTo: number },
): Promise<{ last_read_id: number; unread_count: number }> {
  const seat = await conversationSeat(ctx, input.tripId, input.side);
  if (seat.conversationId === null) return { last_read_id: 0, unread_count: 0 };
  const conversationId = seat.conversationId;
  return ctx.orm.transaction(async (tx) => {
    const [top] = await rows<{ newest: number }>(
      tx,
      sql`select coalesce(max(id), 0)::int as newest from messages where conversation_id = ${conversationId} and id <= ${input.upTo}`,
    );
    const upTo = top?.newest ?? 0;
    const [mark] = await rows<{ last_read: number }>(
      tx,
      sql`insert into conversation_reads (conversation_id, user_id, last_read_message_id) values (${conversationId}, ${seat.me.userId}, ${upTo})
        on conflict (conversation_id, user_id) do update set
          last_read_message_id = greatest(conversation_reads.last_read_message_id, excluded.last_read_message_id), updated_at = now()
        returning last_read_message_id::int as last_read`,
    );
    const lastRead = mark?.last_read ?? upTo;
    const [unread] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from messages where conversation_id = ${conversationId} and sender_role = ${otherSide(input.side)} and id > ${lastRead}`,
    );
    await publishLiveEvent(tx, {
      kind: 'read',
      reservationId: seat.reservationId,
      userId: seat.me.userId,
      payload: { trip_id: seat.reservationId, conversation_id: conversationId, side: input.side, last_read_id: lastRead },
    });
    return { last_read_id: lastRead, unread_count: unread?.n ?? 0 };
  });
}
