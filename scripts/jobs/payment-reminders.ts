/**
 * Mails guests whose balance is due within 7 days or overdue (once per reservation and due date).
 * Every 5 minutes the server runs it as a pg-boss schedule (src/server/queue/registry.ts), once across servers;
 * this script runs the same job now, at once (through its lock: never beside a scheduled run on PostgreSQL).
 */
import { systemContext } from '../../src/server/access/context';
import { runPaymentRemindersJob } from '../../src/server/booking/payment-reminders';
import { openDatabase } from '../../src/server/db/open';
import { jobConfig } from '../support/job-config';

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runPaymentRemindersJob(systemContext(db.orm, 'payment-reminders'));
  if (!run.ran) console.log(`another server is sending payment reminders now: skipped (${db.kind})`);
  else
    console.log(
      `reminded ${run.result.soon.length} guest(s) of a balance due soon, ${run.result.overdue.length} of an overdue one (${db.kind})`,
    );
} finally {
  await db.close();
}
