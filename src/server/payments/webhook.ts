import type Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { paymentEvents, payments, refunds } from '../db/schema/money';
import { AppError } from '../core/errors';
import { failPayment } from '../ledger/payments';
import type { ProviderRefund } from '../ledger/refunds';
import { sendPaymentReceivedMail } from '../booking/payment-mail';
import { runProviderRefunds } from './refund-runner';
import { settleCardPayment } from './payments.service';
import { verifyStripeEvent, WebhookSignatureError } from './stripe-provider';
import { inTransaction } from '../db/transaction';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_payment' | 'already_applied' | 'refunded_late_payment';

/**
 * One delivery of Stripe's webhook (DESIGN §5: a card payment is confirmed only here). The
 * signature is checked first (a bad, missing or stale one is a 400 and nothing is recorded); the
 * event is stored by its id and applied once, in the same transaction as its effect, however often
 * and in whatever order Stripe delivers it: a `payment_failed` that arrives after `succeeded`
 * changes nothing, and a replayed `succeeded` is answered `duplicate`.
 */
export async function receiveStripeWebhook(
  orm: Orm,
  rawBody: string,
  signature: string | null,
  opts: { secret: string; now: Date; nowSeconds?: number },
): Promise<{ outcome: WebhookOutcome; eventId: string }> {
  let event: Stripe.Event;
  try {
    event = verifyStripeEvent(rawBody, signature, opts.secret, opts.nowSeconds);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      throw new AppError(400, `webhook_signature_${err.reason}`, { message: { key: 'money.errors.webhook_signature' } });
    }
    throw err;
  }
  const { now } = opts;
  const result = await inTransaction(orm, async (tx) => {
    await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, payload: event as unknown as Record<string, unknown>, receivedAt: now })
      .onConflictDoNothing();
    const [stored] = await tx
      .execute(sql`select applied_at from payment_events where id = ${event.id} for update`)
      .then((r) => (r as unknown as { rows: { applied_at: string | null }[] }).rows);
    if (stored?.applied_at) return { outcome: 'duplicate' as const, refunds: [] as ProviderRefund[], mail: null };
    let outcome: WebhookOutcome = 'ignored';
    let providerRefunds: ProviderRefund[] = [];
    let mail: { reservationId: number; paymentId: number } | null = null;
    const object = event.data.object as { id?: string; object?: string; last_payment_error?: { code?: string } | null; status?: string };
    if (event.type === 'payment_intent.succeeded' && object.id) {
      const settled = await settleCardPayment(tx, object.id, now, 'stripe-webhook');
      outcome = settled.outcome;
      providerRefunds = settled.refunds;
      if (settled.outcome === 'applied' && settled.paymentId && 'reservationId' in settled && settled.reservationId) {
        mail = { reservationId: settled.reservationId, paymentId: settled.paymentId };
      }
    } else if ((event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') && object.id) {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, object.id));
      if (payment) {
        await failPayment(
          tx,
          payment.id,
          object.last_payment_error?.code ?? event.type.split('.')[1] ?? 'failed',
          now,
          event.type.endsWith('canceled') ? 'cancelled' : 'failed',
        );
        outcome = 'applied';
      } else outcome = 'unknown_payment';
    } else if ((event.type === 'refund.updated' || event.type === 'refund.created') && object.id) {
      const status =
        object.status === 'succeeded' ? 'succeeded' : object.status === 'failed' || object.status === 'canceled' ? 'failed' : 'pending';
      await tx
        .update(refunds)
        .set({ status, updatedAt: now })
        .where(sql`${refunds.providerRef} = ${object.id} and ${refunds.status} = 'pending'`);
      outcome = 'applied';
    }
    await tx.update(paymentEvents).set({ appliedAt: now, outcome }).where(eq(paymentEvents.id, event.id));
    return { outcome, refunds: providerRefunds, mail };
  });
  await runProviderRefunds(orm, result.refunds, now);
  if (result.mail) await sendPaymentReceivedMail(orm, result.mail.reservationId, result.mail.paymentId);
  return { outcome: result.outcome, eventId: event.id };
}
