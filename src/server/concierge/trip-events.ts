import { type Actor, isConciergeOrAdministrator } from '../access/actor';
import type { Orm } from '../db/open';
import { tripEvents } from '../db/schema/concierge';

/** What happened on a trip that no other table records: an assignment, a decision's reason, a note… */
export type TripEventKind = 'assigned' | 'confirmed' | 'declined' | (string & {});

export interface TripEventInput {
  reservationId: number;
  /** Null for the system (a job, a webhook). */
  actor: Actor | null;
  kind: TripEventKind;
  data?: Record<string, unknown>;
}

/** Who wrote an event, as the timeline shows it: staff, the guest, or the system (jobs, webhooks). */
export function actorKindOf(actor: Actor | null): 'staff' | 'guest' | 'system' {
  if (!actor) return 'system';
  if (actor.kind === 'user') return isConciergeOrAdministrator(actor) ? 'staff' : 'guest';
  return actor.kind === 'guestbook' ? 'guest' : 'system';
}

/**
 * Appends events to trips' timelines. Takes the transaction of the change it records, so an event
 * exists exactly when its change does.
 */
export async function recordTripEvent(db: Orm, events: TripEventInput | TripEventInput[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  await db.insert(tripEvents).values(
    list.map((e) => ({
      reservationId: e.reservationId,
      actorUserId: e.actor?.kind === 'user' ? e.actor.userId : null,
      actorKind: actorKindOf(e.actor),
      kind: e.kind,
      data: e.data ?? {},
    })),
  );
}
