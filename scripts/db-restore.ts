/**
 * npm run db:restore -- FILE: replaces the embedded database (PGlite, PGLITE_DIR) with a backup
 * made by db:backup (docs/decisions/043). The server must be stopped: refused while it answers on
 * the socket beside the folder. The old folder is kept aside until the restored one opens (and
 * is migrated to this version), and put back if it does not. With DATABASE_URL it prints the
 * pg_restore command instead.
 */
import fs from 'node:fs';
import { config } from '../src/server/core/config.mjs';
import { backupSocketPath, restoreFolder, socketAnswers } from '../src/server/db/backup';
import { postgresCommands } from './support/pg-commands';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('usage: npm run db:restore -- FILE');
  process.exit(2);
}
const { databaseUrl, pgliteDir } = config();
if (databaseUrl) {
  console.error(
    `DATABASE_URL is set: restore PostgreSQL with pg_restore (stop the app servers first):\n\n  ${postgresCommands(file).restore}\n`,
  );
  process.exit(2);
}
if (!fs.existsSync(file)) {
  console.error(`no such file: ${file}`);
  process.exit(2);
}
const socket = backupSocketPath(pgliteDir);
if (await socketAnswers(socket)) {
  console.error(`the server is running on ${pgliteDir} (it answers on ${socket}): stop it, then run db:restore again`);
  process.exit(1);
}
const started = Date.now();
await restoreFolder(pgliteDir, new Uint8Array(fs.readFileSync(file)), (line) => console.log(line));
console.log(`${pgliteDir} restored from ${file} (${Date.now() - started} ms); start the server again`);
