/**
 * Next's instrumentation hook: runs once when a server starts. It schedules the expiry of holds
 * (requests unanswered for 48 hours, reservations unpaid for 72 → `expired`, nights freed, guest
 * mailed) and the balance reminders (src/server/booking/payment-reminders.ts) every 5 minutes inside
 * the server, so calendars and trips stay right even when nobody books and no external scheduler
 * runs `npm run jobs:expire-requests`. Bookings still expire stale holds lazily too. Message
 * digests (`npm run jobs:message-digest`) run every minute (MESSAGE_DIGEST_EVERY_MS), with the
 * clean-up of live events older than a week, the retries of failed card refunds
 * (`npm run jobs:refund-retries`) and the deletion of stored files no row names (`npm run jobs:storage-sweep`).
 */
export const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` loads the server to prerender pages: no timers there.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const marker = globalThis as unknown as { __expiryTimer?: NodeJS.Timeout; __digestTimer?: NodeJS.Timeout };
  if (marker.__expiryTimer) return;
  const { config, configProblems } = await import('./server/core/config.mjs');
  // server.mjs refuses to start on these; `next dev` (no entry) only says so.
  for (const problem of configProblems()) console.warn(`[config] ${problem}`);
  const run = async () => {
    try {
      const [{ getDb }, { runExpireRequestsJob }, { runPaymentRemindersJob }, { systemContext }] = await Promise.all([
        import('./server/db/client'),
        import('./server/booking/expire-requests'),
        import('./server/booking/payment-reminders'),
        import('./server/access/context'),
      ]);
      const { orm } = await getDb();
      // Another server running it now: skipped (src/server/platform/jobs.ts).
      const job = await runExpireRequestsJob(systemContext(orm, 'expire-requests'));
      if (job.ran && job.result.length) console.info(`[jobs] expired ${job.result.length} reservation(s): ${job.result.join(', ')}`);
      const reminders = await runPaymentRemindersJob(systemContext(orm, 'payment-reminders'));
      if (reminders.ran && reminders.result.soon.length + reminders.result.overdue.length > 0) {
        console.info(`[jobs] balance reminders: ${reminders.result.soon.length} due soon, ${reminders.result.overdue.length} overdue`);
      }
      // The guestbook's pre-arrival mails (issue 16): 7 days before arrival, once per stay.
      const { runGuestbookPreArrivalJob } = await import('./server/guestbook/open/guestbook-mail');
      const preArrival = await runGuestbookPreArrivalJob(systemContext(orm, 'guestbook-pre-arrival'));
      if (preArrival.ran && preArrival.result.length) console.info(`[jobs] guestbook pre-arrival mails: ${preArrival.result.length}`);
    } catch (err) {
      console.error('[jobs] the booking jobs failed', err);
    }
  };
  // First run shortly after start (not blocking it), then every 5 minutes; neither keeps the process alive.
  setTimeout(run, 15_000).unref();
  marker.__expiryTimer = setInterval(run, EXPIRY_INTERVAL_MS);
  marker.__expiryTimer.unref();

  const digest = async () => {
    try {
      const [{ getDb }, { runMessageDigestJob }, { runPruneLiveEventsJob }, { systemContext }] = await Promise.all([
        import('./server/db/client'),
        import('./server/messaging/message-digest'),
        import('./server/live/prune-events'),
        import('./server/access/context'),
      ]);
      const { orm } = await getDb();
      // Another server running it now: skipped (src/server/platform/jobs.ts).
      const run = await runMessageDigestJob(systemContext(orm, 'message-digest'));
      if (run.ran && run.result.length) console.info(`[jobs] message digests mailed to ${run.result.length} participant(s)`);
      await runPruneLiveEventsJob(systemContext(orm, 'prune-live-events'));
      // Card refunds whose provider call failed, tried again on their schedule (1, 5, 30 minutes, 2 hours).
      const { runRefundRetriesJob } = await import('./server/payments/refund-retries');
      const refunds = await runRefundRetriesJob(systemContext(orm, 'refund-retries'));
      if (refunds.ran && refunds.result.tried) console.info(`[jobs] card refunds tried again: ${refunds.result.tried}`);
      // Files no row names any more (photos removed, attachments deleted by cascade…): decision 038.
      const { runStorageSweepJob } = await import('./server/storage/orphans');
      const sweep = await runStorageSweepJob(systemContext(orm, 'storage-sweep'));
      if (sweep.ran && sweep.result.deleted) console.info(`[jobs] stored files deleted: ${sweep.result.deleted}`);
    } catch (err) {
      console.error('[jobs] the message digest failed', err);
    }
  };
  marker.__digestTimer = setInterval(digest, config().messageDigestEveryMs);
  marker.__digestTimer.unref();

  // The page cache (issue 18): every server drops the pages another server's write changed.
  const [{ getDb }, { listenForPageInvalidations }] = await Promise.all([
    import('./server/db/client'),
    import('./server/http/page-cache-bus'),
  ]);
  listenForPageInvalidations(await getDb()).catch((err) => console.error('[cache] could not listen for page invalidations', err));
  // The dated search's cache (issue 29, decision 038): every server forgets its answers when any server writes what a search reads.
  const [{ listenForSearchChanges }, { offerSearchAnswers }] = await Promise.all([
    import('./server/catalog/search-cache'),
    import('./server/catalog/search-entry'),
  ]);
  listenForSearchChanges(await getDb()).then(
    () => offerSearchAnswers(),
    (err) => console.error('[cache] could not listen for search changes', err),
  );

  // Backups of the embedded database while it serves (issue 29, decision 039): `npm run db:backup`
  // asks this process for a consistent copy on a unix socket beside the data folder (mode 600).
  const database = await getDb();
  if (database.kind === 'pglite') {
    const [{ backupSocketPath, startBackupSocket }, { onStop }] = await Promise.all([
      import('./server/db/backup'),
      import('./server/core/lifecycle.mjs'),
    ]);
    const socket = backupSocketPath(config().pgliteDir);
    startBackupSocket(database, socket).then(
      (stop) => onStop('workers', 'backup socket', stop),
      (err) => console.error(`[backup] no backup socket at ${socket}: db:backup will not work while this server runs`, err),
    );
  }

  // The owner portal's jobs (issue 15): iCal feeds polled, monthly statements issued (src/server/owners/owner-jobs.ts).
  const { scheduleOwnerJobs } = await import('./server/owners/owner-jobs');
  scheduleOwnerJobs();

  // The guestbook's identity documents deleted 30 days after check-out (issue 16).
  const { scheduleGuestbookCleanup } = await import('./server/guestbook/check-in/guestbook-cleanup-schedule');
  scheduleGuestbookCleanup();
}
