/**
 * Expires booking requests whose 48-hour hold has passed and frees their nights. Bookings also
 * do this lazily for their villa; run this from a scheduler (e.g. every 10 minutes) so the
 * calendars and trips stay right when nobody books. Each guest gets the "request expired" mail.
 * Every 5 minutes the server runs it as a pg-boss schedule (src/server/queue/registry.ts), once across servers;
 * this script runs the same job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 */
import { systemContext } from '../../src/server/access/context';
import { runExpireRequestsJob } from '../../src/server/booking/expire-requests';
import { openDatabase } from '../../src/server/db/open';
import { jobConfig } from '../support/job-config';

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runExpireRequestsJob(systemContext(db.orm, 'expire-requests'));
  if (!run.ran) console.log(`another server is expiring requests now: skipped (${db.kind})`);
  else console.log(`expired ${run.result.length} request(s)${run.result.length ? `: ${run.result.join(', ')}` : ''} (${db.kind})`);
} finally {
  await db.close();
}
