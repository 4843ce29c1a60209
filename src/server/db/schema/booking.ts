import { date, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { properties } from './catalog';

export const reservationStatus = pgEnum('reservation_status', ['requested', 'confirmed', 'declined', 'expired', 'cancelled']);

/**
 * A stay: calendar dates in the property's own time zone (DESIGN §5), check_out exclusive.
 * Requested and confirmed reservations hold their nights through an `occupancies` row.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    confirmationNumber: text('confirmation_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull(),
    status: reservationStatus('status').notNull(),
    leadGuestLastName: text('lead_guest_last_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservations_user_idx').on(t.userId), index('reservations_property_idx').on(t.propertyId)],
);

export const blockReason = pgEnum('block_reason', ['owner', 'maintenance', 'ical']);

/** Nights an owner closed (or an imported iCal feed booked elsewhere); end_date exclusive. */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: blockReason('reason').notNull().default('owner'),
    note: text('note').notNull().default(''),
    /** The UID of the imported iCal event, so a re-import updates or removes it. */
    externalUid: text('external_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_blocks_property_idx').on(t.propertyId),
    uniqueIndex('calendar_blocks_external_uid_idx').on(t.propertyId, t.externalUid),
  ],
);

/**
 * Every night a property cannot be booked, whoever holds it: a requested or confirmed reservation,
 * or a calendar block. One row per holder. Migration 0002 adds the generated `stay` daterange
 * (check_in inclusive, check_out exclusive) and the btree_gist exclusion constraint over
 * (property_id, stay), so PostgreSQL itself refuses a double booking (docs/decisions/004).
 * Search filters availability against the same GiST index.
 */
export const occupancies = pgTable('occupancies', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  checkIn: date('check_in', { mode: 'string' }).notNull(),
  checkOut: date('check_out', { mode: 'string' }).notNull(),
  reservationId: integer('reservation_id')
    .unique()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  blockId: integer('block_id')
    .unique()
    .references(() => calendarBlocks.id, { onDelete: 'cascade' }),
});
