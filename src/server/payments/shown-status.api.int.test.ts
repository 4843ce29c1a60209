import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as demoConfirmRoute } from '@/app/v1/account/trips/[id]/payments/[paymentId]/demo-confirm/route';
import { GET as paymentsRoute, POST as startRoute } from '@/app/v1/account/trips/[id]/payments/route';
import { POST as recordRoute } from '@/app/v1/concierge/trips/[id]/payments/route';
import { addDays, todayIn } from '@/server/core/calendar';
import { call, routeAt as at } from '@/test/api-client';
import { createConcierge, createMember, createPlace, createProperty, createReservation, postTestEntries } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { conciergeMoneyOperations } from '../concierge/trip-money.openapi';
import { paymentOperations } from './payments.openapi';

/**
 * Issue 31, item 14, in the money answers: a confirmed stay whose check-out has passed is
 * `completed` in the guest's payments, the demonstration card's answer and the concierge's recorded
 * transfer, as in every other answer (stay-status.ts), while the stored status stays `confirmed`.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let place: { countryId: number; stateId: number };
let concierge = '';

// The routes use the real clock. createPlace's villas are in Santo Domingo: their yesterday, whose
// 11:00 check-out has passed whatever the hour.
const ZONE = 'America/Santo_Domingo';
const yesterday = () => addDays(todayIn(ZONE, new Date()), -1);

beforeAll(async () => {
  database = await useTestDatabase();
  place = await createPlace(database.orm);
  concierge = (await createConcierge(database.orm, place)).token;
});
afterAll(async () => {
  await database?.dispose();
});

/** A guest's confirmed stay of `checkOut`, $5,000 of nights on its account and nothing paid yet. */
async function stay(checkOut: string) {
  const guest = await createMember(database.orm);
  const villa = await createProperty(database.orm, place, { checkOutTime: '11:00' });
  const r = await createReservation(
    database.orm,
    { userId: guest.user.id, propertyId: villa.id },
    { checkIn: addDays(checkOut, -5), checkOut, status: 'confirmed' },
  );
  await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 500_000 }]);
  return { id: r.id, token: guest.token };
}

function documented(operations: { operationId: string; response: { parse(v: unknown): unknown } }[], operationId: string, answer: unknown) {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  op.response.parse(answer);
}

const statusIn = (body: Record<string, unknown>) => (body.data as { status: string }).status;

describe('a confirmed stay that ended yesterday, in the money answers', () => {
  it('is completed in the guest’s payments; a stay still ahead stays confirmed', async () => {
    const ended = await stay(yesterday());
    const res = await call(at(paymentsRoute, { id: ended.id }), 'GET', `/v1/account/trips/${ended.id}/payments`, { bearer: ended.token });
    expect(res.status).toBe(200);
    documented(paymentOperations, 'listTripPayments', res.body);
    expect(statusIn(res.body)).toBe('completed');

    const ahead = await stay(addDays(yesterday(), 60));
    const later = await call(at(paymentsRoute, { id: ahead.id }), 'GET', `/v1/account/trips/${ahead.id}/payments`, { bearer: ahead.token });
    expect(statusIn(later.body)).toBe('confirmed');
  });

  it('is completed in the demonstration card’s answer, authenticating and paid', async () => {
    const t = await stay(yesterday());
    const started = await call(at(startRoute, { id: t.id }), 'POST', `/v1/account/trips/${t.id}/payments`, {
      bearer: t.token,
      json: { method: 'card', scope: 'balance' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const paymentId = (started.body.data as { payment_id: number }).payment_id;
    const confirm = (json: unknown) =>
      call(at(demoConfirmRoute, { id: t.id, paymentId }), 'POST', `/v1/account/trips/${t.id}/payments/${paymentId}/demo-confirm`, {
        bearer: t.token,
        json,
      });
    const card = { exp: '12/34', cvc: '123', name: 'Ana Rivera' };
    const authenticating = await confirm({ card_number: '4000 0025 0000 3155', ...card });
    expect(authenticating.status, JSON.stringify(authenticating.body)).toBe(200);
    expect(authenticating.body.data).toMatchObject({ status: 'requires_action', reservation_status: 'completed' });
    documented(paymentOperations, 'confirmDemoPayment', authenticating.body);
    const paid = await confirm({ authenticate: 'approve' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'succeeded', reservation_status: 'completed' });
  });

  it('is completed in the concierge’s recorded transfer', async () => {
    const t = await stay(yesterday());
    const res = await call(at(recordRoute, { id: t.id }), 'POST', `/v1/concierge/trips/${t.id}/payments`, {
      bearer: concierge,
      json: { amount: 150_000, received_on: yesterday(), reference: 'TRF-9', method: 'bank_transfer' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    documented(conciergeMoneyOperations, 'recordTransfer', res.body);
    expect((res.body.data as { reservation_status: string }).reservation_status).toBe('completed');
  });
});
