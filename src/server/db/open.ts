import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** PostgreSQL: the pool's connections now (open, idle, and queries waiting for one); PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * LISTENs on `channel` (DESIGN §10): PGlite in-process, PostgreSQL on one dedicated client
   * (a pooled connection would lose the LISTEN when handed back; STACK-NOTES 16), reconnected
   * with backoff when it fails. `onReconnect` runs after every reconnect: notifications sent
   * while the connection was down are lost, so the caller catches up from its own store.
   * Resolves with a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: a consistent copy of the data folder, as a gzipped tar (PGlite's `dumpDataDir`),
   * taken after a CHECKPOINT while no transaction is open (db:backup, src/server/db/backup.ts).
   */
  dumpDataDir?(): Promise<Uint8Array>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), 'src/server/db/migrations');

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite's data folder; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from this dump of a data folder (`dumpDataDir`), e.g. the tests' migrated template. */
  loadDataDir?: Blob;
}

/** PGlite's shared buffers (PostgreSQL's own default is 128MB). */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const orm = drizzleNodePg(pool, { schema, casing: 'snake_case' });
    return {
      orm: orm as unknown as Orm,
      kind: 'postgres',
      migrate: () => migrateNodePg(orm, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload, onReconnect) => listenOnDedicatedClient(opts.url ?? '', channel, onPayload, onReconnect),
    };
  }
  // PGlite does not create nested folders itself (STACK-NOTES 6).
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers would sit in the WebAssembly heap for good; the
  // embedded database is small and its files are in the OS's page cache (issue 18: server memory).
  const client = await PGlite.create(opts.dataDir ?? 'memory://', {
    extensions: { btree_gist, pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const orm = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    orm: orm as unknown as Orm,
    kind: 'pglite',
    migrate: () => migratePglite(orm, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async dumpDataDir() {
      await client.exec('CHECKPOINT');
      // PGlite's transaction lock (held by a transaction from BEGIN to COMMIT and by each query):
      // the copy is taken between transactions, never in the middle of one.
      const locked = client as unknown as { _runExclusiveTransaction?: (fn: () => Promise<Blob>) => Promise<Blob> };
      const dump = () => client.dumpDataDir('gzip');
      const blob = locked._runExclusiveTransaction ? await locked._runExclusiveTransaction(dump) : await dump();
      return new Uint8Array(await blob.arrayBuffer());
    },
  };
}

/** Backoff between reconnects of a LISTEN client: 250 ms doubling up to 10 s. */
const LISTEN_BACKOFF_MS = { first: 250, max: 10_000 };

async function listenOnDedicatedClient(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  const quoted = `"${channel.replaceAll('"', '""')}"`;
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = LISTEN_BACKOFF_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    next.on('error', (err) => {
      console.error(`[live] the LISTEN connection failed: ${err.message}`);
      retry(next);
    });
    next.on('end', () => retry(next));
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    client = next;
    delay = LISTEN_BACKOFF_MS.first;
  };
  const retry = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = null;
    failed.end().catch(() => {});
    const attempt = () => {
      timer = undefined;
      if (stopped) return;
      connect().then(
        () => onReconnect?.(),
        (err: Error) => {
          console.error(`[live] reconnecting the LISTEN connection failed (next try in ${delay} ms): ${err.message}`);
          delay = Math.min(delay * 2, LISTEN_BACKOFF_MS.max);
          timer = setTimeout(attempt, delay);
          timer.unref();
        },
      );
    };
    timer = setTimeout(attempt, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
