import { icalSyncEveryMinutes } from './ical-sync-job';

// No 'server-only' marker: src/instrumentation.ts loads it at server start.

/**
 * Polls every iCal feed every ICAL_SYNC_EVERY_MINUTES (20) inside the server (issue 15), once across
 * servers (runJobOnce); `npm run jobs:ical-sync` does one run for an external scheduler. Never during
 * `next build`; the timer keeps no process alive.
 */
export function scheduleIcalSync(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const marker = globalThis as unknown as { __icalSyncTimer?: NodeJS.Timeout };
  if (marker.__icalSyncTimer) return;
  const run = async () => {
    try {
      const [{ getDb }, { runIcalSyncJob }, { systemContext }] = await Promise.all([
        import('../../db/client'),
        import('./ical-sync-job'),
        import('../../access/context'),
      ]);
      const { orm } = await getDb();
      const job = await runIcalSyncJob(systemContext(orm, 'ical-sync'));
      if (job.ran && job.result.synced + job.result.failed > 0)
        console.info(`[jobs] iCal feeds: ${job.result.synced} synced, ${job.result.failed} failed`);
    } catch (err) {
      console.error('[jobs] the iCal sync failed', err);
    }
  };
  const every = icalSyncEveryMinutes() * 60_000;
  // First run a minute after start (not blocking it), then every interval.
  setTimeout(run, Math.min(every, 60_000)).unref();
  marker.__icalSyncTimer = setInterval(run, every);
  marker.__icalSyncTimer.unref();
}
