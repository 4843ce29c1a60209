/**
 * Mails each confirmed stay its guestbook's signed link 7 days before arrival (once per
 * reservation). Every 5 minutes
 * the server runs it as a pg-boss schedule (src/server/queue/registry.ts), once across servers;
 * this script runs the same job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runGuestbookPreArrivalJob } from '../../src/server/guestbook/open/guestbook-mail';
import { jobConfig } from '../support/job-config';

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runGuestbookPreArrivalJob(systemContext(db.orm, 'guestbook-pre-arrival'));
  if (!run.ran) console.log(`another server is sending pre-arrival mails now: skipped (${db.kind})`);
  else console.log(`mailed ${run.result.length} guest(s) their guestbook before arrival (${db.kind})`);
} finally {
  await db.close();
}
