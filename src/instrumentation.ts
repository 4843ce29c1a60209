/**
 * Next's instrumentation hook: runs once when a server starts (Node.js runtime only, never during
 * `next build`). It starts the process's queue (src/server/queue/queue.ts, pg-boss in the app's
 * database): every periodic job — request expiry, payment reminders, guestbook pre-arrival mails,
 * message digests (every MESSAGE_DIGEST_EVERY_MS), live-event pruning, refund retries, iCal sync
 * (every ICAL_SYNC_EVERY_MINUTES), owners' statements, guestbook clean-up, the deletion of stored files
 * no row names (storage sweep) — is a pg-boss schedule
 * that runs once across servers (src/server/queue/registry.ts); JOBS=off starts no workers and no
 * schedules (the process still sends jobs). It also listens for the page cache's and the dated
 * search cache's invalidations, and opens the embedded database's backup socket.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` loads the server to prerender pages: no queue there.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const marker = globalThis as unknown as { __almaRegistered?: boolean };
  if (marker.__almaRegistered) return;
  marker.__almaRegistered = true;
  const { config, configProblems } = await import('./server/core/config.mjs');
  // entry/server.mjs refuses to start on these; `next dev` (no entry) only says so.
  for (const problem of configProblems()) console.warn(`[config] ${problem}`);

  // The page cache (issue 18): every server drops the pages another server's write changed.
  const [{ getDb }, { listenForPageInvalidations }] = await Promise.all([
    import('./server/db/client'),
    import('./server/core/page-cache-bus'),
  ]);
  listenForPageInvalidations(await getDb()).catch((err) => console.error('[cache] could not listen for page invalidations', err));
  // The dated search's cache (issue 29, decision 042): every server forgets its answers when any server writes what a search reads.
  const [{ listenForSearchChanges }, { offerSearchAnswers }] = await Promise.all([
    import('./server/catalog/search-cache'),
    import('./server/catalog/search-entry'),
  ]);
  listenForSearchChanges(await getDb()).then(
    () => offerSearchAnswers(),
    (err) => console.error('[cache] could not listen for search changes', err),
  );

  // Backups of the embedded database while it serves (issue 29, decision 043): `npm run db:backup`
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

  // The queue and its schedules (issue 29). A failure to start is logged; requests are still served.
  const { startQueue } = await import('./server/queue/queue');
  startQueue().then(
    (queue) => console.info(`[queue] started (${queue.workers ? 'workers and schedules' : 'JOBS=off: sending only'})`),
    (err) => console.error('[queue] could not start', err),
  );
}
