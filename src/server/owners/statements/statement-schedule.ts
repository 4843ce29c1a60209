// No 'server-only' marker: src/instrumentation.ts loads it at server start (through owner-jobs.ts).

/** How often the server checks for statements due (they are due once a month; a check is cheap). */
export const STATEMENT_CHECK_MS = 60 * 60 * 1000;

/**
 * Issues last month's statements on the 3rd (issue 15): checks shortly after start and then every
 * hour; each run holds the job's lock (once across servers) and issues only what is due and not
 * yet issued. `npm run jobs:issue-statements` does the same from an external scheduler.
 */
export function scheduleStatementIssuing(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const marker = globalThis as unknown as { __statementTimer?: NodeJS.Timeout };
  if (marker.__statementTimer) return;
  const run = async () => {
    try {
      const [{ getDb }, { runIssueStatementsJob }, { systemContext }] = await Promise.all([
        import('../../db/client'),
        import('./issue-statements'),
        import('../../access/context'),
      ]);
      const { orm } = await getDb();
      const job = await runIssueStatementsJob(systemContext(orm, 'issue-statements'));
      if (job.ran && job.result.issued.length)
        console.info(`[jobs] owner statements issued through ${job.result.month} for ${job.result.issued.length} owner(s)`);
    } catch (err) {
      console.error('[jobs] issuing owner statements failed', err);
    }
  };
  setTimeout(run, 20_000).unref();
  marker.__statementTimer = setInterval(run, STATEMENT_CHECK_MS);
  marker.__statementTimer.unref();
}
