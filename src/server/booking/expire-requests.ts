import { sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { type JobRun, runJobOnce } from '../platform/jobs';
import { sendDecisionMail } from './decision-mail';

// No 'server-only' marker: scripts/jobs/expire-requests.ts and src/instrumentation.ts run this.

/**
 * Requested reservations whose 48-hour hold has passed become `expired`, and their occupancy is
 * deleted (the nights are free again), in one statement. For one property (lazily, before a
 * booking) or all of them (the job, and the server's own 5-minute timer in src/instrumentation.ts).
 * Each guest then gets the "request expired" mail in their language, unless `mail: false` (a call
 * inside a transaction that may still roll back). Returns the expired reservations' ids.
 */
export async function expireRequests(
  orm: Orm,
  now: Date = new Date(),
  propertyId?: number,
  opts: { mail?: boolean } = {},
): Promise<number[]> {
  const expired = await rows<{ id: number }>(
    orm,
    sql`with expired as (
        update reservations set status = 'expired', expired_at = ${now.toISOString()}::timestamptz
        where status = 'requested' and hold_expires_at <= ${now.toISOString()}::timestamptz
          ${propertyId === undefined ? sql`` : sql`and property_id = ${propertyId}`}
        returning id
      ), freed as (
        delete from occupancies where reservation_id in (select id from expired) returning id
      )
      select id from expired`,
  );
  const ids = expired.map((r) => r.id);
  if (opts.mail !== false) for (const id of ids) await sendDecisionMail(orm, id, 'expired');
  return ids;
}

/**
 * The expiry as a job: once across every app server at a time (the server's 5-minute timer and
 * `npm run jobs:expire-requests` on each instance); a run while another holds the lock is skipped.
 */
export function runExpireRequestsJob(orm: Orm, now: Date = new Date()): Promise<JobRun<number[]>> {
  return runJobOnce(orm, 'expire-requests', () => expireRequests(orm, now));
}
