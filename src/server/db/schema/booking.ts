import { date, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { properties } from './catalog';

export const reservationStatus = pgEnum('reservation_status', ['requested', 'confirmed', 'declined', 'expired', 'cancelled']);

/** The price breakdown as quoted at booking time, frozen with the reservation (DESIGN §5). */
export interface FrozenQuote {
  currency: string;
  nights: { date: string; cents: number }[];
  nightsTotalCents: number;
  cleaningFeeCents: number;
  serviceFeeCents: number;
  taxesCents: number;
  totalCents: number;
  securityDepositCents: number;
  quoteSignature: string;
}

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
    leadGuestFirstName: text('lead_guest_first_name').notNull().default(''),
    leadGuestEmail: text('lead_guest_email').notNull().default(''),
    leadGuestPhone: text('lead_guest_phone').notNull().default(''),
    /** The guest's message to the concierge. */
    message: text('message').notNull().default(''),
    /** The language the guest booked in: their mails follow it. */
    locale: text('locale').notNull().default('en'),
    quote: jsonb('quote').$type<FrozenQuote>(),
    totalCents: integer('total_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** Requested only: the nights are held until then, after which the request expires. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    refundCents: integer('refund_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId),
    index('reservations_property_idx').on(t.propertyId),
    index('reservations_hold_idx').on(t.holdExpiresAt),
  ],
);

export const chargeKind = pgEnum('charge_kind', [
  'nights',
  'cleaning_fee',
  'service_fee',
  'taxes',
  'grocery',
  'experience',
  'service',
  'payment',
  'refund',
  'cancellation',
]);

/**
 * A reservation's ledger: charges are positive, payments and refunds credited back negative
 * or positive as they move money; the balance due is the sum of amount_cents.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: chargeKind('kind').notNull(),
    labelEn: text('label_en').notNull(),
    labelEs: text('label_es').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('charges_reservation_idx').on(t.reservationId)],
);

/** A stored first answer per (user, Idempotency-Key): a retry gets it back and creates nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key)],
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
