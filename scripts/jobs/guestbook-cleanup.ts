/**
 * Deletes the guests' identity documents 30 days after check-out (issue 16). Hourly
 * the server runs it as a pg-boss schedule (src/server/queue/registry.ts), once across servers;
 * this script runs the same job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 * `--now=2027-05-01T08:00:00Z` runs it as of another moment.
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runGuestbookCleanupJob } from '../../src/server/guestbook/check-in/guestbook-cleanup';
import { jobConfig } from '../support/job-config';

const nowArg = process.argv.find((a) => a.startsWith('--now='))?.slice('--now='.length);
const now = nowArg ? new Date(nowArg) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`not a moment: ${nowArg}`);
  process.exit(2);
}

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runGuestbookCleanupJob(systemContext(db.orm, 'guestbook-cleanup', { now }));
  if (!run.ran) console.log(`another server is cleaning up the guestbook now: skipped (${db.kind})`);
  else console.log(`identity documents deleted for ${run.result.length} stay(s) (${db.kind})`);
} finally {
  await db.close();
}
