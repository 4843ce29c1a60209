import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, updatedAt } from './columns';
import { users } from './accounts';
import { properties } from './catalog';

/**
 * The accounts that manage a villa beside its owner (properties.owner_id): a broker or rep who runs
 * it for the owner sees and edits it as the owner does (catalog.policy ownerScopeSql).
 */
export const propertyManagers = pgTable(
  'property_managers',
  {
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index('property_managers_user_idx').on(t.userId)],
);

/**
 * What a guest needs on arrival (the guestbook shows it): private to the owner, the concierges of
 * the villa's scope and checked-in guests, never on a public page. One row per villa.
 */
export const propertyGuestInfo = pgTable('property_guest_info', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  arrivalEn: text('arrival_en').notNull().default(''),
  arrivalEs: text('arrival_es').notNull().default(''),
  wifiName: text('wifi_name').notNull().default(''),
  wifiPassword: text('wifi_password').notNull().default(''),
  doorCode: text('door_code').notNull().default(''),
  houseManualEn: text('house_manual_en').notNull().default(''),
  houseManualEs: text('house_manual_es').notNull().default(''),
  emergencyContactsEn: text('emergency_contacts_en').notNull().default(''),
  emergencyContactsEs: text('emergency_contacts_es').notNull().default(''),
  updatedAt: updatedAt(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** An event of an imported feed that overlaps a reservation: shown to the owner, never dropped silently. */
export interface IcalConflict {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
  reservationId: number | null;
}

/**
 * An external calendar (Airbnb, Vrbo, Booking.com…) imported as blocks, keyed by (feed, UID)
 * (calendar_blocks.feed_id, external_uid). The last sync's outcome is kept for the owner.
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: serial('id').primaryKey(),
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    /** airbnb, vrbo, booking or other. */
    channel: text('channel').notNull().default('other'),
    label: text('label').notNull().default(''),
    url: text('url').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSyncedAt: instant('last_synced_at'),
    lastSuccessAt: instant('last_success_at'),
    lastError: text('last_error'),
    lastErrorAt: instant('last_error_at'),
    eventCount: integer('event_count').notNull().default(0),
    conflicts: jsonb('conflicts').$type<IcalConflict[]>().notNull().default([]),
    /** When "Sync now" was last accepted: once a minute per feed, shared by every app server. */
    syncRequestedAt: instant('sync_requested_at'),
  },
  (t) => [index('ical_feeds_property_idx').on(t.propertyId)],
);

/** A cost of running a villa charged to its owner (DESIGN §10: recorded by an administrator or a concierge in scope). */
export const ownerExpenses = pgTable(
  'owner_expenses',
  {
    id: serial('id').primaryKey(),
    propertyId: requiredRef('property_id', () => properties.id, 'restrict'),
    incurredOn: date('incurred_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** A private file (PRIVATE_FILES_DIR), never public media. */
    receiptPath: text('receipt_path'),
    receiptName: text('receipt_name'),
    receiptMime: text('receipt_mime'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('owner_expenses_property_idx').on(t.propertyId, t.incurredOn),
    check('owner_expenses_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Money paid out to an owner (by an administrator); for one villa or, with no property, for all of theirs. */
export const ownerPayouts = pgTable(
  'owner_payouts',
  {
    id: serial('id').primaryKey(),
    ownerId: requiredRef('owner_id', () => users.id, 'restrict'),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'restrict' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    reference: text('reference').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('owner_payouts_owner_idx').on(t.ownerId, t.paidOn), check('owner_payouts_amount_check', sql`${t.amountCents} > 0`)],
);

/**
 * An issued statement: the owner's month is locked from `issued_at` (by the job on the 3rd of the
 * next month, or earlier by an administrator). The figures are the snapshot issued; a later
 * correction appears as an adjustment in the next open month, never here.
 */
export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: serial('id').primaryKey(),
    ownerId: requiredRef('owner_id', () => users.id, 'restrict'),
    /** YYYY-MM. */
    month: text('month').notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    figures: jsonb('figures').notNull().default({}),
  },
  (t) => [
    uniqueIndex('owner_statements_owner_month_idx').on(t.ownerId, t.month),
    check('owner_statements_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
