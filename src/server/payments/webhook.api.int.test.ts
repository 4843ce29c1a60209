import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as webhookRoute } from '@/app/v1/payments/stripe/webhook/route';
import { rows } from '@/server/db/raw';
import { call } from '@/test/api-client';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * Stripe's webhook route as Stripe meets it: the body is read under the route's 512 KB cap before
 * its signature is checked, so a bigger delivery (even a correctly signed one) is a 413 that
 * records nothing.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const SECRET = 'whsec_route_test';
const path = '/v1/payments/stripe/webhook';

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});
afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

const events = async () => (await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from payment_events`))[0]?.n;
const signed = (body: string) => ({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }) });
/** An event of about `bytes` bytes: Stripe's objects carry free-form metadata. */
const eventOf = (id: string, bytes: number) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: `pi_${id}`, object: 'payment_intent', metadata: { note: 'x'.repeat(bytes) } } },
  });

describe('POST /v1/payments/stripe/webhook', () => {
  it('answers 413 to a signed delivery above 512 KB, before its signature is checked, and records nothing', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_route';
    process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    const before = await events();
    const big = eventOf('evt_big', 600 * 1024);
    // No Content-Length (a chunked delivery): the limited reader itself must stop it.
    const res = await call(webhookRoute, 'POST', path, { raw: { body: big, type: 'application/json' }, headers: signed(big) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    // With its Content-Length declared, it is refused before a byte is read.
    const declared = await call(webhookRoute, 'POST', path, {
      raw: { body: big, type: 'application/json' },
      headers: { ...signed(big), 'content-length': String(Buffer.byteLength(big)) },
    });
    expect(declared.status).toBe(413);
    expect(await events()).toBe(before);

    // Under the cap, the same kind of delivery is verified and recorded.
    const small = eventOf('evt_small', 1024);
    const ok = await call(webhookRoute, 'POST', path, { raw: { body: small, type: 'application/json' }, headers: signed(small) });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ received: true, outcome: 'unknown_payment' });
    expect(await events()).toBe((before ?? 0) + 1);
  });
});
