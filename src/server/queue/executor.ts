import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Orm } from '../db/open';

// No 'server-only' marker: src/instrumentation.ts, scripts/jobs/* and the tests load the queue.

/** What pg-boss needs of a database (its `db` option, per instance or per call). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's multi-statement strings: `BEGIN; SET LOCAL …; SELECT pg_advisory_xact_lock(…); …; COMMIT;`. */
const WRAPPED = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;?\s*$/i;

type Rows = { rows: unknown[] };

/**
 * pg-boss over PGlite (docs/decisions/040). PGlite is one session behind two mutexes: `query` and
 * `exec` wait for any transaction of `transaction()` to end. pg-boss sends two kinds of text:
 * - a statement with parameters → `query(text, values)`;
 * - statements without parameters, often `BEGIN; …; COMMIT;` (schema creation, maintenance) →
 *   their body runs inside `transaction()`, which rolls back on failure under the same mutex, so
 *   no other query ever sees the session in an aborted transaction; others go through `exec()`.
 * On a PGlite `Transaction` (an app transaction that sends a job) statements run on it directly.
 */
export function pgliteExecutor(client: PGlite | Transaction): SqlExecutor {
  const inTransaction = !('transaction' in client);
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return (await client.query(text, values)) as Rows;
      const wrapped = WRAPPED.exec(text);
      if (wrapped && !inTransaction) {
        const body = wrapped[1] ?? '';
        const results = await (client as PGlite).transaction((tx) => tx.exec(body));
        return pgShape(results);
      }
      return pgShape(await client.exec(text));
    },
  };
}

/** node-postgres answers a multi-statement text with an array of results, one otherwise: pg-boss expects the same. */
function pgShape(results: Rows[]): Rows {
  if (results.length === 1 && results[0]) return results[0];
  return results as unknown as Rows;
}

/** pg-boss over a node-postgres pool or one client of it (a transaction's). */
export function pgExecutor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return { executeSql: (text, values) => client.query(text, values as unknown[] | undefined) };
}

/**
 * The executor of a drizzle database or transaction, on either driver: a transaction's session holds
 * its client (node-postgres: the PoolClient of the transaction; PGlite: a `Transaction`), so a job
 * sent with it is inserted in that transaction (committed with it, gone if it rolls back), and on
 * PGlite it does not wait for the transaction that holds the one session.
 */
export function executorFor(orm: Orm): SqlExecutor {
  // A transaction by its shape, not `instanceof`: the Next bundle may hold more than one copy of drizzle.
  const tx = orm as unknown as { rollback?: unknown; session?: { client?: unknown } };
  if (typeof tx.rollback === 'function' && tx.session?.client) return clientExecutor(tx.session.client);
  return clientExecutor((orm as unknown as { $client: unknown }).$client);
}

function clientExecutor(client: unknown): SqlExecutor {
  if (client instanceof pg.Pool || client instanceof pg.Client) return pgExecutor(client as pg.Pool);
  const c = client as { query?: unknown; exec?: unknown };
  if (typeof c.exec === 'function' && typeof c.query === 'function') return pgliteExecutor(client as PGlite | Transaction);
  if (typeof c.query === 'function') return pgExecutor(client as pg.PoolClient);
  throw new Error('queue: unknown database client');
}
