import { sql } from 'drizzle-orm';
import { requireSystem } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { publishLiveEvent } from '../live/publish';
import { type JobRun, runJobOnce } from '../core/jobs';
import { sendDecisionMail } from './decision-mail';

// No 'server-only' marker: scripts/jobs/expire-requests.ts and the queue's workers run this.

/**
 * Requested reservations whose 48-hour hold has passed, and accepted or instant ones unpaid after
 * their 72 hours, become `expired`, and their occupancy is
 * deleted (the nights are free again), in one statement. For one property (lazily, before a
 * booking) or all of them (the job, and the queue's 5-minute schedule, src/server/queue/registry.ts).
 * Each guest then gets the "request expired" mail in their language, unless `mail: false` (a call
 * inside a transaction that may still roll back). Returns the expired reservations' ids.
 *
 * Any actor may run it (a booking or a decision runs it first, the job with the system actor): it
 * only applies the hold rule at `ctx.now` and reveals nothing to the caller but ids.
 */
export async function expireRequests(ctx: ServiceContext, opts: { propertyId?: number; mail?: boolean } = {}): Promise<number[]> {
  const { orm, now } = ctx;
  const { propertyId } = opts;
  // One transaction: the expiry and its live events (DESIGN §10) commit together.
  const expired = await orm.transaction(async (tx) => {
    const found = await rows<{ id: number; was: string }>(
      tx,
      sql`with stale as (
        select id, status::text as was from reservations
        where status in ('requested', 'awaiting_payment') and hold_expires_at <= ${now.toISOString()}::timestamptz
          ${propertyId === undefined ? sql`` : sql`and property_id = ${propertyId}`}
        for update
      ), expired as (
        update reservations r set status = 'expired', expired_at = ${now.toISOString()}::timestamptz
        from stale where r.id = stale.id and r.status::text = stale.was
        returning r.id, stale.was
      ), freed as (
        delete from occupancies where reservation_id in (select id from expired) returning id
      )
      select id, was from expired`,
    );
    for (const r of found)
      await publishLiveEvent(tx, { kind: 'reservation_status', reservationId: r.id, payload: { trip_id: r.id, status: 'expired' } });
    return found;
  });
  const ids = expired.map((r) => r.id);
  if (opts.mail !== false) {
    for (const r of expired) await sendDecisionMail(orm, r.id, r.was === 'awaiting_payment' ? 'expired_unpaid' : 'expired');
  }
  return ids;
}

/**
 * The expiry as a job, with the system actor: once across every app server at a time (the
 * server's 5-minute timer and `npm run jobs:expire-requests` on each instance); a run while
 * another holds the lock is skipped.
 */
export function runExpireRequestsJob(ctx: ServiceContext): Promise<JobRun<number[]>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'expire-requests', () => expireRequests(ctx));
}
