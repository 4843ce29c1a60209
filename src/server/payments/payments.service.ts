import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { canViewTrip } from '../booking/booking.policy';
import { shownStatus } from '../booking/stay-status';
import { sendPaymentReceivedMail } from '../booking/payment-mail';
import type { Orm } from '../db/open';
import { payments } from '../db/schema/money';
import { notFound } from '../core/errors';
import { lockAccount, moneyError, readAccount } from '../ledger/ledger';
import { failPayment, type PaymentRow, settlePayment } from '../ledger/payments';
import { paymentsOf, type RefundRow, refundToGuest } from '../ledger/refunds';
import { accountOf, figuresOf } from '../ledger/account';
import { tripMoney } from '../ledger/trip-money';
import { rows } from '../db/raw';
import { renderReceiptPdf } from './receipt-pdf';
import { demoCardOutcome, lastFour } from './demo-provider';
import { callFingerprint, oncePerKey } from './idempotency';
import { runProviderRefunds } from './refund-runner';
import { activeCardProvider } from './registry';
import type { DemoConfirmInput } from './payments.schema';
import { OPEN_STATUSES } from './start-payment';
import type { z } from 'zod';
import type { apiPaymentSchema, apiRefundSchema, demoResultSchema, tripPaymentsSchema } from './payments.openapi';
import { inTransaction } from '../db/transaction';

export { type PaymentStart, startPayment } from './start-payment';

export type DemoConfirmResult = z.infer<typeof demoResultSchema>;

/**
 * The demonstration provider takes the card (DESIGN §5: no public fake webhook): Stripe's test
 * cards decide, and a success goes through the same ledger call as Stripe's webhook. Declines are
 * a 402 with the reason; the card number is never stored (its last four digits at most). An
 * Idempotency-Key shares the payments' one store (./idempotency.ts).
 */
export async function confirmDemoPayment(
  ctx: ServiceContext,
  tripId: number,
  paymentId: number,
  input: DemoConfirmInput,
  opts: { idempotencyKey?: string } = {},
): Promise<DemoConfirmResult> {
  const actor = requireUser(ctx.actor);
  // Never the card number or its code, not even hashed (a bare hash of a card number can be
  // reversed by trying numbers): the card's outcome, last four digits, expiry and name tell calls apart.
  const card =
    'authenticate' in input
      ? [input.authenticate]
      : [demoCardOutcome(input.card_number), lastFour(input.card_number), input.exp.replace(/\s/g, ''), input.name];
  const fingerprint = callFingerprint('demo-confirm', [tripId, paymentId, ...card]);
  const claim = { userId: actor.userId, key: opts.idempotencyKey, fingerprint, now: ctx.now };
  return (await oncePerKey(ctx.orm, claim, () => takeDemoCard(ctx, tripId, paymentId, input))).value;
}

async function takeDemoCard(ctx: ServiceContext, tripId: number, paymentId: number, input: DemoConfirmInput): Promise<DemoConfirmResult> {
  const actor = requireUser(ctx.actor);
  const { orm, now } = ctx;
  const [payment] = await orm
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.reservationId, tripId)));
  if (!payment || payment.userId !== actor.userId || payment.provider !== 'demo' || activeCardProvider()?.name !== 'demo') throw notFound();
  if (payment.status === 'succeeded') throw moneyError(409, 'payment_already_made');
  if (payment.status === 'cancelled') throw moneyError(409, 'payment_superseded');
  let last4 = payment.cardLast4;
  if ('authenticate' in input) {
    if (payment.status !== 'requires_action') throw moneyError(409, 'payment_not_authenticating');
    if (input.authenticate === 'fail') {
      await failPayment(orm, payment.id, 'authentication_failed', now);
      throw moneyError(402, 'authentication_failed');
    }
  } else {
    const outcome = demoCardOutcome(input.card_number);
    last4 = lastFour(input.card_number);
    if (outcome.outcome === 'declined') {
      await orm.update(payments).set({ cardLast4: last4 }).where(eq(payments.id, payment.id));
      await failPayment(orm, payment.id, outcome.code, now);
      throw moneyError(402, outcome.code);
    }
    if (outcome.outcome === 'requires_action') {
      await orm.update(payments).set({ cardLast4: last4 }).where(eq(payments.id, payment.id));
      await failPayment(orm, payment.id, '', now, 'requires_action');
      // Nothing is paid yet: the reservation is as it was (awaiting payment, or confirmed for a balance).
      const held = await readAccount(orm, tripId);
      if (!held) throw notFound();
      return {
        status: 'requires_action',
        payment_id: payment.id,
        reservation_status: shownStatus(held.reservation.status, held.reservation, now),
      };
    }
  }
  const settled = await inTransaction(orm, async (tx) => {
    const locked = await lockAccount(tx, tripId);
    if (!locked) throw notFound();
    if (!(OPEN_STATUSES as readonly string[]).includes(locked.reservation.status)) throw moneyError(409, 'reservation_closed');
    // The amount was what was due when the payment started: never more than the balance now.
    if (payment.amountCents > locked.account.balanceDueCents) throw moneyError(409, 'amount_above_balance');
    return settlePayment(tx, locked, payment.id, { actor: ctx.actor, now }, { cardLast4: last4 });
  });
  if (settled.applied) await sendPaymentReceivedMail(orm, tripId, payment.id);
  const paid = settled.locked.reservation;
  return { status: 'succeeded', payment_id: payment.id, reservation_status: shownStatus(paid.status, paid, now) };
}

/**
 * A card payment's money arrived at its provider (Stripe's verified `payment_intent.succeeded`):
 * applied once, in the caller's transaction. A reservation that expired or was cancelled while the
 * guest paid keeps the money in its ledger and gets it back at once.
 */
export async function settleCardPayment(tx: Orm, providerRef: string, now: Date, job: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, providerRef));
  if (!payment) return { outcome: 'unknown_payment' as const, refunds: [], paymentId: null };
  const locked = await lockAccount(tx, payment.reservationId);
  if (!locked) return { outcome: 'unknown_payment' as const, refunds: [], paymentId: null };
  const who = { actor: { kind: 'system' as const, job }, now };
  const settled = await settlePayment(tx, locked, payment.id, who, { paidAtProvider: true });
  if (!settled.applied) return { outcome: 'already_applied' as const, refunds: [], paymentId: payment.id };
  if (!(OPEN_STATUSES as readonly string[]).includes(settled.locked.reservation.status)) {
    const back = await refundToGuest(tx, settled.locked, payment.amountCents, { reason: '', reference: `payment:${payment.id}` }, who);
    return { outcome: 'refunded_late_payment' as const, refunds: back.providerRefunds, paymentId: payment.id };
  }
  // Paid beyond what the trip costs (two payments for one installment, from two tabs): the excess goes back.
  const excess = Math.min(-settled.locked.account.balanceDueCents, settled.locked.account.paidCents - settled.locked.account.refundedCents);
  if (excess > 0) {
    const back = await refundToGuest(tx, settled.locked, excess, { reason: '', reference: `payment:${payment.id}` }, who);
    return { outcome: 'applied' as const, refunds: back.providerRefunds, paymentId: payment.id, reservationId: payment.reservationId };
  }
  return { outcome: 'applied' as const, refunds: [], paymentId: payment.id, reservationId: payment.reservationId };
}

export { runProviderRefunds };

/** One payment as the guest sees it. */
export type ApiPayment = z.infer<typeof apiPaymentSchema>;

export type ApiRefund = z.infer<typeof apiRefundSchema>;

export type TripPayments = z.infer<typeof tripPaymentsSchema>;

const isoOrNull = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toApiPayment(p: PaymentRow, tripId: number): ApiPayment {
  return {
    id: p.id,
    method: p.method,
    provider: p.provider,
    amount_cents: p.amountCents,
    currency: p.currency,
    status: p.status,
    card_last4: p.cardLast4,
    failure_code: p.failureCode,
    received_on: p.receivedOn,
    reference: p.reference,
    receipt_number: p.receiptNumber,
    receipt_url: p.status === 'succeeded' ? `/v1/account/trips/${tripId}/payments/${p.id}/receipt.pdf` : null,
    created_at: new Date(p.createdAt).toISOString(),
    succeeded_at: isoOrNull(p.succeededAt),
  };
}

export function toApiRefund(r: RefundRow): ApiRefund {
  return {
    id: r.id,
    method: r.method,
    amount_cents: r.amountCents,
    currency: r.currency,
    status: r.status,
    reason: r.reason,
    sent_on: r.sentOn,
    reference: r.reference,
    created_at: new Date(r.createdAt).toISOString(),
  };
}

/** The guest's trip's schedule, payments, refunds and balance (404 for anyone else's). */
export async function listTripPayments(ctx: ServiceContext, tripId: number): Promise<TripPayments> {
  const actor = requireUser(ctx.actor);
  const held = await readAccount(ctx.orm, tripId);
  if (!held || !canViewTrip(actor, { userId: held.reservation.userId })) throw notFound();
  const { payments: paid, refunds } = await paymentsOf(ctx.orm, tripId);
  return {
    trip_id: tripId,
    status: shownStatus(held.reservation.status, held.reservation, ctx.now),
    currency: held.reservation.currency,
    money: tripMoney(held, ctx.now),
    payments: paid.filter((p) => p.status !== 'cancelled').map((p) => toApiPayment(p, tripId)),
    refunds: refunds.map(toApiRefund),
    methods: { card: activeCardProvider()?.name ?? null, bank_transfer: true },
  };
}

/** A succeeded payment's receipt for the guest of the trip (404 otherwise), in `locale`. */
export async function receiptFor(
  ctx: ServiceContext,
  tripId: number,
  paymentId: number,
  locale: 'en' | 'es',
): Promise<{ pdf: Buffer; filename: string }> {
  const actor = requireUser(ctx.actor);
  const [row] = await rows<{
    user_id: number;
    confirmation_number: string;
    name: string;
    check_in: string;
    check_out: string;
    first: string;
    last: string;
    time_zone: string;
  }>(
    ctx.orm,
    sql`select r.user_id, r.confirmation_number, p.name, r.check_in::text as check_in, r.check_out::text as check_out,
        r.lead_guest_first_name as first, r.lead_guest_last_name as last, coalesce(s.time_zone, c.time_zone) as time_zone
      from reservations r join properties p on p.id = r.property_id join countries c on c.id = p.country_id
        join states s on s.id = p.state_id
      where r.id = ${tripId}`,
  );
  if (!row || !canViewTrip(actor, { userId: row.user_id })) throw notFound();
  const [payment] = await ctx.orm
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.reservationId, tripId), eq(payments.status, 'succeeded')));
  if (!payment?.succeededAt || !payment.receiptNumber) throw notFound();
  // The balance right after this payment: the account up to its entry.
  const held = await readAccount(ctx.orm, tripId);
  const upTo = held?.entries.findIndex((e) => e.paymentId === payment.id && e.kind === 'payment') ?? -1;
  const after = held ? figuresOf(accountOf(held.entries.slice(0, upTo + 1))) : null;
  const pdf = await renderReceiptPdf({
    locale,
    receiptNumber: payment.receiptNumber,
    paidAt: new Date(payment.succeededAt).toISOString(),
    timeZone: row.time_zone,
    guestName: `${row.first} ${row.last}`.trim(),
    confirmationNumber: row.confirmation_number,
    propertyName: row.name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    method:
      payment.method === 'bank_transfer'
        ? { kind: 'bank_transfer', reference: payment.reference }
        : { kind: 'card', last4: payment.cardLast4, demo: payment.provider === 'demo' },
    amountCents: payment.amountCents,
    currency: payment.currency,
    stayBalanceAfterCents: after?.stayBalanceCents ?? 0,
    depositToCollectAfterCents: after?.deposit.toCollectCents ?? 0,
  });
  return { pdf, filename: `${payment.receiptNumber}.pdf` };
}
