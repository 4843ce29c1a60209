import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import { pendingChange } from '../booking/change-pending';
import { reservationInScope } from '../booking/concierge-scope';
import { loadTrips } from '../booking/load-trips';
import { type ShownStatus, shownStatus } from '../booking/stay-status';
import { todayIn } from '../core/calendar';
import { sendPaymentReceivedMail } from '../booking/payment-mail';
import { sendMoneyNoticeMail } from '../booking/money-mail';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { occupancies, reservations } from '../db/schema/booking';
import { refunds as refundsTable } from '../db/schema/money';
import { notFound } from '../core/errors';
import { type LockedAccount, moneyError, withLockedAccount } from '../ledger/ledger';
import { cancelAccount, grantGoodwill, type MoneyOutcome, settleDeposit } from '../ledger/operations';
import { openPayment, settlePayment } from '../ledger/payments';
import { markTransferRefundSent, paymentsOf, type RefundRow } from '../ledger/refunds';
import { runProviderRefunds } from '../payments/refund-runner';
import { callFingerprint, claimKey, keepAnswer } from '../payments/idempotency';
import { type ApiRefund, toApiPayment, toApiRefund } from '../payments/payments.service';
import type { DepositInput, RecordPaymentInput, RefundInput, RefundSentInput } from './trip-money.schema';
import type { z } from 'zod';
import type { conciergeTripMoneySchema } from './trip-money.openapi';
import { inTransaction } from '../db/transaction';

/** A trip's money as a concierge works it: the trip, its ledger with who wrote each entry, payments and refunds. */
export type ConciergeTripMoney = z.infer<typeof conciergeTripMoneySchema>;

/**
 * A refund as the desk sees it: with its calls to the card's provider, when the next one is due
 * while it is retried, and why the last one failed (a card refund `failed` after its last try is
 * for the desk to settle another way).
 */
export interface DeskRefund extends ApiRefund {
  attempts: number;
  next_attempt_at: string | null;
  last_error: string;
}

const toDeskRefund = (r: RefundRow): DeskRefund => ({
  ...toApiRefund(r),
  attempts: r.attempts,
  next_attempt_at: r.nextAttemptAt ? new Date(r.nextAttemptAt).toISOString() : null,
  last_error: r.lastError,
});

const ACTIVE = ['awaiting_payment', 'confirmed'];

/** The reservation's refund rows, to tell which ones a money action just made (for the audit line). */
async function refundIdsOf(tx: Orm, tripId: number): Promise<number[]> {
  const found = await tx.select({ id: refundsTable.id }).from(refundsTable).where(eq(refundsTable.reservationId, tripId));
  return found.map((r) => r.id);
}

/** The trip in the concierge's scope (401/403 by role, 404 outside it), read whole. */
export async function getConciergeTripMoney(ctx: ServiceContext, tripId: number): Promise<ConciergeTripMoney> {
  const scoped = await reservationInScope(ctx, tripId);
  const [trip] = await loadTrips(ctx.orm, [eq(reservations.id, tripId)], ctx.locale, ctx.now);
  if (!trip) throw notFound();
  const [guest] = await rows<{ name: string; email: string }>(
    ctx.orm,
    sql`select u.name, u.email from reservations r join users u on u.id = r.user_id where r.id = ${tripId}`,
  );
  const entries = await rows<{ id: number; actor_kind: string; actor_name: string | null; reference: string }>(
    ctx.orm,
    sql`select e.id, e.actor_kind, u.name as actor_name, e.reference from ledger_entries e left join users u on u.id = e.actor_user_id
      where e.reservation_id = ${tripId} order by e.id`,
  );
  const byId = new Map(entries.map((e) => [e.id, e]));
  const { payments, refunds } = await paymentsOf(ctx.orm, tripId);
  const today = todayIn(scoped.timeZone, ctx.now);
  return {
    trip,
    money: trip.money,
    entries: trip.charges.map((c) => {
      const e = byId.get(c.id);
      return { ...c, actor: e?.actor_name ?? e?.actor_kind ?? 'system', reference: e?.reference ?? '' };
    }),
    payments: payments.filter((p) => p.status !== 'cancelled').map((p) => toApiPayment(p, tripId)),
    refunds: refunds.map(toDeskRefund),
    guest: guest ?? { name: '', email: '' },
    today,
    stay_over: today >= scoped.checkOut,
    pending_change: await pendingChange(ctx, tripId),
  };
}

/** Runs a money action on an in-scope trip with its account locked, then the card refunds it decided. */
async function act<T extends object>(
  ctx: ServiceContext,
  tripId: number,
  fn: (tx: Orm, locked: LockedAccount, facts: { today: string; checkOut: string }) => Promise<T>,
): Promise<T> {
  const scoped = await reservationInScope(ctx, tripId);
  const today = todayIn(scoped.timeZone, ctx.now);
  const out = await withLockedAccount(ctx.orm, tripId, (tx, locked) => fn(tx, locked, { today, checkOut: scoped.checkOut }));
  const refunds = 'providerRefunds' in out ? (out.providerRefunds as MoneyOutcome['providerRefunds']) : [];
  if (refunds.length) await runProviderRefunds(ctx.orm, refunds, ctx.now);
  return out;
}

/** What recording a transfer answers (and an Idempotency-Key's replay). */
export interface RecordedTransfer {
  payment_id: number;
  /** As every answer shows it: a confirmed stay past its check-out is `completed`. */
  reservation_status: ShownStatus;
  confirmed: boolean;
}

/**
 * A concierge records a bank transfer received: at most the balance due, dated no later than the
 * villa's today, on a reservation that can take money. It confirms a reservation awaiting payment
 * once the deposit is covered (settlePayment), and the guest is mailed their receipt. An
 * Idempotency-Key is recorded in the transaction that records the money (the payments' one store,
 * src/server/payments/idempotency.ts): a retry replays the first answer and records nothing.
 */
export async function recordTransfer(
  ctx: ServiceContext,
  tripId: number,
  input: RecordPaymentInput,
  opts: { idempotencyKey?: string } = {},
): Promise<RecordedTransfer> {
  const staff = requireUser(ctx.actor);
  const fingerprint = callFingerprint('transfer-record', [tripId, input.method, input.amount, input.received_on, input.reference]);
  const claim = opts.idempotencyKey ? { userId: staff.userId, key: opts.idempotencyKey, fingerprint, now: ctx.now } : null;
  const out = await act(ctx, tripId, async (tx, locked, { today }): Promise<{ answer: RecordedTransfer; replayed: boolean }> => {
    const stored = claim ? await claimKey<RecordedTransfer>(tx, claim) : null;
    if (stored) return { answer: stored.replay, replayed: true };
    if (!ACTIVE.includes(locked.reservation.status)) throw moneyError(409, 'reservation_closed');
    if (input.received_on > today) throw moneyError(422, 'received_in_future', { received_on: { key: 'money.errors.received_in_future' } });
    if (input.amount > locked.account.balanceDueCents)
      throw moneyError(422, 'amount_above_balance', { amount: { key: 'money.errors.amount_above_balance' } });
    const payment = await openPayment(tx, {
      reservationId: tripId,
      method: 'bank_transfer',
      provider: 'transfer',
      scope: 'transfer',
      amountCents: input.amount,
      currency: locked.reservation.currency,
      userId: locked.reservation.userId,
      recordedByUserId: staff.userId,
      receivedOn: input.received_on,
      reference: input.reference,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    const settled = await settlePayment(tx, locked, payment.id, { actor: ctx.actor, now: ctx.now });
    await recordAudit(tx, ctx, {
      action: 'payment.record',
      objectType: 'payment',
      objectId: payment.id,
      before: { property_id: locked.reservation.propertyId, reservation_id: tripId, reservation_status: locked.reservation.status },
      after: {
        property_id: locked.reservation.propertyId,
        reservation_id: tripId,
        method: 'bank_transfer',
        amount_cents: input.amount,
        currency: locked.reservation.currency,
        received_on: input.received_on,
        reference: input.reference,
        reservation_status: settled.locked.reservation.status,
      },
    });
    // As every answer shows it: a confirmed stay past its check-out is `completed` (the audit keeps the stored status).
    const paid = settled.locked.reservation;
    const answer = { payment_id: payment.id, reservation_status: shownStatus(paid.status, paid, ctx.now), confirmed: settled.confirmed };
    if (claim) await keepAnswer(tx, claim, answer);
    return { answer, replayed: false };
  });
  if (!out.replayed) await sendPaymentReceivedMail(ctx.orm, tripId, out.answer.payment_id);
  return out.answer;
}

/** A goodwill refund (money back, at most what was paid) or credit (the trip costs less), with a reason the guest sees. */
export async function grantTripGoodwill(ctx: ServiceContext, tripId: number, input: RefundInput) {
  await act(ctx, tripId, async (tx, locked) => {
    if (locked.reservation.status === 'requested' || locked.reservation.status === 'declined') throw moneyError(409, 'reservation_closed');
    const earlier = await refundIdsOf(tx, tripId);
    const out = await grantGoodwill(
      tx,
      locked,
      { kind: input.kind, amountCents: input.amount, reason: input.reason },
      { actor: ctx.actor, now: ctx.now },
    );
    const what = { property_id: locked.reservation.propertyId, reservation_id: tripId, amount_cents: input.amount, reason: input.reason };
    if (input.kind === 'credit') {
      await recordAudit(tx, ctx, { action: 'charge.credit', objectType: 'reservation', objectId: tripId, after: what });
    } else {
      const made = (await refundIdsOf(tx, tripId)).filter((id) => !earlier.includes(id));
      // One line for the goodwill refund: its refund row when the ledger made one (a card or an owed transfer).
      await recordAudit(tx, ctx, {
        action: 'refund.create',
        objectType: made.length === 1 ? 'refund' : 'reservation',
        objectId: made.length === 1 ? (made[0] as number) : tripId,
        after: { ...what, refund_ids: made },
      });
    }
    return out;
  });
  await sendMoneyNoticeMail(ctx.orm, tripId, input.kind === 'credit' ? 'goodwill_credit' : 'goodwill_refund', {
    amountCents: input.amount,
    reason: input.reason,
  });
  return getConciergeTripMoney(ctx, tripId);
}

/**
 * We cancel for the guest (an owner's cancellation, force majeure): the whole stay is credited,
 * everything paid goes back, the nights are free again. 409 once cancelled, declined, expired or over.
 */
export async function cancelForGuest(ctx: ServiceContext, tripId: number, reason: string) {
  const out = await act(ctx, tripId, async (tx, locked, { today, checkOut }) => {
    if (!['requested', ...ACTIVE].includes(locked.reservation.status) || checkOut <= today) throw moneyError(409, 'not_cancellable');
    await tx.delete(occupancies).where(eq(occupancies.reservationId, tripId));
    const earlier = await refundIdsOf(tx, tripId);
    const done = await cancelAccount(tx, locked, { refundPercent: 100, reason }, { actor: ctx.actor, now: ctx.now });
    await recordAudit(tx, ctx, {
      action: 'reservation.cancel',
      objectType: 'reservation',
      objectId: tripId,
      before: { property_id: locked.reservation.propertyId, status: locked.reservation.status },
      after: {
        property_id: locked.reservation.propertyId,
        status: 'cancelled',
        reason,
        refund_cents: done.refundCents,
        refund_ids: (await refundIdsOf(tx, tripId)).filter((id) => !earlier.includes(id)),
      },
    });
    return done;
  });
  await sendMoneyNoticeMail(ctx.orm, tripId, 'cancelled_by_us', { amountCents: out.refundCents, reason });
  return getConciergeTripMoney(ctx, tripId);
}

/** After check-out: the security deposit released, or part of it retained with a reason the guest sees. */
export async function settleTripDeposit(ctx: ServiceContext, tripId: number, input: DepositInput) {
  await act(ctx, tripId, async (tx, locked, { today, checkOut }) => {
    if (locked.reservation.status !== 'confirmed') throw moneyError(409, 'reservation_closed');
    if (today < checkOut) throw moneyError(409, 'stay_not_over');
    const out = await settleDeposit(
      tx,
      locked,
      { action: input.action, amountCents: input.amount, reason: input.reason },
      { actor: ctx.actor, now: ctx.now },
    );
    // The deposit has no row of its own: the line is the reservation's, with its deposit before and after.
    await recordAudit(tx, ctx, {
      action: `deposit.${input.action}`,
      objectType: 'reservation',
      objectId: tripId,
      before: { property_id: locked.reservation.propertyId, deposit: locked.account.deposit },
      after: { property_id: locked.reservation.propertyId, deposit: out.locked.account.deposit, reason: input.reason },
    });
    return out;
  });
  await sendMoneyNoticeMail(ctx.orm, tripId, input.action === 'retain' ? 'deposit_retained' : 'deposit_released', {
    amountCents: input.amount ?? 0,
    reason: input.reason,
  });
  return getConciergeTripMoney(ctx, tripId);
}

/** An owed transfer refund was sent: its date and the bank's reference. 409 unless it was owed. */
export async function markRefundSent(ctx: ServiceContext, tripId: number, refundId: number, input: RefundSentInput) {
  const staff = requireUser(ctx.actor);
  const scoped = await reservationInScope(ctx, tripId);
  if (input.sent_on > todayIn(scoped.timeZone, ctx.now))
    throw moneyError(422, 'sent_in_future', { sent_on: { key: 'money.errors.sent_in_future' } });
  await inTransaction(ctx.orm, async (tx) => {
    const row = await markTransferRefundSent(tx, tripId, refundId, {
      sentOn: input.sent_on,
      reference: input.reference,
      byUserId: staff.userId,
      now: ctx.now,
    });
    await recordAudit(tx, ctx, {
      action: 'refund.sent',
      objectType: 'refund',
      objectId: row.id,
      before: { property_id: scoped.propertyId, reservation_id: tripId, status: 'owed' },
      after: { property_id: scoped.propertyId, reservation_id: tripId, status: row.status, sent_on: row.sentOn, reference: row.reference },
    });
  });
  return getConciergeTripMoney(ctx, tripId);
}
