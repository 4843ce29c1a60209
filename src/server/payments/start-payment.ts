import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { requireUser, type UserActor } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { canViewTrip } from '../booking/booking.policy';
import { todayIn } from '../core/calendar';
import type { Orm } from '../db/open';
import { payments } from '../db/schema/money';
import { notFound } from '../core/errors';
import { type LockedAccount, moneyError, readAccount } from '../ledger/ledger';
import { failPayment, openPayment, type PaymentRow, recordSuperseded } from '../ledger/payments';
import { scheduleOf } from '../ledger/schedule';
import { bankTransferDetails } from './bank-transfer';
import { callFingerprint, oncePerKey } from './idempotency';
import type { StartPaymentInput } from './payments.schema';
import { type CardProvider, stripePublishableKey } from './provider';
import { activeCardProvider } from './registry';
import type { z } from 'zod';
import type { paymentStartSchema } from './payments.openapi';

/** What the pay panel needs to take a payment. */
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** The reservations that take money. */
export const OPEN_STATUSES = ['awaiting_payment', 'confirmed'] as const;

/** The guest's own trip's account (404 for anyone else's), refused unless it can take money now. */
async function payableAccount(ctx: ServiceContext, tripId: number): Promise<{ actor: UserActor; held: LockedAccount }> {
  const actor = requireUser(ctx.actor);
  const held = await readAccount(ctx.orm, tripId);
  if (!held || !canViewTrip(actor, { userId: held.reservation.userId })) throw notFound();
  if (held.reservation.status === 'requested') throw moneyError(409, 'not_awaiting_payment');
  if (!(OPEN_STATUSES as readonly string[]).includes(held.reservation.status)) throw moneyError(409, 'reservation_closed');
  return { actor, held };
}

/** What `scope` asks for: the next installment's outstanding part, or the whole balance. 409 when nothing is due. */
function amountFor(held: LockedAccount, scope: StartPaymentInput['scope'], now: Date): number {
  const today = todayIn(held.reservation.timeZone, now);
  const schedule = scheduleOf(held.account, held.reservation.terms, today);
  const amount = scope === 'next' ? (schedule.next?.outstandingCents ?? 0) : held.account.balanceDueCents;
  if (amount <= 0) throw moneyError(409, 'nothing_due');
  return amount;
}

/**
 * The guest starts paying (DESIGN §5): the next installment or the whole balance, nothing else.
 * A bank transfer answers where to send it (a concierge records the money when it arrives); a card
 * opens a payment and its provider's intent (Stripe, or the demonstration provider), answered with
 * what the page needs to take the card. An Idempotency-Key is recorded before anything else, for
 * either method (./idempotency.ts): the same call replays the first answer, another call with it
 * is a 409. Without one, a card payment still open for the same amount is reused rather than doubled.
 */
export async function startPayment(
  ctx: ServiceContext,
  tripId: number,
  input: StartPaymentInput,
  opts: { idempotencyKey?: string; provider?: CardProvider | null } = {},
): Promise<{ start: PaymentStart; replayed: boolean }> {
  const { actor, held } = await payableAccount(ctx, tripId);
  // The same fingerprint as before the keys were shared (a key kept across a deploy still replays).
  const fingerprint = callFingerprint('payment', [tripId, input.method, input.scope]);
  const claim = { userId: actor.userId, key: opts.idempotencyKey, fingerprint, now: ctx.now };
  const provider = opts.provider === undefined ? activeCardProvider() : opts.provider;
  const { value, replayed } = await oncePerKey(ctx.orm, claim, () => openStart(ctx, actor, held, input, provider));
  return { start: value, replayed };
}

async function openStart(
  ctx: ServiceContext,
  actor: UserActor,
  held: LockedAccount,
  input: StartPaymentInput,
  provider: CardProvider | null,
): Promise<PaymentStart> {
  const { orm, now } = ctx;
  const tripId = held.reservation.id;
  const amount = amountFor(held, input.scope, now);
  const currency = held.reservation.currency;
  const base = { method: input.method, scope: input.scope, amount_cents: amount, currency };
  if (input.method === 'bank_transfer') {
    return {
      ...base,
      payment_id: null,
      provider: null,
      client_secret: null,
      publishable_key: null,
      bank_transfer: bankTransferDetails(held.reservation.confirmationNumber, amount, currency),
    };
  }
  if (!provider) throw moneyError(409, 'card_unavailable');

  // An open card payment for the same amount and provider is the same payment: reuse it.
  const [open] = await orm
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, tripId),
        eq(payments.method, 'card'),
        eq(payments.provider, provider.name),
        inArray(payments.status, ['pending', 'requires_action', 'failed']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  let payment: PaymentRow;
  if (open && open.amountCents === amount && open.clientSecret) {
    payment = open;
  } else {
    if (open) await supersede(orm, provider, open, now);
    payment = await openPayment(orm, {
      reservationId: tripId,
      method: 'card',
      provider: provider.name,
      scope: input.scope,
      amountCents: amount,
      currency,
      userId: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    const intent = await provider.createIntent({
      amountCents: amount,
      currency,
      paymentId: payment.id,
      reservationId: tripId,
      idempotencyKey: `payment:${payment.id}`,
      description: `Alma Villas ${held.reservation.confirmationNumber}`,
    });
    const [updated] = await orm
      .update(payments)
      .set({ providerRef: intent.providerRef, clientSecret: intent.clientSecret, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    payment = updated ?? payment;
  }
  return {
    ...base,
    payment_id: payment.id,
    provider: provider.name,
    client_secret: payment.clientSecret,
    publishable_key: provider.name === 'stripe' ? stripePublishableKey() : null,
    bank_transfer: null,
  };
}

/**
 * An open card payment a new one replaces (another amount) is cancelled here and its intent at the
 * provider, so that the old client secret can never take money. A provider that fails to cancel
 * does not stop the guest's new payment: it is logged and recorded on the old payment
 * (`superseded_not_cancelled`); an intent paid meanwhile (`superseded_but_paid`) is still applied
 * by Stripe's webhook (settleCardPayment), whose excess goes back to the guest.
 */
async function supersede(orm: Orm, provider: CardProvider, open: PaymentRow, now: Date): Promise<void> {
  await failPayment(orm, open.id, 'superseded', now, 'cancelled');
  if (!open.providerRef) return;
  let outcome: string;
  try {
    const status = await provider.cancelIntent({ providerRef: open.providerRef });
    outcome = status === 'canceled' ? 'superseded' : status === 'succeeded' ? 'superseded_but_paid' : 'superseded_not_cancelled';
  } catch (err) {
    console.error(`[payments] the superseded intent of payment ${open.id} could not be cancelled at ${provider.name}`, err);
    outcome = 'superseded_not_cancelled';
  }
  if (outcome !== 'superseded') {
    console.error(`[payments] payment ${open.id} superseded: ${outcome}`);
    await recordSuperseded(orm, open.id, outcome, now);
  }
}
