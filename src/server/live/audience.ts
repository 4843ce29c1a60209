// No 'server-only' marker: the benchmark hosts the events handler outside Next.
import { type SQL, sql } from 'drizzle-orm';
import { type Actor, isAdministrator, isConcierge } from '../access/actor';
import { assignmentCoversSql, conciergeScopeSql } from '../catalog/catalog.policy';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';

/** A stored live event as streams carry it. */
export interface LiveEvent {
  id: number;
  kind: string;
  reservationId: number | null;
  userId: number | null;
  payload: Record<string, unknown>;
}

/** Who may see one event, decided once for every open stream: its guest, the staff of its scope, or its one user. */
export interface EventAudience {
  event: LiveEvent;
  /** The reservation's guest. */
  guestUserId: number | null;
  /**
   * Accounts whose assignments cover the villa by conciergeScopeSql's own predicate
   * (assignmentCoversSql, their country-manager group read now): a country-wide row counts only
   * for a country manager. They also need a concierge group (maySee).
   */
  scopeStaffIds: Set<number>;
}

const VILLA = { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') };

/** Loads an event and its audience (one query, whatever the number of streams). */
export async function loadAudience(orm: Orm, eventId: number): Promise<EventAudience | null> {
  const [row] = await rows<{
    id: number;
    kind: string;
    reservation_id: number | null;
    user_id: number | null;
    payload: Record<string, unknown> | string;
    guest_user_id: number | null;
    staff: number[] | null;
  }>(
    orm,
    sql`select e.id::int as id, e.kind, e.reservation_id, e.user_id, e.payload, r.user_id as guest_user_id,
        case when e.user_id is null and p.id is not null then array(select distinct ca_user.user_id from concierge_assignments ca_user
          where ${assignmentCoversSql(sql.raw('ca_user.user_id'), VILLA)}) end as staff
      from live_events e left join reservations r on r.id = e.reservation_id left join properties p on p.id = r.property_id
      where e.id = ${eventId}`,
  );
  if (!row) return null;
  return {
    event: toEvent(row),
    guestUserId: row.guest_user_id,
    scopeStaffIds: new Set((row.staff ?? []).map(Number)),
  };
}

/** The same rule as conciergeScopeSql and the guest's trip access, in memory for one loaded event. */
export function maySee(actor: Actor, audience: EventAudience): boolean {
  if (actor.kind !== 'user') return false;
  const { event } = audience;
  if (event.userId !== null) return event.userId === actor.userId;
  if (event.reservationId === null) return false;
  if (audience.guestUserId === actor.userId) return true;
  if (isAdministrator(actor)) return true;
  return isConcierge(actor) && audience.scopeStaffIds.has(actor.userId);
}

/** What a user may see of the events after `afterId`, checked against who they are *now* (DESIGN §10). */
export async function eventsVisibleAfter(orm: Orm, actor: Actor, afterId: number, limit = 500): Promise<LiveEvent[]> {
  if (actor.kind !== 'user') return [];
  const scope: SQL = conciergeScopeSql(actor, VILLA);
  const found = await rows<{
    id: number;
    kind: string;
    reservation_id: number | null;
    user_id: number | null;
    payload: Record<string, unknown> | string;
  }>(
    orm,
    sql`select e.id::int as id, e.kind, e.reservation_id, e.user_id, e.payload
      from live_events e left join reservations r on r.id = e.reservation_id left join properties p on p.id = r.property_id
      where e.id > ${afterId} and (e.user_id = ${actor.userId}
        or (e.user_id is null and r.id is not null and (r.user_id = ${actor.userId} or ${scope})))
      order by e.id limit ${limit}`,
  );
  return found.map(toEvent);
}

function toEvent(row: {
  id: number;
  kind: string;
  reservation_id: number | null;
  user_id: number | null;
  payload: Record<string, unknown> | string;
}): LiveEvent {
  return {
    id: row.id,
    kind: row.kind,
    reservationId: row.reservation_id,
    userId: row.user_id,
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
  };
}
