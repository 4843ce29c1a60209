import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as recordRoute } from '@/app/v1/concierge/trips/[id]/payments/route';
import { POST as sentRoute } from '@/app/v1/concierge/trips/[id]/refunds/[refundId]/sent/route';
import { POST as refundRoute } from '@/app/v1/concierge/trips/[id]/refunds/route';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { createConcierge, createMember, createPlace, createProperty, createReservation, postTestEntries } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { conciergeMoneyOperations } from './trip-money.openapi';

/**
 * The concierge's money routes as an API client meets them: bad amounts and impossible or future
 * dates answer a 4xx in the caller's language and write nothing; a good call answers the
 * documented shape.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let concierge = '';
let guestId = 0;
let place: { countryId: number; stateId: number };

const as = (extra: CallOptions = {}): CallOptions => ({ bearer: concierge, ...extra });

// The routes use the real clock: the stay is well ahead of any run of this test.
const checkIn = addDays(new Date().toISOString().slice(0, 10), 200);

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  place = await createPlace(orm);
  concierge = (await createConcierge(orm, place)).token;
  guestId = (await createMember(orm)).user.id;
});
afterAll(async () => {
  await database?.dispose();
});

/** A stay awaiting payment: $5,000 of nights on its account, nothing paid. */
async function trip() {
  const villa = await createProperty(database.orm, place);
  const r = await createReservation(
    database.orm,
    { userId: guestId, propertyId: villa.id },
    { checkIn, checkOut: addDays(checkIn, 5), status: 'awaiting_payment' },
  );
  await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 500_000 }]);
  return r;
}

const money = async () =>
  (
    await rows<{ n: number }>(
      database.orm,
      sql`select (select count(*) from ledger_entries)::int + (select count(*) from payments)::int as n`,
    )
  )[0]?.n;

function documented(operationId: string, answer: unknown) {
  const op = conciergeMoneyOperations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  op.response.parse(answer);
}

describe('concierge money routes', () => {
  it('refuse impossible dates, bad amounts and dates in the future in the caller’s language, writing nothing', async () => {
    const r = await trip();
    const id = String(r.id);
    const path = `/v1/concierge/trips/${id}/payments`;
    const before = await money();
    const transfer = { amount: 100_000, received_on: '2026-02-30', reference: 'TRF-1', method: 'bank_transfer' };
    const impossible = await call(at(recordRoute, { id }), 'POST', path, as({ acceptLanguage: 'es', json: transfer }));
    expect([impossible.status, impossible.body.code]).toEqual([400, 'validation_failed']);
    expect((impossible.body.fields as Record<string, string>).received_on).toBe('Introduce una fecha válida (AAAA-MM-DD).');
    for (const amount of [0, -5, 12.5, '100']) {
      const bad = await call(at(recordRoute, { id }), 'POST', path, as({ json: { ...transfer, amount, received_on: '2026-01-02' } }));
      expect([bad.status, Object.keys(bad.body.fields as object)]).toEqual([400, ['amount']]);
    }
    const future = await call(at(recordRoute, { id }), 'POST', path, as({ json: { ...transfer, received_on: addDays(checkIn, 1) } }));
    expect([future.status, future.body.code]).toEqual([422, 'received_in_future']);
    const above = await call(
      at(recordRoute, { id }),
      'POST',
      path,
      as({ json: { ...transfer, amount: 600_000, received_on: '2026-01-02' } }),
    );
    expect([above.status, above.body.code]).toEqual([422, 'amount_above_balance']);
    expect(await money()).toBe(before);

    const good = await call(
      at(recordRoute, { id }),
      'POST',
      path,
      as({ json: { ...transfer, amount: 150_000, received_on: '2026-01-02' } }),
    );
    expect(good.status).toBe(200);
    documented('recordTransfer', good.body);
    expect((good.body.data as { reservation_status: string }).reservation_status).toBe('confirmed');
  });

  it('marks an owed transfer refund sent only with a real date that has come', async () => {
    const r = await trip();
    const id = String(r.id);
    await call(at(recordRoute, { id }), 'POST', `/v1/concierge/trips/${id}/payments`, {
      ...as(),
      json: { amount: 200_000, received_on: '2026-01-02', reference: 'TRF-2', method: 'bank_transfer' },
    });
    const refund = await call(at(refundRoute, { id }), 'POST', `/v1/concierge/trips/${id}/refunds`, {
      ...as(),
      json: { amount: 10_000, reason: 'The pool heater failed for a night.' },
    });
    expect(refund.status).toBe(200);
    const [owed] = await rows<{ id: number }>(database.orm, sql`select id from refunds where reservation_id = ${r.id} and status = 'owed'`);
    const refundId = String(owed?.id);
    const path = `/v1/concierge/trips/${id}/refunds/${refundId}/sent`;
    const impossible = await call(at(sentRoute, { id, refundId }), 'POST', path, as({ json: { sent_on: '2026-13-01', reference: 'B-1' } }));
    expect([impossible.status, Object.keys(impossible.body.fields as object)]).toEqual([400, ['sent_on']]);
    const future = await call(at(sentRoute, { id, refundId }), 'POST', path, {
      ...as({ acceptLanguage: 'es' }),
      json: { sent_on: addDays(checkIn, 1), reference: 'B-1' },
    });
    expect([future.status, future.body.code]).toEqual([422, 'sent_in_future']);
    expect((future.body.fields as Record<string, string>).sent_on).toBe('La fecha de envío no puede ser posterior a hoy en la villa.');
    const [still] = await rows<{ status: string }>(database.orm, sql`select status from refunds where id = ${owed?.id}`);
    expect(still?.status).toBe('owed');
    const sent = await call(at(sentRoute, { id, refundId }), 'POST', path, as({ json: { sent_on: '2026-01-03', reference: 'B-1' } }));
    expect(sent.status).toBe(200);
    documented('markRefundSent', sent.body);
  });
});
