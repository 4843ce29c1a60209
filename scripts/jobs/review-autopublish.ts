/**
 * Publishes the reviews no concierge or administrator handled within 72 hours (issue 32), with each
 * villa's review count and average. Every 10 minutes the server runs it as a pg-boss schedule
 * (src/server/queue/registry.ts), once across servers; this script runs the same job now, at once.
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runReviewAutoPublishJob } from '../../src/server/reviews/review-jobs';
import { jobConfig } from '../support/job-config';

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runReviewAutoPublishJob(systemContext(db.orm, 'review-autopublish'));
  if (!run.ran) console.log(`another server is publishing reviews now: skipped (${db.kind})`);
  else console.log(`published ${run.result.length} review(s) after 72 hours (${db.kind})`);
} finally {
  await db.close();
}
