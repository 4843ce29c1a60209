import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../access/actor';
import type { Orm } from '../db/open';
import { payments } from '../db/schema/money';
import { type LockedAccount, postEntries, setReservation } from './ledger';
import { entryLabel } from './ledger';
import { confirmingPaid } from './schedule';

export type PaymentRow = typeof payments.$inferSelect;

/** A card payment started (its provider's intent not yet paid) or a transfer about to be recorded. */
export async function openPayment(
  tx: Orm,
  values: Pick<typeof payments.$inferInsert, 'reservationId' | 'method' | 'provider' | 'scope' | 'amountCents' | 'currency' | 'userId'> &
    Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/**
 * A payment's money arrived (a verified card event, the demo provider, a transfer a concierge
 * recorded): once only (a payment already settled is left alone and `applied` is false), it gets its
 * `payment` entry and its receipt number, and a reservation awaiting payment whose confirming
 * installment is now covered becomes `confirmed`. Call with the account locked.
 */
export async function settlePayment(
  tx: Orm,
  locked: LockedAccount,
  paymentId: number,
  who: { actor: Actor; now: Date },
  details: { cardLast4?: string | null; paidAtProvider?: boolean } = {},
): Promise<{ applied: boolean; confirmed: boolean; locked: LockedAccount; payment: PaymentRow | null }> {
  // The provider's verified word that the money arrived applies even to a payment cancelled here
  // (superseded while the guest was paying it in another tab): the money is ours, so it counts.
  const claimable = details.paidAtProvider
    ? (['pending', 'requires_action', 'failed', 'cancelled'] as const)
    : (['pending', 'requires_action', 'failed'] as const);
  const [claimed] = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      succeededAt: who.now,
      updatedAt: who.now,
      failureCode: null,
      ...(details.cardLast4 ? { cardLast4: details.cardLast4 } : {}),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.reservationId, locked.reservation.id), inArray(payments.status, [...claimable])))
    .returning();
  if (!claimed) return { applied: false, confirmed: false, locked, payment: null };
  const count = locked.entries.filter((e) => e.kind === 'payment').length + 1;
  const receiptNumber = `R-${locked.reservation.confirmationNumber}-${count}`;
  await tx.update(payments).set({ receiptNumber }).where(eq(payments.id, paymentId));
  const label =
    claimed.method === 'bank_transfer'
      ? entryLabel('payment_transfer')
      : claimed.provider === 'demo'
        ? entryLabel('payment_demo')
        : entryLabel('payment_card');
  const after = await postEntries(
    tx,
    locked,
    [{ kind: 'payment', amountCents: -claimed.amountCents, label, reference: `payment:${claimed.id}`, paymentId: claimed.id }],
    who,
  );
  let confirmed = false;
  if (after.reservation.status === 'awaiting_payment' && confirmingPaid(after.account, after.reservation.terms)) {
    await setReservation(tx, after.reservation.id, {
      status: 'confirmed',
      confirmedAt: who.now,
      paidDepositAt: who.now,
      holdExpiresAt: null,
    });
    after.reservation = { ...after.reservation, status: 'confirmed' };
    confirmed = true;
  }
  return { applied: true, confirmed, locked: after, payment: { ...claimed, receiptNumber } };
}

/** A card payment that did not go through (declined, cancelled): its row says why; nothing is written to the ledger. */
export async function failPayment(
  tx: Orm,
  paymentId: number,
  code: string,
  now: Date,
  status: 'failed' | 'cancelled' | 'requires_action' = 'failed',
): Promise<void> {
  await tx
    .update(payments)
    .set({ status, failureCode: status === 'requires_action' ? null : code, updatedAt: now })
    .where(and(eq(payments.id, paymentId), sql`${payments.status} in ('pending', 'requires_action', 'failed')`));
}

/** What became of a superseded payment's intent at its provider, when it was not simply cancelled. */
export async function recordSuperseded(tx: Orm, paymentId: number, code: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ failureCode: code, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'cancelled')));
}
