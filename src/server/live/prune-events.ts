import { sql } from 'drizzle-orm';
import { requireSystem } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { type JobRun, runJobOnce } from '../core/jobs';

// No 'server-only' marker: the queue (src/server/queue/registry.ts) runs this outside a request.

/** How long a live event can be replayed: a browser away longer reloads its page instead. */
export const LIVE_EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes live events older than the retention (ctx.now injected); returns how many. */
export async function pruneLiveEvents(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.now.getTime() - LIVE_EVENT_RETENTION_MS).toISOString();
  const [row] = await rows<{ n: number }>(
    ctx.orm,
    sql`with gone as (delete from live_events where created_at < ${before}::timestamptz returning 1) select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}

/** The clean-up as a job, once across every app server at a time. */
export function runPruneLiveEventsJob(ctx: ServiceContext): Promise<JobRun<number>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'prune-live-events', () => pruneLiveEvents(ctx));
}
