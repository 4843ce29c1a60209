import { DemoProvider } from './demo-provider';
import { type CardProvider, cardProviderName } from './provider';
import { StripeProvider } from './stripe-provider';

/** The card provider that takes new payments here, or null when only bank transfer is offered. */
export function activeCardProvider(env: Record<string, string | undefined> = process.env): CardProvider | null {
  const name = cardProviderName(env);
  if (name === 'stripe' && env.STRIPE_SECRET_KEY) return new StripeProvider(env.STRIPE_SECRET_KEY);
  if (name === 'demo') return new DemoProvider();
  return null;
}

/**
 * The provider that took a payment, by the name stored on it, for its refund. A demo payment is
 * refunded by the demo provider even where new demo payments are no longer taken.
 */
export function providerByName(name: string, env: Record<string, string | undefined> = process.env): CardProvider | null {
  if (name === 'demo') return new DemoProvider();
  if (name === 'stripe' && env.STRIPE_SECRET_KEY) return new StripeProvider(env.STRIPE_SECRET_KEY);
  return null;
}
