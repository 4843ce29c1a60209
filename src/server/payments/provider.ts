import { config, type Env } from '../core/config.mjs';

/**
 * A card provider (DESIGN §5): Stripe when it is configured, else the demonstration provider where
 * it is allowed. Both answer the same calls, so the payment service and the ledger do not know
 * which one took the money.
 */
export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  /** Our payments.id. */
  paymentId: number;
  reservationId: number;
  idempotencyKey: string;
  description: string;
}

export interface IntentResult {
  providerRef: string;
  clientSecret: string;
  status: IntentStatus;
}

export interface RefundResult {
  providerRef: string;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface CardProvider {
  readonly name: 'stripe' | 'demo';
  createIntent(input: CreateIntentInput): Promise<IntentResult>;
  refund(input: { providerRef: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult>;
  /**
   * Cancels an intent no longer used (a newer one replaced it), so that it can never take money;
   * answers the intent's status after the call (`canceled`, or e.g. `succeeded` when it was paid first).
   */
  cancelIntent(input: { providerRef: string }): Promise<IntentStatus>;
}

/** Stripe takes cards when both its secret key and its webhook secret are set. */
export function stripeConfigured(env?: Env): boolean {
  return config(env).stripeConfigured;
}

/** Public, and written into the build (NEXT_PUBLIC_*): not the configuration module's. */
export function stripePublishableKey(): string | null {
  return process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null;
}

/**
 * The demonstration provider (no money moves) is never used beside a Stripe key, and on a built
 * server (demo and production modes) only with PAYMENTS_DEMO=1 (which `npm run demo` sets).
 */
export function demoPaymentsAllowed(env?: Env): boolean {
  return config(env).demoPayments;
}

/** Which provider takes cards here, or null when card payments are not offered (bank transfer still is). */
export function cardProviderName(env?: Env): 'stripe' | 'demo' | null {
  if (stripeConfigured(env)) return 'stripe';
  if (demoPaymentsAllowed(env)) return 'demo';
  return null;
}
