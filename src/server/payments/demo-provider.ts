import { randomBytes } from 'node:crypto';
import type { CardProvider, CreateIntentInput, IntentResult, IntentStatus, RefundResult } from './provider';

/**
 * The demonstration provider: no network and no money. It behaves like Stripe's test cards
 * (https://docs.stripe.com/testing): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0025 0000 3155 asks for authentication first. A card number is never stored or
 * logged: callers keep at most `lastFour`.
 */
export type DemoCardOutcome =
  | { outcome: 'succeeded' }
  | { outcome: 'requires_action' }
  | { outcome: 'declined'; code: 'card_declined' | 'card_not_supported_in_demo' | 'invalid_number' };

export const DEMO_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0025 0000 3155',
} as const;

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function demoCardOutcome(cardNumber: string): DemoCardOutcome {
  const digits = digitsOf(cardNumber);
  if (!luhnValid(digits)) return { outcome: 'declined', code: 'invalid_number' };
  if (digits === digitsOf(DEMO_CARDS.succeeds)) return { outcome: 'succeeded' };
  if (digits === digitsOf(DEMO_CARDS.declined)) return { outcome: 'declined', code: 'card_declined' };
  if (digits === digitsOf(DEMO_CARDS.authentication)) return { outcome: 'requires_action' };
  return { outcome: 'declined', code: 'card_not_supported_in_demo' };
}

export function lastFour(cardNumber: string): string | null {
  const digits = digitsOf(cardNumber);
  return /^\d{4,}$/.test(digits) ? digits.slice(-4) : null;
}

export class DemoProvider implements CardProvider {
  readonly name = 'demo' as const;

  async createIntent(_input: CreateIntentInput): Promise<IntentResult> {
    const id = `demo_pi_${randomBytes(12).toString('hex')}`;
    return { providerRef: id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`, status: 'requires_payment_method' };
  }

  async refund(input: { providerRef: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult> {
    return { providerRef: `demo_re_${input.idempotencyKey.replace(/[^a-z0-9]/gi, '')}`, status: 'succeeded' };
  }

  async cancelIntent(_input: { providerRef: string }): Promise<IntentStatus> {
    return 'canceled';
  }
}
