import type { Orm } from './open';

/**
 * Runs `fn` in a transaction of `orm` (a savepoint when `orm` already is one), handing it the
 * transaction as the Orm every service takes: Drizzle types a transaction apart from its database
 * (PgTransaction is a PgDatabase without $client), though it runs the same queries.
 */
export function inTransaction<T>(orm: Orm, fn: (tx: Orm) => Promise<T>): Promise<T> {
  return orm.transaction((tx) => fn(tx as unknown as Orm));
}
