import pg from 'pg';
import type { Orm } from '../db/open';

// No 'server-only' marker: the queue's workers (src/server/queue) and scripts/jobs/* run jobs outside a request.

/** The first key of every job lock (`pg_try_advisory_lock(JOB_LOCK_CLASS, hashtext(name))`). */
export const JOB_LOCK_CLASS = 0x414c4d; // "ALM"

export type JobRun<T> = { ran: true; result: T } | { ran: false };

/** In-process guard: PGlite is one session, where advisory locks are re-entrant (see runJobOnce). */
const running = new WeakMap<object, Set<string>>();

/**
 * Runs the job `name` unless another run of it holds its lock, on this server or any other on the
 * same database (DESIGN §10: jobs run once across app servers); a skipped run returns `{ ran: false }`
 * at once, it does not wait.
 *
 * On PostgreSQL the lock is a session-level `pg_try_advisory_lock`, taken and released on one
 * dedicated pooled client (node-postgres would otherwise hand the unlock to another connection,
 * which does not hold it); the job itself uses the pool as usual. If the process dies, its
 * connection ends and PostgreSQL frees the lock. A transaction-level lock would also do on
 * PostgreSQL, but would make the job run beside an open transaction: on PGlite, whose one
 * connection serialises transactions, that deadlocks.
 *
 * PGlite admits one process per data folder and has one session, in which advisory locks are
 * re-entrant: there the guard is in-process, per database.
 */
export async function runJobOnce<T>(orm: Orm, name: string, job: () => Promise<T>): Promise<JobRun<T>> {
  const client = (orm as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return runLocked(client, name, job);
  const names = running.get(client as object) ?? new Set<string>();
  running.set(client as object, names);
  if (names.has(name)) return { ran: false };
  names.add(name);
  try {
    return { ran: true, result: await job() };
  } finally {
    names.delete(name);
  }
}

async function runLocked<T>(pool: pg.Pool, name: string, job: () => Promise<T>): Promise<JobRun<T>> {
  const conn = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await conn.query<{ got: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as got', [JOB_LOCK_CLASS, name]);
    if (!rows[0]?.got) return { ran: false };
    try {
      return { ran: true, result: await job() };
    } finally {
      try {
        await conn.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, name]);
      } catch (err) {
        // A connection that may still hold the lock must not go back to the pool: destroy it,
        // which ends its session and frees the lock.
        broken = err instanceof Error ? err : new Error(String(err));
      }
    }
  } finally {
    conn.release(broken ?? false);
  }
}
