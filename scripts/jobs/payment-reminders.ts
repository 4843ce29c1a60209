/**
 * Mails guests whose balance is due within 7 days or overdue (once per reservation and due date).
 * The server runs this every 5 minutes itself (src/instrumentation.ts); this script is for
 * deployments that prefer an external scheduler.
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
