/**
 * Mails review invitations (the day after check-out, the villa's date) and the one reminder (day 7)
 * for confirmed stays not yet reviewed, each once per stay (issue 32). Hourly the server runs it as a
 * pg-boss schedule (src/server/queue/registry.ts), once across servers; this script runs the same
 * job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runReviewMailsJob } from '../../src/server/reviews/review-jobs';
import { jobConfig } from '../support/job-config';

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runReviewMailsJob(systemContext(db.orm, 'review-mails'));
  if (!run.ran) console.log(`another server is sending review mails now: skipped (${db.kind})`);
  else console.log(`review invitations: ${run.result.invited.length}, reminders: ${run.result.reminded.length} (${db.kind})`);
} finally {
  await db.close();
}
