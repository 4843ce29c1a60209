import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef } from './columns';
import { users } from './accounts';
import { properties } from './catalog';

/**
 * Who changed what (issue 17; DESIGN §10): every write by staff, owners and administrators, with
 * the address it came from and the object's state before and after. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0016), and no route writes here but `recordAudit`.
 * The actor is kept as id and label (no foreign key: a deleted account's history stays).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    /** user, system or guestbook. */
    actorKind: text('actor_kind').notNull(),
    actorUserId: integer('actor_user_id'),
    /** The actor's email (a user), the job's name (system) or `guestbook:<reservation>`. */
    actorLabel: text('actor_label').notNull().default(''),
    ip: text('ip'),
    /** A dotted verb, e.g. `user.groups`, `property.publish`, `calendar.block`. */
    action: text('action').notNull(),
    /** user, invitation, property, reservation, payment, statement… */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_at_idx').on(t.at),
    // A villa's history (listAudit with a property) also reads the lines of what belongs to it, found
    // by the `property_id` their before or after names (docs/performance-scale.md).
    index('audit_log_after_property_idx').on(sql`(${t.after}->>'property_id')`, t.at),
    index('audit_log_before_property_idx').on(sql`(${t.before}->>'property_id')`, t.at),
  ],
);

/**
 * A villa's owners over time (issue 17): the owner from `from_date` on, until the next row's date.
 * `properties.owner_id` is the current owner; statements of a stay go to the owner of its
 * check-in date, so a transfer never moves earlier statements.
 */
export const propertyOwnerships = pgTable(
  'property_ownerships',
  {
    id: serial('id').primaryKey(),
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    ownerId: requiredRef('owner_id', () => users.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('property_ownerships_from_idx').on(t.propertyId, t.fromDate)],
);
