// No 'server-only' marker: src/instrumentation.ts loads it at server start.

/** How often the server looks for identity documents past their keeping (they are due by the day: hourly is plenty). */
export const GUESTBOOK_CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes identity documents 30 days after check-out (runGuestbookCleanupJob): shortly after start,
 * then every hour; each run holds the job's lock (once across servers). `npm run
 * jobs:guestbook-cleanup` does the same from an external scheduler.
 */
export function scheduleGuestbookCleanup(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const marker = globalThis as unknown as { __guestbookCleanupTimer?: NodeJS.Timeout };
  if (marker.__guestbookCleanupTimer) return;
  const run = async () => {
    try {
      const [{ getDb }, { runGuestbookCleanupJob }, { systemContext }] = await Promise.all([
        import('../../db/client'),
        import('./guestbook-cleanup'),
        import('../../access/context'),
      ]);
      const { orm } = await getDb();
      const job = await runGuestbookCleanupJob(systemContext(orm, 'guestbook-cleanup'));
      if (job.ran && job.result.length) console.info(`[jobs] identity documents deleted for ${job.result.length} stay(s)`);
    } catch (err) {
      console.error('[jobs] the guestbook clean-up failed', err);
    }
  };
  setTimeout(run, 25_000).unref();
  marker.__guestbookCleanupTimer = setInterval(run, GUESTBOOK_CLEANUP_EVERY_MS);
  marker.__guestbookCleanupTimer.unref();
}
