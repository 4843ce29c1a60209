/**
 * Issues and locks the owners' monthly statements that are due: on and after the 3rd, last month's
 * (and any earlier month still open). Hourly
 * the server runs it as a pg-boss schedule (src/server/queue/registry.ts), once across servers;
 * this script runs the same job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 * `--now=2026-12-03T08:00:00Z` runs it as of another moment.
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runIssueStatementsJob } from '../../src/server/owners/statements/issue-statements';
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
  const run = await runIssueStatementsJob(systemContext(db.orm, 'issue-statements', { now }));
  if (!run.ran) console.log(`another server is issuing statements now: skipped (${db.kind})`);
  else if (run.result.issued.length === 0) console.log(`nothing to issue through ${run.result.month} (${db.kind})`);
  else for (const { owner, months } of run.result.issued) console.log(`owner #${owner}: issued ${months.join(', ')} (${db.kind})`);
} finally {
  await db.close();
}
