/**
 * Sends again the card refunds whose call to their provider failed, once their retry time has come
 * (1 minute, 5 minutes, 30 minutes, 2 hours; after the last try the refund is `failed` and the desk
 * sees it), and any refund decided but never sent. Every minute
 * the server runs it as a pg-boss schedule (src/server/queue/registry.ts), once across servers;
 * this script runs the same job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runRefundRetriesJob } from '../../src/server/payments/refund-retries';

const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR ?? '.data/pglite' });
try {
  await db.migrate();
  const run = await runRefundRetriesJob(systemContext(db.orm, 'refund-retries'));
  if (!run.ran) console.log(`another server is retrying refunds now: skipped (${db.kind})`);
  else console.log(`tried ${run.result.tried} card refund(s) again (${db.kind})`);
} finally {
  await db.close();
}
