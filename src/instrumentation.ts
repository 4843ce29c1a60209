/**
 * Next's instrumentation hook: runs once when a server starts (Node.js runtime only, never during
 * `next build`). It starts the process's queue (src/server/queue/queue.ts, pg-boss in the app's
 * database): every periodic job — request expiry, payment reminders, guestbook pre-arrival mails,
 * message digests (every MESSAGE_DIGEST_EVERY_MS), live-event pruning, refund retries, iCal sync
 * (every ICAL_SYNC_EVERY_MINUTES), owners' statements, guestbook clean-up — is a pg-boss schedule
 * that runs once across servers (src/server/queue/registry.ts); JOBS=off starts no workers and no
 * schedules (the process still sends jobs). It also listens for the page cache's invalidations.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` loads the server to prerender pages: no queue there.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const marker = globalThis as unknown as { __almaRegistered?: boolean };
  if (marker.__almaRegistered) return;
  marker.__almaRegistered = true;
  const { configProblems } = await import('./server/core/config.mjs');
  // server.mjs refuses to start on these; `next dev` (no entry) only says so.
  for (const problem of configProblems()) console.warn(`[config] ${problem}`);

  // The page cache (issue 18): every server drops the pages another server's write changed.
  const [{ getDb }, { listenForPageInvalidations }] = await Promise.all([
    import('./server/db/client'),
    import('./server/http/page-cache-bus'),
  ]);
  listenForPageInvalidations(await getDb()).catch((err) => console.error('[cache] could not listen for page invalidations', err));

  // The queue and its schedules (issue 29). A failure to start is logged; requests are still served.
  const { startQueue } = await import('./server/queue/queue');
  startQueue().then(
    (queue) => console.info(`[queue] started (${queue.workers ? 'workers and schedules' : 'JOBS=off: sending only'})`),
    (err) => console.error('[queue] could not start', err),
  );
}
