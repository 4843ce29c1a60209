import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../access/actor';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { payments, refunds } from '../db/schema/money';
import { entryLabel, type LockedAccount, moneyError, postEntries } from './ledger';

export type RefundRow = typeof refunds.$inferSelect;

/** A card refund to carry out with its provider once the transaction has committed. */
export interface ProviderRefund {
  refundId: number;
  provider: string;
  /** The PaymentIntent it goes back through. */
  paymentProviderRef: string;
  amountCents: number;
}

/**
 * Money back to the guest (DESIGN §5): `amountCents` is split over the card payments still
 * refundable, newest first, each a `pending` refund through its provider; what no card can take
 * back is a transfer refund `owed` until a concierge sends it. Each refund gets its `refund` entry
 * now. Call with the account locked; never more than was paid. Returns the card refunds to send
 * to their provider after the commit.
 */
export async function refundToGuest(
  tx: Orm,
  locked: LockedAccount,
  amountCents: number,
  opts: { reason: string; reference: string },
  who: { actor: Actor; now: Date },
): Promise<{ locked: LockedAccount; providerRefunds: ProviderRefund[]; refunds: RefundRow[] }> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw moneyError(422, 'invalid_amount');
  const netPaid = locked.account.paidCents - locked.account.refundedCents;
  if (amountCents > netPaid) throw moneyError(422, 'refund_exceeds_paid');
  const cards = await rows<{ id: number; provider: string; provider_ref: string; refundable: number }>(
    tx,
    sql`select p.id, p.provider, p.provider_ref, p.amount_cents - coalesce((select sum(f.amount_cents) from refunds f
          where f.payment_id = p.id and f.status <> 'failed'), 0)::int as refundable
        from payments p where p.reservation_id = ${locked.reservation.id} and p.method = 'card' and p.status = 'succeeded'
          and p.provider_ref is not null
        order by p.succeeded_at desc, p.id desc`,
  );
  let left = amountCents;
  const plan: { paymentId: number | null; provider: string; providerRef: string | null; cents: number }[] = [];
  for (const card of cards) {
    if (left === 0) break;
    const cents = Math.min(left, card.refundable);
    if (cents <= 0) continue;
    plan.push({ paymentId: card.id, provider: card.provider, providerRef: card.provider_ref, cents });
    left -= cents;
  }
  if (left > 0) plan.push({ paymentId: null, provider: 'transfer', providerRef: null, cents: left });

  const created: RefundRow[] = [];
  let current = locked;
  for (const p of plan) {
    const [row] = await tx
      .insert(refunds)
      .values({
        reservationId: locked.reservation.id,
        paymentId: p.paymentId,
        method: p.paymentId ? 'card' : 'bank_transfer',
        provider: p.provider,
        amountCents: p.cents,
        currency: locked.reservation.currency,
        status: p.paymentId ? 'pending' : 'owed',
        reason: opts.reason,
        createdByUserId: who.actor.kind === 'user' ? who.actor.userId : null,
        createdAt: who.now,
        updatedAt: who.now,
      })
      .returning();
    if (!row) throw new Error('refund insert returned nothing');
    created.push(row);
    current = await postEntries(
      tx,
      current,
      [
        {
          kind: 'refund',
          amountCents: p.cents,
          label: entryLabel(p.paymentId ? 'refund_card' : 'refund_transfer'),
          reference: opts.reference,
          reason: opts.reason,
          refundId: row.id,
          ...(p.paymentId ? { paymentId: p.paymentId } : {}),
        },
      ],
      who,
    );
  }
  const providerRefunds = plan.flatMap((p, i) =>
    p.paymentId && p.providerRef
      ? [{ refundId: created[i]?.id ?? 0, provider: p.provider, paymentProviderRef: p.providerRef, amountCents: p.cents }]
      : [],
  );
  return { locked: current, providerRefunds, refunds: created };
}

/** The provider's answer to a card refund: its reference and whether it went through. */
export async function recordProviderRefund(
  orm: Orm,
  refundId: number,
  result: { providerRef: string | null; status: 'pending' | 'succeeded' | 'failed' },
  now: Date,
) {
  await orm
    .update(refunds)
    .set({ providerRef: result.providerRef, status: result.status, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
}

/**
 * One more call to the provider for a card refund still unanswered (pending, no provider reference):
 * its attempt count, or null when it was answered meanwhile (nothing to send).
 */
export async function claimRefundAttempt(orm: Orm, refundId: number, now: Date): Promise<number | null> {
  const [row] = await orm
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), isNull(refunds.providerRef)))
    .returning({ attempts: refunds.attempts });
  return row?.attempts ?? null;
}

/**
 * A call to the provider failed: the refund is tried again at `retryAt`, or, with no retry left
 * (`retryAt` null), it is `failed` for the desk to settle another way. Its ledger entry stands.
 */
export async function recordRefundAttemptFailed(orm: Orm, refundId: number, error: string, retryAt: Date | null, now: Date) {
  await orm
    .update(refunds)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: retryAt, ...(retryAt ? {} : { status: 'failed' as const }), updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), isNull(refunds.providerRef)));
}

/** A concierge sent an owed transfer refund: the date and the bank's reference. 409 unless it was owed. */
export async function markTransferRefundSent(
  orm: Orm,
  reservationId: number,
  refundId: number,
  sent: { sentOn: string; reference: string; byUserId: number; now: Date },
): Promise<RefundRow> {
  const [row] = await orm
    .update(refunds)
    .set({ status: 'sent', sentOn: sent.sentOn, reference: sent.reference, sentByUserId: sent.byUserId, updatedAt: sent.now })
    .where(and(eq(refunds.id, refundId), eq(refunds.reservationId, reservationId), eq(refunds.status, 'owed')))
    .returning();
  if (!row) throw moneyError(409, 'refund_not_owed');
  return row;
}

/** A reservation's payments and refunds, newest first, for the trip's money pages. */
export async function paymentsOf(orm: Orm, reservationId: number) {
  const [paid, back] = await Promise.all([
    orm.select().from(payments).where(eq(payments.reservationId, reservationId)).orderBy(desc(payments.id)),
    orm.select().from(refunds).where(eq(refunds.reservationId, reservationId)).orderBy(desc(refunds.id)),
  ]);
  return { payments: paid, refunds: back };
}
