import 'server-only';
import { sql } from 'drizzle-orm';
import { requireUser, type UserActor } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { reservationInScope } from '../booking/concierge-scope';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { ownTrip } from '../trips/trip-access';
import type { Side } from './messaging.policy';

/** A trip's conversation as one participant reaches it. */
export interface ConversationSeat {
  reservationId: number;
  /** The trip's guest (the one participant of the guest side). */
  guestUserId: number;
  side: Side;
  me: UserActor;
  /** Null until the first message (conversations are created lazily). */
  conversationId: number | null;
}

/**
 * The caller's seat in a trip's conversation: on the guest side only the trip's own guest
 * (another's trip or none is 404, as GET /v1/account/trips/{id}); on the concierge side a
 * concierge of the villa's scope or an administrator (401/403 by role, 404 outside the scope).
 */
export async function conversationSeat(ctx: ServiceContext, tripId: number, side: Side): Promise<ConversationSeat> {
  const me = requireUser(ctx.actor);
  const reservationId = side === 'guest' ? (await ownTrip(ctx, tripId)).id : (await reservationInScope(ctx, tripId)).id;
  const [row] = await rows<{ user_id: number; conversation_id: number | null }>(
    ctx.orm,
    sql`select r.user_id, c.id as conversation_id from reservations r left join conversations c on c.reservation_id = r.id
      where r.id = ${reservationId}`,
  );
  return { reservationId, guestUserId: row?.user_id ?? 0, side, me, conversationId: row?.conversation_id ?? null };
}

/** The trip's one conversation, created on first use (two posts at once create it once). */
export async function ensureConversation(orm: Orm, reservationId: number): Promise<number> {
  const [created] = await rows<{ id: number }>(
    orm,
    sql`insert into conversations (reservation_id) values (${reservationId}) on conflict (reservation_id) do nothing returning id`,
  );
  if (created) return created.id;
  const [found] = await rows<{ id: number }>(orm, sql`select id from conversations where reservation_id = ${reservationId}`);
  if (!found) throw new Error(`conversation of reservation ${reservationId} vanished`);
  return found.id;
}
