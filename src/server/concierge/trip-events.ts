import type { Actor } from '../access/actor';
import type { Orm } from '../db/open';
import { tripEvents } from '../db/schema/desk';

/**
 * Records what happened to a trip that no other table records (a note added, a charge voided, the
 * groceries bought…) for its timeline. The actor is a user (staff or guest) or null for the system.
 */
export async function recordTripEvent(
  db: Orm,
  e: { reservationId: number; actor: Actor | null; kind: string; data?: Record<string, unknown> },
): Promise<void> {
  const userId = e.actor?.kind === 'user' ? e.actor.userId : null;
  await db.insert(tripEvents).values({
    reservationId: e.reservationId,
    actorUserId: userId,
    actorKind: e.actor?.kind === 'user' ? 'user' : e.actor?.kind === 'guestbook' ? 'guest' : 'system',
    kind: e.kind,
    data: e.data ?? {},
  });
}
