/**
 * Mails each confirmed stay its guestbook's signed link 7 days before arrival (once per
 * reservation). The server runs this every 5 minutes itself (src/instrumentation.ts); this script
 * is for deployments that prefer an external scheduler.
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
