import { DemoProvider } from './demo-provider';
import { type CardProvider, cardProviderName } from './provider';
import { StripeProvider } from './stripe-provider';
import { config, type Env } from '../core/config.mjs';

/** The card provider that takes new payments here, or null when only bank transfer is offered. */
export function activeCardProvider(env?: Env): CardProvider | null {
  const name = cardProviderName(env);
  const key = config(env).stripeSecretKey;
  if (name === 'stripe' && key) return new StripeProvider(key);
  if (name === 'demo') return new DemoProvider();
  return null;
}

/**
 * The provider that took a payment, by the name stored on it, for its refund. A demo payment is
 * refunded by the demo provider even where new demo payments are no longer taken.
 */
export function providerByName(name: string, env?: Env): CardProvider | null {
  if (name === 'demo') return new DemoProvider();
  const key = config(env).stripeSecretKey;
  if (name === 'stripe' && key) return new StripeProvider(key);
  return null;
}
