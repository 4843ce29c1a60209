import type { ServiceContext } from '../../access/context';
import { type JobRun, runJobOnce } from '../../core/jobs';
import { type SyncOptions, syncAllFeeds } from './sync-feed';
import { config, type Env } from '../../core/config.mjs';

// No 'server-only' marker: src/instrumentation.ts and scripts/jobs/ical-sync.ts run it.

/** Polls every imported iCal feed, once across servers (a run in progress elsewhere: skipped). */
export function runIcalSyncJob(ctx: ServiceContext, opts: SyncOptions = {}): Promise<JobRun<{ synced: number; failed: number }>> {
  return runJobOnce(ctx.orm, 'ical-sync', () => syncAllFeeds(ctx.orm, { now: ctx.now, ...opts }));
}

/** Minutes between polls: ICAL_SYNC_EVERY_MINUTES (default 20, at least 1). */
export function icalSyncEveryMinutes(env?: Env): number {
  return config(env).icalSyncEveryMinutes;
}
