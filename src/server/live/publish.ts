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
