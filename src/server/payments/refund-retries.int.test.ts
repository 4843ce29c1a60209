import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as moneyRoute } from '@/app/v1/concierge/trips/[id]/money/route';
import { systemActor } from '@/server/access/actor';
import { systemContext } from '@/server/access/context';
import { conciergeTripMoneySchema } from '@/server/concierge/trip-money.openapi';
import { addDays } from '@/server/core/calendar';
import type { Orm } from '@/server/db/open';
import { refunds } from '@/server/db/schema/money';
import { withLockedAccount } from '@/server/ledger/ledger';
import { openPayment, settlePayment } from '@/server/ledger/payments';
import { refundToGuest } from '@/server/ledger/refunds';
import { call } from '@/test/api-client';
import { createConcierge, createMember, createPlace, createProperty, createReservation, postTestEntries } from '@/test/factories';
import { type FakeStripe, startFakeStripe } from '@/test/fake-stripe';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { REFUND_MAX_ATTEMPTS, runProviderRefunds } from './refund-runner';
import { retryFailedRefunds } from './refund-retries';

/**
 * A card refund whose call to Stripe fails is tried again by the job on its schedule (1 minute,
 * 5 minutes, 30 minutes, 2 hours, with an injected clock), always under the same idempotency key
 * (never refunded twice), and after the last try it is `failed` and the desk's API shows it so.
 * Stripe's side is a stand-in on 127.0.0.1 (src/test/fake-stripe.ts).
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let stripe: FakeStripe;
let place: { countryId: number; stateId: number };
let concierge = '';
let guestId = 0;
const T0 = new Date('2030-01-10T12:00:00Z');
const MIN = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  place = await createPlace(orm);
  concierge = (await createConcierge(orm, place)).token;
  guestId = (await createMember(orm)).user.id;
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe?.close();
  await database?.dispose();
});

/** A trip paid $1,500 by Stripe card, of which $500 is refunded now (at T0): the refund to send. */
async function refundedTrip() {
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 200);
  const villa = await createProperty(orm, place);
  const r = await createReservation(orm, { userId: guestId, propertyId: villa.id }, { checkIn, checkOut: addDays(checkIn, 5) });
  await postTestEntries(orm, r.id, [{ kind: 'nights', amountCents: 500_000 }]);
  const who = { actor: systemActor('test'), now: T0 };
  const out = await withLockedAccount(orm, r.id, async (tx, locked) => {
    const p = await openPayment(tx, {
      reservationId: r.id,
      method: 'card',
      provider: 'stripe',
      scope: 'next',
      amountCents: 150_000,
      currency: 'USD',
      userId: guestId,
      providerRef: `pi_paid_${r.id}`,
      clientSecret: 'cs',
    });
    const settled = await settlePayment(tx, locked, p.id, who);
    return refundToGuest(tx, settled.locked, 50_000, { reason: 'A broken pool heater', reference: 'test' }, who);
  });
  const [refund] = out.providerRefunds;
  if (!refund) throw new Error('no card refund');
  return { tripId: r.id, refund };
}

const refundRow = async (id: number) => (await orm.select().from(refunds).where(eq(refunds.id, id)))[0];
const retryAt = (now: Date) => retryFailedRefunds(systemContext(orm, 'refund-retries'), now, { providers: () => stripe.provider() });
const refundCalls = (refundId: number) => stripe.calls.filter((c) => c.path === '/v1/refunds' && c.idempotencyKey === `refund:${refundId}`);

describe('failed card refunds', () => {
  it('are retried after 1, 5, 30 minutes and 2 hours, then shown to the desk as failed', async () => {
    const { tripId, refund } = await refundedTrip();
    stripe.unreachable('refund', REFUND_MAX_ATTEMPTS);
    await runProviderRefunds(orm, [refund], T0, () => stripe.provider());
    expect(await refundRow(refund.refundId)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(MIN) });

    // Not before its time; then each retry on the schedule.
    expect(await retryAt(at(MIN - 1000))).toEqual({ tried: 0 });
    expect(await retryAt(at(MIN))).toEqual({ tried: 1 });
    expect(await refundRow(refund.refundId)).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: at(6 * MIN) });
    expect(await retryAt(at(6 * MIN))).toEqual({ tried: 1 });
    expect(await refundRow(refund.refundId)).toMatchObject({ attempts: 3, nextAttemptAt: at(36 * MIN) });
    expect(await retryAt(at(36 * MIN))).toEqual({ tried: 1 });
    expect(await refundRow(refund.refundId)).toMatchObject({ attempts: 4, nextAttemptAt: at(156 * MIN) });
    expect(await retryAt(at(156 * MIN - 1000))).toEqual({ tried: 0 });
    expect(await retryAt(at(156 * MIN))).toEqual({ tried: 1 });
    const last = await refundRow(refund.refundId);
    expect(last).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null, providerRef: null });
    expect(last?.lastError).toMatch(/connection to Stripe/);
    // No more tries, and never a refund made at Stripe.
    expect(await retryAt(at(3 * 24 * 60 * MIN))).toEqual({ tried: 0 });
    expect(stripe.refunds.size).toBe(0);

    // The desk's API (its trip money page reads it) says so.
    const res = await call(
      (req) => moneyRoute(req, { params: Promise.resolve({ id: String(tripId) }) }),
      'GET',
      `/v1/concierge/trips/${tripId}/money`,
      { bearer: concierge },
    );
    expect(res.status).toBe(200);
    const view = conciergeTripMoneySchema.parse((res.body as { data: unknown }).data);
    expect(view.refunds.find((r) => r.id === refund.refundId)).toMatchObject({
      method: 'card',
      status: 'failed',
      attempts: 5,
      next_attempt_at: null,
      amount_cents: 50_000,
    });
  });

  it('a retry that gets through records Stripe’s refund, made once under the refund’s one idempotency key', async () => {
    const { refund } = await refundedTrip();
    stripe.unreachable('refund', 2);
    await runProviderRefunds(orm, [refund], T0, () => stripe.provider());
    await retryAt(at(MIN));
    expect(await refundRow(refund.refundId)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await retryAt(at(6 * MIN))).toEqual({ tried: 1 });
    const done = await refundRow(refund.refundId);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, nextAttemptAt: null });
    expect(done?.providerRef).toMatch(/^re_fake_/);
    const made = [...stripe.refunds.values()].filter((r) => r.payment_intent === refund.paymentProviderRef);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(50_000);
    expect(new Set(refundCalls(refund.refundId).map((c) => c.idempotencyKey))).toEqual(new Set([`refund:${refund.refundId}`]));
    expect(await retryAt(at(60 * MIN))).toEqual({ tried: 0 });
  });

  it('a refund decided but never sent (its server stopped after the commit) is sent by the job a minute later', async () => {
    const { refund } = await refundedTrip();
    expect(await retryAt(at(30_000))).toEqual({ tried: 0 });
    expect(await retryAt(at(MIN))).toEqual({ tried: 1 });
    expect(await refundRow(refund.refundId)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});
