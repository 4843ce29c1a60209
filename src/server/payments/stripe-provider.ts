import Stripe from 'stripe';
import type { CardProvider, CreateIntentInput, IntentResult, IntentStatus, RefundResult } from './provider';

/** Stripe's default: a signature older than 5 minutes is refused (a replay of a stolen delivery). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  constructor(readonly reason: 'missing' | 'invalid' | 'stale') {
    super(`stripe webhook signature ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

let client: { key: string; stripe: Stripe } | null = null;
function stripeFor(key: string): Stripe {
  if (client?.key !== key) client = { key, stripe: new Stripe(key) };
  return client.stripe;
}

/** Card payments through Stripe's PaymentIntents; the reservation is confirmed only by its verified webhook. */
export class StripeProvider implements CardProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  /** `client`: a Stripe client of one's own (tests point one at a stand-in for Stripe's API on 127.0.0.1). */
  constructor(secretKey: string, client?: Stripe) {
    this.stripe = client ?? stripeFor(secretKey);
  }

  async createIntent(input: CreateIntentInput): Promise<IntentResult> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        description: input.description,
        metadata: { payment_id: String(input.paymentId), reservation_id: String(input.reservationId) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error('stripe answered a PaymentIntent without a client secret');
    return { providerRef: intent.id, clientSecret: intent.client_secret, status: intent.status as IntentResult['status'] };
  }

  async cancelIntent(input: { providerRef: string }): Promise<IntentStatus> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(input.providerRef, { cancellation_reason: 'abandoned' });
      return intent.status as IntentStatus;
    } catch (err) {
      // Stripe refuses to cancel an intent that is no longer cancellable (already cancelled, paid,
      // processing): its status then says which.
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state') {
        return (await this.stripe.paymentIntents.retrieve(input.providerRef)).status as IntentStatus;
      }
      throw err;
    }
  }

  async refund(input: { providerRef: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.providerRef, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    const status =
      refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
    return { providerRef: refund.id, status };
  }
}

/**
 * A webhook delivery's event, once its `Stripe-Signature` is verified with the endpoint's secret
 * (Stripe's own check, constant-time, within the tolerance); otherwise a WebhookSignatureError.
 */
export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string, nowSeconds?: number): Stripe.Event {
  if (!signature) throw new WebhookSignatureError('missing');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowSeconds);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    throw new WebhookSignatureError(/tolerance/i.test(message) ? 'stale' : 'invalid');
  }
}
