// No 'server-only' marker: the expiry job and the ledger (run by scripts/jobs/*) publish too.
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';

/** The channel every app server LISTENs on; a notification carries only the event's id. */
export const LIVE_CHANNEL = 'alma_live';

/** What the signed-in user's stream (GET /v1/events) carries. */
export type LiveEventKind = 'message' | 'read' | 'reservation_status';

export interface LiveEventInput {
  kind: LiveEventKind;
  /** The trip it concerns: its guest and the staff of its scope may see it. */
  reservationId?: number | null;
  /** When it is for one user only (their own read marks, say). */
  userId?: number | null;
  payload: Record<string, unknown>;
}

/**
 * Stores a live event with its global id and announces it with NOTIFY. Call it inside the
 * transaction that makes the change: the notification is delivered at commit, never for a change
 * rolled back, and a browser that reconnects with Last-Event-ID replays it from `live_events`.
 */
export async function publishLiveEvent(db: Orm, event: LiveEventInput): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into live_events (kind, reservation_id, user_id, payload)
      values (${event.kind}, ${event.reservationId ?? null}, ${event.userId ?? null}, ${JSON.stringify(event.payload)}::jsonb)
      returning id::int as id`,
  );
  const id = row?.id ?? 0;
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(id)})`);
  return id;
}

/** The notification that ends a user's open streams on every server; no row: there is nothing to replay. */
const END_PREFIX = 'end:';

/**
 * Ends every open stream of `userId` on every server within a moment of commit (call it inside the
 * transaction that disables the account or changes its groups or destinations): the heartbeat
 * would notice only up to 20 s later. The browser reconnects, as who the user is now.
 */
export async function endLiveStreams(db: Orm, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`${END_PREFIX}${userId}`})`);
}

/** The user whose streams a notification ends, or null for an event's id. */
export function streamsEndedFor(payload: string): number | null {
  if (!payload.startsWith(END_PREFIX)) return null;
  const id = Number(payload.slice(END_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
