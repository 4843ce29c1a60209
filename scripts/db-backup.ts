/**
 * npm run db:backup -- FILE: a backup of the embedded database (PGlite, PGLITE_DIR) into FILE, a
 * gzipped tar of its data folder (docs/decisions/043). While the server runs it asks the server
 * for a consistent copy on the socket beside the folder (`<PGLITE_DIR>.sock`); stopped, it opens
 * the folder itself. With DATABASE_URL it prints the pg_dump command instead.
 */
import { config } from '../src/server/core/config.mjs';
import { backupSocketPath, dumpFromRunningServer, dumpStoppedFolder, writeBackupFile } from '../src/server/db/backup';
import { postgresCommands } from './support/pg-commands';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('usage: npm run db:backup -- FILE');
  process.exit(2);
}
const { databaseUrl, pgliteDir } = config();
if (databaseUrl) {
  console.error(`DATABASE_URL is set: back PostgreSQL up with pg_dump (a running server is fine):\n\n  ${postgresCommands(file).backup}\n`);
  process.exit(2);
}
const started = Date.now();
const fromServer = await dumpFromRunningServer(backupSocketPath(pgliteDir));
const bytes = fromServer ?? (await dumpStoppedFolder(pgliteDir));
writeBackupFile(file, bytes);
const size = `${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `backup of ${pgliteDir} written to ${file} (${size}, ${fromServer ? 'from the running server' : 'the server is stopped: read from the folder'}, ${Date.now() - started} ms)`,
);
