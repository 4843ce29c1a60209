/**
 * Polls every imported iCal feed once (issue 15). Every
 * ICAL_SYNC_EVERY_MINUTES (20) the server runs it as a pg-boss schedule (src/server/queue/registry.ts), once across servers;
 * this script runs the same job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runIcalSyncJob } from '../../src/server/owners/ical/ical-sync-job';
import { jobConfig } from '../support/job-config';

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runIcalSyncJob(systemContext(db.orm, 'ical-sync'));
  if (!run.ran) console.log(`another server is syncing iCal feeds now: skipped (${db.kind})`);
  else console.log(`iCal feeds: ${run.result.synced} synced, ${run.result.failed} failed (${db.kind})`);
} finally {
  await db.close();
}
