import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The SET clause of an upsert that overwrites every column except the key columns with the
 * proposed row (`excluded.*`), so a re-run leaves exactly the seeded values.
 */
export function overwriteExcept<T extends PgTable>(table: T, keep: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key === 'id' || keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
