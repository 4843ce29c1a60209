import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as demoConfirmRoute } from '@/app/v1/account/trips/[id]/payments/[paymentId]/demo-confirm/route';
import { POST as startRoute } from '@/app/v1/account/trips/[id]/payments/route';
import { POST as recordRoute } from '@/app/v1/concierge/trips/[id]/payments/route';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { call, routeAt as at } from '@/test/api-client';
import { createConcierge, createMember, createPlace, createProperty, createReservation, postTestEntries } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * One store of Idempotency-Keys for every call that makes a payment, as an API client meets it:
 * the key is recorded at the start of each kind (card, bank transfer, the demonstration card, a
 * concierge's recorded transfer); the same call again answers the first answer and makes nothing;
 * the key with another body or another kind is 409 `idempotency_conflict` in the caller's language.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let place: { countryId: number; stateId: number };
let concierge = '';

// The routes use the real clock: the stay is well ahead of any run of this test.
const checkIn = addDays(new Date().toISOString().slice(0, 10), 200);

beforeAll(async () => {
  database = await useTestDatabase();
  place = await createPlace(database.orm);
  concierge = (await createConcierge(database.orm, place)).token;
});
afterAll(async () => {
  await database?.dispose();
});

/** A guest's stay awaiting payment: $5,000 of nights on its account, nothing paid. */
async function trip() {
  const guest = await createMember(database.orm);
  const villa = await createProperty(database.orm, place);
  const r = await createReservation(
    database.orm,
    { userId: guest.user.id, propertyId: villa.id },
    { checkIn, checkOut: addDays(checkIn, 5), status: 'awaiting_payment' },
  );
  await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 500_000 }]);
  return { id: r.id, token: guest.token };
}

const paymentsOf = async (tripId: number) =>
  (await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from payments where reservation_id = ${tripId}`))[0]?.n;

function start(t: { id: number; token: string }, json: unknown, key: string, extra: { acceptLanguage?: string } = {}) {
  const path = `/v1/account/trips/${t.id}/payments`;
  return call(at(startRoute, { id: String(t.id) }), 'POST', path, { bearer: t.token, json, headers: { 'Idempotency-Key': key }, ...extra });
}

describe('Idempotency-Key on payments', () => {
  it('a bank transfer’s key reused for a card payment is 409 idempotency_conflict, and no card payment is opened', async () => {
    const t = await trip();
    const first = await start(t, { method: 'bank_transfer', scope: 'next' }, 'key-transfer-then-card');
    expect(first.status).toBe(200);
    const card = await start(t, { method: 'card', scope: 'next' }, 'key-transfer-then-card');
    expect(card.status).toBe(409);
    expect(card.body.code).toBe('idempotency_conflict');
    expect(await paymentsOf(t.id)).toBe(0);
    // In the caller's language.
    const es = await start(t, { method: 'card', scope: 'next' }, 'key-transfer-then-card', { acceptLanguage: 'es' });
    expect(es.body.error).toBe('Esta clave de solicitud ya se usó para otro pago. Empieza de nuevo.');
  });

  it('the same bank transfer again answers the first answer, marked replayed; another scope with the key is 409', async () => {
    const t = await trip();
    const first = await start(t, { method: 'bank_transfer', scope: 'next' }, 'key-transfer-twice');
    const again = await start(t, { method: 'bank_transfer', scope: 'next' }, 'key-transfer-twice');
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await start(t, { method: 'bank_transfer', scope: 'balance' }, 'key-transfer-twice');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_conflict');
  });

  it('a card payment’s key is not taken by a bank transfer, nor by the demonstration card’s confirmation', async () => {
    const t = await trip();
    const card = await start(t, { method: 'card', scope: 'next' }, 'key-card-first');
    expect(card.status).toBe(200);
    const paymentId = String((card.body.data as { payment_id: number }).payment_id);
    const transfer = await start(t, { method: 'bank_transfer', scope: 'next' }, 'key-card-first');
    expect(transfer.status).toBe(409);
    const confirm = (key: string) =>
      call(at(demoConfirmRoute, { id: String(t.id), paymentId }), 'POST', `/v1/account/trips/${t.id}/payments/${paymentId}/demo-confirm`, {
        bearer: t.token,
        json: { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Ana Rivera' },
        headers: { 'Idempotency-Key': key },
      });
    const reused = await confirm('key-card-first');
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_conflict');
    // With its own key it pays once; the same call again answers the same, paying nothing more.
    const paid = await confirm('key-demo-confirm');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'succeeded' });
    const replay = await confirm('key-demo-confirm');
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(paid.body);
    const [entries] = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from ledger_entries where reservation_id = ${t.id} and kind = 'payment'`,
    );
    expect(entries?.n).toBe(1);
  });

  it('a concierge’s recorded transfer sent twice with its key is recorded once; the key with another body is 409', async () => {
    const t = await trip();
    const path = `/v1/concierge/trips/${t.id}/payments`;
    // Yesterday in UTC: never after today in the villa's zone (a UTC date is tomorrow there in the hours after 00:00 UTC).
    const received = addDays(new Date().toISOString().slice(0, 10), -1);
    const record = (json: unknown) =>
      call(at(recordRoute, { id: String(t.id) }), 'POST', path, { bearer: concierge, json, headers: { 'Idempotency-Key': 'key-desk' } });
    const body = { amount: 100_000, received_on: received, reference: 'TRF-9', method: 'bank_transfer' };
    const first = await record(body);
    expect(first.status).toBe(200);
    const again = await record(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await paymentsOf(t.id)).toBe(1);
    const other = await record({ ...body, amount: 50_000 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_conflict');
    expect(await paymentsOf(t.id)).toBe(1);
  });

  it('a call refused before it did anything gives its key back: the corrected call may use it', async () => {
    const t = await trip();
    const path = `/v1/concierge/trips/${t.id}/payments`;
    const record = (json: unknown) =>
      call(at(recordRoute, { id: String(t.id) }), 'POST', path, { bearer: concierge, json, headers: { 'Idempotency-Key': 'key-retry' } });
    // Yesterday in UTC: never after today in the villa's zone (a UTC date is tomorrow there in the hours after 00:00 UTC).
    const received = addDays(new Date().toISOString().slice(0, 10), -1);
    const tooMuch = await record({ amount: 900_000, received_on: received, reference: 'TRF-10', method: 'bank_transfer' });
    expect(tooMuch.status).toBe(422);
    const fixed = await record({ amount: 90_000, received_on: received, reference: 'TRF-10', method: 'bank_transfer' });
    expect(fixed.status).toBe(200);
    expect(await paymentsOf(t.id)).toBe(1);
  });
});
