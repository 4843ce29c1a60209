import 'server-only';
import { DATABASE_GLOBAL } from '../../../entry/protocol.mjs';
import { openDatabase, type Database } from './open';
import { config } from '../core/config.mjs';
import { onStop } from '../core/lifecycle.mjs';
import { addGauge } from '../core/metrics.mjs';

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite
 * persisted under PGLITE_DIR (default .data/pglite). Migrations run on first use.
 */
const globalForDb = globalThis as unknown as { __db?: Promise<Database>; [DATABASE_GLOBAL]?: () => Promise<Database> };

export function getDb(): Promise<Database> {
  if (!globalForDb.__db) {
    const opening = openDatabase({ url: config().databaseUrl, dataDir: config().pgliteDir }).then(async (db) => {
      await db.migrate();
      return db;
    });
    globalForDb.__db = opening;
    // A failed open is not kept: the next caller (or /readyz) tries again.
    opening.catch(() => {
      if (globalForDb.__db === opening) globalForDb.__db = undefined;
    });
    whenOpened(opening);
    return opening;
  }
  return globalForDb.__db;
}

/**
 * The process's database is closed last when the server stops (entry/server.mjs runs the phase), and
 * its pool's use is a metric (PostgreSQL: connections open, idle, and requests waiting for one).
 */
function whenOpened(opened: Promise<Database>) {
  onStop('database', 'app database', async () => {
    const database = await opened.catch(() => null);
    await database?.close();
  });
  opened.then(
    (database) => {
      const pool = database.poolStats;
      if (!pool) return;
      addGauge('alma_db_pool_connections', 'Database pool connections by state (total, idle, waiting requests)', ['state'], () => {
        const now = pool();
        return [
          { labels: { state: 'total' }, value: now.total },
          { labels: { state: 'idle' }, value: now.idle },
          { labels: { state: 'waiting' }, value: now.waiting },
        ];
      });
    },
    () => {},
  );
}

// The Node entry's /readyz opens the database this way if nothing has yet (entry/server.mjs).
globalForDb[DATABASE_GLOBAL] = getDb;

export async function db() {
  return (await getDb()).orm;
}

/** Makes the process use an already open database (tests, scripts); the next db() call returns it. */
export function useDatabase(database: Database): void {
  globalForDb.__db = Promise.resolve(database);
}
