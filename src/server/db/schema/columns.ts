import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

// Column builders for the groups of columns every context's tables repeat. Each one produces the
// very column it replaces (drizzle-kit generates no migration for the change).

/** An instant: `timestamp with time zone`, the only kind of time the schema stores. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, set to now() when the row is inserted. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** `updated_at`, now() at insert (the code sets it on every update). */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** A required foreign key: `integer not null references <target>`, with its on-delete rule when it has one. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade' | 'restrict') =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
