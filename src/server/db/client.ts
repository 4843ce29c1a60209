import 'server-only';
import { openDatabase, type Database } from './open';
import { config } from '../core/config.mjs';

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite
 * persisted under PGLITE_DIR (default .data/pglite). Migrations run on first use.
 */
const globalForDb = globalThis as unknown as { __db?: Promise<Database> };

export function getDb(): Promise<Database> {
  globalForDb.__db ??= openDatabase({ url: config().databaseUrl, dataDir: config().pgliteDir }).then(async (db) => {
    await db.migrate();
    return db;
  });
  return globalForDb.__db;
}

export async function db() {
  return (await getDb()).orm;
}

/** Makes the process use an already open database (tests, scripts); the next db() call returns it. */
export function useDatabase(database: Database): void {
  globalForDb.__db = Promise.resolve(database);
}
