import type { SQL } from 'drizzle-orm';
import type { Orm } from './open';

/**
 * Rows of a hand-written query. Both drivers (node-postgres and PGlite) answer `{ rows }`; the
 * shared ORM type does not say so (STACK-NOTES 9), so the caller names the row type. Cast dates
 * to text and counts to int in the SQL: the drivers parse those types differently.
 */
export async function rows<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
