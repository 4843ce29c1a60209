import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DEMO_CARDS, demoCardOutcome, lastFour } from './demo-provider';
import { cardProviderName, demoPaymentsAllowed, stripeConfigured } from './provider';
import { renderReceiptPdf } from './receipt-pdf';
import { verifyStripeEvent, WebhookSignatureError } from './stripe-provider';

const SECRET = 'whsec_test_secret';
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: 'pi_1', object: 'payment_intent' } },
});
const sign = (body: string, opts: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: opts.secret ?? SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });

describe('the demonstration provider', () => {
  it('answers as Stripe’s test cards do', () => {
    expect(demoCardOutcome(DEMO_CARDS.succeeds)).toEqual({ outcome: 'succeeded' });
    expect(demoCardOutcome('4000000000000002')).toEqual({ outcome: 'declined', code: 'card_declined' });
    expect(demoCardOutcome('4000-0025-0000-3155')).toEqual({ outcome: 'requires_action' });
    expect(demoCardOutcome('4111 1111 1111 1111')).toEqual({ outcome: 'declined', code: 'card_not_supported_in_demo' });
    expect(demoCardOutcome('4242 4242 4242 4241')).toEqual({ outcome: 'declined', code: 'invalid_number' });
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
  });
});

describe('which provider takes cards', () => {
  it('is Stripe with both keys, the demonstration elsewhere but never beside a Stripe key, in a demo only with PAYMENTS_DEMO=1, never in production', () => {
    expect(cardProviderName({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBe('stripe');
    expect(stripeConfigured({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBe(false);
    expect(cardProviderName({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBeNull();
    expect(demoPaymentsAllowed({ NODE_ENV: 'development' })).toBe(true);
    expect(demoPaymentsAllowed({ NODE_ENV: 'production' })).toBe(false);
    expect(demoPaymentsAllowed({ NODE_ENV: 'production', PAYMENTS_DEMO: '1' })).toBe(false);
    expect(demoPaymentsAllowed({ NODE_ENV: 'production', PAYMENTS_DEMO: '1', STRIPE_SECRET_KEY: 'sk_test_1' })).toBe(false);
    expect(cardProviderName({ NODE_ENV: 'production' })).toBeNull();
    // The run mode, not the build's NODE_ENV: `npm run demo` and `npm start` are built servers too.
    expect(demoPaymentsAllowed({ ALMA_MODE: 'demo', NODE_ENV: 'production' })).toBe(false);
    expect(demoPaymentsAllowed({ ALMA_MODE: 'demo', PAYMENTS_DEMO: '1' })).toBe(true);
    expect(demoPaymentsAllowed({ ALMA_MODE: 'test', STRIPE_SECRET_KEY: 'not-a-key' })).toBe(false);
  });
});

describe('verifyStripeEvent (signed with the SDK’s own test helper)', () => {
  it('accepts a valid signature and gives the event', () => {
    expect(verifyStripeEvent(payload, sign(payload), SECRET).id).toBe('evt_1');
  });
  it.each([
    ['a forged signature', () => verifyStripeEvent(payload, sign(payload, { secret: 'whsec_other' }), SECRET), 'invalid'],
    ['a tampered body', () => verifyStripeEvent(payload.replace('pi_1', 'pi_2'), sign(payload), SECRET), 'invalid'],
    ['no header', () => verifyStripeEvent(payload, null, SECRET), 'missing'],
    [
      'a signature 10 minutes old',
      () => verifyStripeEvent(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }), SECRET),
      'stale',
    ],
  ])('refuses %s', (_what, call, reason) => {
    expect(call).toThrow(WebhookSignatureError);
    try {
      call();
    } catch (err) {
      expect((err as WebhookSignatureError).reason).toBe(reason);
    }
  });
});

/** The text a PDF shows: pdfkit writes it as hex strings in TJ arrays. */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/gi)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('');

describe('renderReceiptPdf', () => {
  const model = {
    receiptNumber: 'R-ABCD2345-1',
    paidAt: '2030-01-10T15:00:00.000Z',
    timeZone: 'America/Santo_Domingo',
    guestName: 'Ana Rivera',
    confirmationNumber: 'ABCD2345',
    propertyName: 'Villa Serena',
    checkIn: '2030-02-01',
    checkOut: '2030-02-05',
    method: { kind: 'card' as const, last4: '4242', demo: true },
    amountCents: 163_548,
    currency: 'USD',
    stayBalanceAfterCents: 381_612,
    depositToCollectAfterCents: 150_000,
  };
  it('is a PDF in the guest’s language, demonstration payments labelled', async () => {
    const pdf = await renderReceiptPdf({ ...model, locale: 'en' }, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const en = pdfText(pdf);
    expect(en).toContain('Payment receipt');
    expect(en).toContain('R-ABCD2345-1');
    expect(en).toContain('$1,635.48');
    expect(en).toContain('Demonstration: no money moved.');
    // The balance of the stay and the security deposit on their own lines, never summed.
    expect(en).toContain('Balance of the stay after this payment');
    expect(en).toContain('$3,816.12');
    expect(en).toContain('Security deposit still to be paid (refundable)');
    expect(en).toContain('$1,500');
    const es = pdfText(
      await renderReceiptPdf({ ...model, locale: 'es', method: { kind: 'bank_transfer', reference: 'TRF-9' } }, { compress: false }),
    );
    expect(es).toContain('Recibo de pago');
    expect(es).toContain('Transferencia bancaria, referencia TRF-9');
    expect(es).toContain('Número de confirmación');
    expect(es).not.toContain('Demostración');
  });
});
