import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/open';
import { executorFor } from '@/server/queue/executor';
import { QUEUE_SCHEMA } from '@/server/queue/queue';

/**
 * The integration tests' template database (vitest globalSetup): migrated once per run, with
 * pg-boss's schema (issue 29), so each test file starts from a copy instead of paying initdb,
 * the migrations and pg-boss's schema. PGlite: a dump of the data folder that each file loads
 * (`loadDataDir`); PostgreSQL (DATABASE_URL): a database each file is created from
 * (`create database … template …`). src/test/test-database.ts makes the copies.
 */
export type TestDatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate | null;
  }
}

async function installQueueSchema(db: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const boss = new PgBoss({ db: executorFor(db.orm) as PgBoss.Db, schema: QUEUE_SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({});
    await db.migrate();
    await installQueueSchema(db);
    const dump = await (db.orm as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client.dumpDataDir('gzip');
    await db.close();
    const file = path.join(os.tmpdir(), `alma-test-template-${process.pid}-${Date.now().toString(36)}.tar.gz`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', { kind: 'pglite', file });
    return async () => fs.rmSync(file, { force: true });
  }
  const name = `alma_template_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolSize: 2 });
  await db.migrate();
  await installQueueSchema(db);
  await db.close();
  // No connection may stay on a template while databases are created from it.
  for (let i = 0; i < 60; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  project.provide('testDatabaseTemplate', { kind: 'postgres', name });
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
