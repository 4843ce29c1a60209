import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { useDatabase } from '@/server/db/client';
import { type Database, openDatabase } from '@/server/db/open';

/** The run's migrated template (src/test/integration-template.ts), if the project has one. */
function template() {
  try {
    return inject('testDatabaseTemplate') ?? null;
  } catch {
    return null;
  }
}

/** The run's migrated PGlite template as a data-folder dump (`loadDataDir`), if this run has one. */
export function pgliteTemplate(): Blob | undefined {
  const from = template();
  return from?.kind === 'pglite' ? new Blob([fs.readFileSync(from.file)]) : undefined;
}

/**
 * A migrated, empty database for one test file, with pg-boss's schema: in-memory PGlite by
 * default, or a fresh database on the PostgreSQL server named by DATABASE_URL (dropped again by
 * dispose()). Both are copies of the run's template when there is one (the integration project).
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = pgliteTemplate();
    const db = await openDatabase(loadDataDir ? { loadDataDir } : {});
    await db.migrate();
    return { ...db, dispose: () => db.close() };
  }
  const from = template();
  const name = `alma_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(from?.kind === 'postgres' ? `create database ${name} template ${from.name}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolSize: 20 });
  await db.migrate();
  return {
    ...db,
    async dispose() {
      await db.close();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      // pool.end() returns before every backend has gone: wait for them (up to 3 s), so the forced
      // drop does not kill a closing connection of ours (an unhandled 57P01 in the test run).
      for (let i = 0; i < 60; i++) {
        const { rows } = await again.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** createTestDatabase(), made the database of the code under test (useDatabase) for this test file. */
export async function useTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const database = await createTestDatabase();
  useDatabase(database);
  return database;
}
