/**
 * Deletes the stored files that no row names any more (photos removed, a trip's messages deleted
 * by cascade, identity documents expired or replaced: decision 038). The server does it by itself
 * every minute; this script is for deployments that prefer an external scheduler.
 */
import { systemContext } from '../../src/server/access/context';
import { openDatabase } from '../../src/server/db/open';
import { runStorageSweepJob } from '../../src/server/storage/orphans';
import { jobConfig } from '../support/job-config';

const settings = jobConfig();
const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir });
try {
  await db.migrate();
  const run = await runStorageSweepJob(systemContext(db.orm, 'storage-sweep'));
  if (!run.ran) console.log(`another server is sweeping the storage now: skipped (${db.kind})`);
  else console.log(`files deleted: ${run.result.deleted}, still named (kept): ${run.result.kept} (${db.kind})`);
} finally {
  await db.close();
}
