import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '@/server/access/actor';
import { addDays } from '@/server/core/calendar';
import type { Orm } from '@/server/db/open';
import { rows } from '@/server/db/raw';
import { payments } from '@/server/db/schema/money';
import { contextFor, userActor } from '@/test/context';
import { createPlace, createProperty, createReservation, createUser, postTestEntries } from '@/test/factories';
import { type FakeStripe, startFakeStripe } from '@/test/fake-stripe';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { startPayment } from './start-payment';
import { receiveStripeWebhook } from './webhook';

/**
 * A card payment replaced by a newer one (the guest switched from the next installment to the whole
 * balance) has its PaymentIntent cancelled at Stripe, so its client secret can never take money.
 * Stripe's side is a stand-in on 127.0.0.1 (src/test/fake-stripe.ts); our provider, service and
 * database are the real ones.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let stripe: FakeStripe;
let place: { countryId: number; stateId: number };
const NOW = new Date();
const checkIn = addDays(NOW.toISOString().slice(0, 10), 200);
const SECRET = 'whsec_superseded';

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  place = await createPlace(orm);
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe?.close();
  await database?.dispose();
});
afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

/** A guest's stay awaiting payment: $5,000 of nights, a 30 % deposit due first. */
async function trip(): Promise<{ id: number; actor: UserActor }> {
  const user = await createUser(orm);
  const villa = await createProperty(orm, place);
  const r = await createReservation(
    orm,
    { userId: user.id, propertyId: villa.id },
    { checkIn, checkOut: addDays(checkIn, 5), status: 'awaiting_payment' },
  );
  await postTestEntries(orm, r.id, [{ kind: 'nights', amountCents: 500_000 }]);
  return { id: r.id, actor: userActor(user) };
}

const paymentRow = async (id: number) => (await orm.select().from(payments).where(eq(payments.id, id)))[0];
const cancelCalls = (intentId: string) => stripe.calls.filter((c) => c.path === `/v1/payment_intents/${intentId}/cancel`);

async function startBoth(t: { id: number; actor: UserActor }) {
  const ctx = contextFor(orm, t.actor, { now: NOW });
  const provider = stripe.provider();
  const first = (await startPayment(ctx, t.id, { method: 'card', scope: 'next' }, { provider })).start;
  const old = await paymentRow(first.payment_id ?? 0);
  return { ctx, provider, first, oldRef: old?.providerRef ?? '' };
}

describe('a superseded Stripe PaymentIntent', () => {
  it('is cancelled at Stripe when a payment of another amount replaces it', async () => {
    const t = await trip();
    const { ctx, provider, first, oldRef } = await startBoth(t);
    expect(stripe.intents.get(oldRef)?.status).toBe('requires_payment_method');
    const second = (await startPayment(ctx, t.id, { method: 'card', scope: 'balance' }, { provider })).start;
    expect(second.payment_id).not.toBe(first.payment_id);
    expect(second.amount_cents).toBe(500_000);
    expect(cancelCalls(oldRef)).toHaveLength(1);
    expect(stripe.intents.get(oldRef)?.status).toBe('canceled');
    expect(await paymentRow(first.payment_id ?? 0)).toMatchObject({ status: 'cancelled', failureCode: 'superseded' });
  });

  it('a failure to cancel it never breaks the guest’s new payment: it is logged and recorded on the old one', async () => {
    const t = await trip();
    const { ctx, provider, first, oldRef } = await startBoth(t);
    stripe.unreachable('cancel_intent', 1);
    const second = await startPayment(ctx, t.id, { method: 'card', scope: 'balance' }, { provider });
    expect(second.start.client_secret).toBeTruthy();
    expect(cancelCalls(oldRef).length).toBeGreaterThan(0);
    expect(stripe.intents.get(oldRef)?.status).toBe('requires_payment_method');
    expect(await paymentRow(first.payment_id ?? 0)).toMatchObject({ status: 'cancelled', failureCode: 'superseded_not_cancelled' });
  });

  it('paid in another tab before it could be cancelled, its money still counts when Stripe’s webhook says so', async () => {
    const t = await trip();
    const { ctx, provider, first, oldRef } = await startBoth(t);
    stripe.markPaid(oldRef);
    await startPayment(ctx, t.id, { method: 'card', scope: 'balance' }, { provider });
    expect(await paymentRow(first.payment_id ?? 0)).toMatchObject({ status: 'cancelled', failureCode: 'superseded_but_paid' });

    process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
    process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    const body = JSON.stringify({
      id: `evt_paid_${t.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: oldRef, object: 'payment_intent' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    const result = await receiveStripeWebhook(orm, body, signature, { secret: SECRET, now: NOW });
    expect(result.outcome).toBe('applied');
    expect(await paymentRow(first.payment_id ?? 0)).toMatchObject({ status: 'succeeded' });
    const [paid] = await rows<{ n: number }>(
      orm,
      sql`select coalesce(sum(-amount_cents), 0)::int as n from ledger_entries where reservation_id = ${t.id} and kind = 'payment'`,
    );
    expect(paid?.n).toBe(first.amount_cents);
  });
});
