/**
 * Mails each participant one digest of their messages unread for more than 5 minutes, once per
 * message. Every MESSAGE_DIGEST_EVERY_MS
 * the server runs it as a pg-boss schedule (src/server/queue/registry.ts), once across servers;
 * this script runs the same job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runMessageDigestJob } from '../../src/server/messaging/message-digest';
import { jobConfig } from '../support/job-config';

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runMessageDigestJob(systemContext(db.orm, 'message-digest'));
  if (!run.ran) console.log(`another server is sending message digests now: skipped (${db.kind})`);
  else console.log(`mailed ${run.result.length} message digest(s) (${db.kind})`);
} finally {
  await db.close();
}
