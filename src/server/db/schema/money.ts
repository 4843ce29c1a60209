import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, updatedAt } from './columns';
import { users } from './accounts';
import { reservations } from './booking';

export const paymentMethod = pgEnum('payment_method', ['card', 'bank_transfer']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'requires_action', 'succeeded', 'failed', 'cancelled']);

/**
 * A payment the guest started or a concierge recorded. Only a `succeeded` one is money: it has
 * its `payment` entry in the ledger (ledger_entries.payment_id). A card payment is one
 * PaymentIntent of its provider (`stripe`, or `demo` where no money moves); a bank transfer is
 * recorded by a concierge with the date and reference the bank shows. No card number is stored:
 * at most its last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'restrict'),
    method: paymentMethod('method').notNull(),
    /** `stripe`, `demo` or `transfer`. */
    provider: text('provider').notNull(),
    /** What the guest chose to pay: `next` (the next scheduled amount) or `balance`; `transfer` for a recorded one. */
    scope: text('scope').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: paymentStatus('status').notNull().default('pending'),
    /** The provider's PaymentIntent id. */
    providerRef: text('provider_ref').unique(),
    clientSecret: text('client_secret'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    /** A bank transfer's value date and the reference on the statement. */
    receivedOn: date('received_on', { mode: 'string' }),
    reference: text('reference').notNull().default(''),
    /** The receipt's number, given when it succeeds (R-<confirmation>-<n>). */
    receiptNumber: text('receipt_number').unique(),
    userId: integer('user_id').references(() => users.id),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    succeededAt: instant('succeeded_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_reservation_idx').on(t.reservationId), check('payments_amount_check', sql`${t.amountCents} > 0`)],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'owed', 'sent', 'succeeded', 'failed']);

/**
 * Money going back to the guest. Its `refund` ledger entry is written when the refund is decided;
 * this row follows the money: a card refund goes through the card's provider (`pending` →
 * `succeeded`, or `failed` once its provider refused it or every retry failed), a transfer refund is `owed` until a concierge records it `sent`
 * (date, reference).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'restrict'),
    /** The card payment it goes back through; null for a transfer refund. */
    paymentId: integer('payment_id').references(() => payments.id),
    method: paymentMethod('method').notNull(),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: refundStatus('status').notNull(),
    providerRef: text('provider_ref'),
    reason: text('reason').notNull().default(''),
    sentOn: date('sent_on', { mode: 'string' }),
    reference: text('reference').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    sentByUserId: integer('sent_by_user_id').references(() => users.id),
    /** A card refund's calls to its provider so far; one that failed is tried again at `next_attempt_at` (retryFailedRefunds). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    /** Why the last call to the provider failed ('' once none has). */
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_reservation_idx').on(t.reservationId), check('refunds_amount_check', sql`${t.amountCents} > 0`)],
);

/**
 * Every verified webhook event, by the provider's event id: a delivery seen before is answered
 * without being applied again (`applied_at` set once, in the same transaction as its effect).
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
  appliedAt: instant('applied_at'),
  outcome: text('outcome').notNull().default(''),
});
