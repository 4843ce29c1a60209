import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef } from './columns';
import { users } from './accounts';
import { properties } from './catalog';
import { icalFeeds } from './owners';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT } from './payment-terms';

export const reservationStatus = pgEnum('reservation_status', [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'awaiting_payment',
]);

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
 * Requested, awaiting-payment and confirmed reservations hold their nights through an `occupancies` row.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    confirmationNumber: text('confirmation_number').notNull().unique(),
    userId: requiredRef('user_id', () => users.id),
    propertyId: requiredRef('property_id', () => properties.id),
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
    /** The language the guest booked in (the conversation's, the guestbook's default); mails follow the account's `users.locale`. */
    locale: text('locale').notNull().default('en'),
    quote: jsonb('quote').$type<FrozenQuote>(),
    totalCents: integer('total_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /**
     * Requested (48 hours) or awaiting payment (72 hours): the nights are held until then, after
     * which the reservation expires.
     */
    holdExpiresAt: instant('hold_expires_at'),
    confirmedAt: instant('confirmed_at'),
    declinedAt: instant('declined_at'),
    cancelledAt: instant('cancelled_at'),
    expiredAt: instant('expired_at'),
    refundCents: integer('refund_cents'),
    /** The payment schedule frozen at booking (the property's settings then): the deposit's share of the stay… */
    depositPercent: integer('deposit_percent').notNull().default(DEFAULT_DEPOSIT_PERCENT),
    /** …and the days before arrival the balance is due. */
    balanceDueDays: integer('balance_due_days').notNull().default(DEFAULT_BALANCE_DUE_DAYS),
    /** Set once the deposit is paid (awaiting_payment → confirmed). */
    paidDepositAt: instant('paid_deposit_at'),
    /** The concierge of the trip's scope who runs it (the desk's queue assigns it); null while unassigned. */
    assignedConciergeId: integer('assigned_concierge_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * The latest thing that happened to the trip: the greatest of its own timestamps above, its
     * conversation's last message and its latest trip event. Kept by database triggers (migration
     * 0028, decision 044), never written by the app; the desk's queue orders by it.
     */
    activityAt: instant('activity_at').notNull().defaultNow(),
  },
  (t) => [
    // A guest's trips; with the id, the queue's search by account name reads it alone.
    index('reservations_user_idx').on(t.userId, t.id),
    // The desk's queue in its order (newest activity first), read a page at a time (docs/performance-scale.md).
    index('reservations_activity_idx').on(t.activityAt.desc(), t.id.desc()),
    // A scope's trips (its villas) with what the queue filters, counts and orders on, from the
    // index alone rather than the wide rows of the table (docs/performance-scale.md).
    // An owner's stays (statements, earnings: statement-books.ts) with what their books read, from
    // the index alone (docs/performance-scale.md).
    index('reservations_owner_stays_idx').on(t.propertyId, t.id, t.status, t.confirmedAt, t.checkIn, t.checkOut, t.confirmationNumber),
    index('reservations_scope_idx').on(t.propertyId, t.status, t.assignedConciergeId, t.checkIn, t.activityAt, t.holdExpiresAt, t.id),
    index('reservations_property_idx').on(t.propertyId),
    index('reservations_hold_idx').on(t.holdExpiresAt),
  ],
);

/**
 * What a ledger entry records (src/server/ledger/kinds.ts says whose money each is and which way it moves).
 */
export const ledgerKind = pgEnum('ledger_kind', [
  'nights',
  'cleaning',
  'service_fee',
  'tax',
  'extra',
  'grocery',
  'adjustment',
  'payment',
  'refund',
  'deposit_held',
  'deposit_released',
  'deposit_retained',
]);

/**
 * A reservation's account (DESIGN §5): every money movement is one row, in integer cents, signed as
 * the guest's debt moves (a charge or a refund sent raises it, a payment or a credit lowers it).
 * Rows are never updated or deleted (a trigger from migration 0009 refuses it): a correction is a
 * new row. Only src/server/ledger writes here.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'restrict'),
    kind: ledgerKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    labelEn: text('label_en').notNull(),
    labelEs: text('label_es').notNull(),
    /** What caused it: `booking`, `change:4`, `grocery-order:7`, `itinerary:12`, `payment:3`, `refund:2`, `cancellation`… */
    reference: text('reference').notNull(),
    /** Why, in the staff member's words (a goodwill credit, a retained deposit); shown to the guest. */
    reason: text('reason').notNull().default(''),
    paymentId: integer('payment_id'),
    refundId: integer('refund_id'),
    /** Who wrote it: `guest`, `staff` or `system`, and the account when a person did. */
    actorKind: text('actor_kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_reservation_idx').on(t.reservationId, t.id),
    // The owner's share of each stay (statements, earnings: statement-books.ts) read from the index
    // alone, without the stay's other entries (docs/performance-scale.md).
    index('ledger_entries_owner_share_idx')
      .on(t.reservationId, t.id, t.kind, t.amountCents, t.createdAt)
      .where(sql`${t.kind} in ('nights', 'cleaning')`),
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/** A stored first answer per (user, Idempotency-Key): a retry gets it back and creates nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key)],
);

export const blockReason = pgEnum('block_reason', ['owner', 'maintenance', 'ical']);

/** Nights an owner closed (or an imported iCal feed booked elsewhere); end_date exclusive. */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: serial('id').primaryKey(),
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: blockReason('reason').notNull().default('owner'),
    note: text('note').notNull().default(''),
    /** The UID of the imported iCal event, so a re-import updates or removes it. */
    externalUid: text('external_uid'),
    /** The imported feed the block comes from (reason `ical`); with external_uid its key. */
    feedId: integer('feed_id').references(() => icalFeeds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_blocks_property_idx').on(t.propertyId),
    uniqueIndex('calendar_blocks_external_uid_idx').on(t.propertyId, t.externalUid),
    uniqueIndex('calendar_blocks_feed_uid_idx').on(t.feedId, t.externalUid),
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
  propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
  checkIn: date('check_in', { mode: 'string' }).notNull(),
  checkOut: date('check_out', { mode: 'string' }).notNull(),
  reservationId: integer('reservation_id')
    .unique()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  blockId: integer('block_id')
    .unique()
    .references(() => calendarBlocks.id, { onDelete: 'cascade' }),
});

export const changeStatus = pgEnum('reservation_change_status', ['applied', 'requested', 'declined', 'expired']);

/**
 * A guest's change of dates or guests (DESIGN §5): re-quoted at the current rates, `applied` at once
 * at an instant-book villa whose new nights are free, else `requested` until a concierge accepts
 * (`applied`) or declines it. The difference went through the ledger (`change:<id>` entries).
 */
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    id: serial('id').primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'restrict'),
    status: changeStatus('status').notNull(),
    fromCheckIn: date('from_check_in', { mode: 'string' }).notNull(),
    fromCheckOut: date('from_check_out', { mode: 'string' }).notNull(),
    fromGuests: integer('from_guests').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull(),
    /** The re-quote at the current rates when asked (re-quoted again when a concierge accepts). */
    quote: jsonb('quote').$type<FrozenQuote>().notNull(),
    /** The stay's price difference, new − old (the security deposit apart). */
    differenceCents: integer('difference_cents').notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [index('reservation_changes_reservation_idx').on(t.reservationId)],
);
