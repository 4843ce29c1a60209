import { date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { properties } from './catalog';

export const reservationStatus = pgEnum('reservation_status', ['requested', 'confirmed', 'declined', 'expired', 'cancelled']);

/**
 * A stay: calendar dates in the property's own time zone (DESIGN §5), check_out exclusive.
 * The booking issue adds the price breakdown, the ledger and the exclusion constraint.
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
