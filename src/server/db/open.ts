import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  orm: Orm;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), 'src/server/db/migrations');

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite's data folder; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const orm = drizzleNodePg(pool, { schema, casing: 'snake_case' });
    return {
      orm: orm as unknown as Orm,
      kind: 'postgres',
      migrate: () => migrateNodePg(orm, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  // PGlite does not create nested folders itself (STACK-NOTES 6).
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir ?? 'memory://', { extensions: { btree_gist } });
  const orm = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    orm: orm as unknown as Orm,
    kind: 'pglite',
    migrate: () => migratePglite(orm, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
