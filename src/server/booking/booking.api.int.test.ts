import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as cancelRoute } from '@/app/v1/account/trips/[id]/cancel/route';
import { GET as cancellationRoute } from '@/app/v1/account/trips/[id]/cancellation/route';
import { GET as tripRoute } from '@/app/v1/account/trips/[id]/route';
import { GET as tripsRoute } from '@/app/v1/account/trips/route';
import { POST as reservationsRoute } from '@/app/v1/reservations/route';
import { createSession } from '@/server/accounts/session';
import { reservations } from '@/server/db/schema/booking';
import { type CallOptions, call } from '@/test/api-client';
import { createCountry, createProperty, createReservation, createSeasonalRate, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { tripDetailOperations } from '@/server/trips/trip-detail.openapi';
import { bookingOperations } from './booking.openapi';
import { todayIn } from '../core/calendar';
import { addDays } from '../core/calendar';
import { quoteStay } from './quote.service';
import { contextFor } from '@/test/context';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let property: { id: number };
let token: string;
let otherToken: string;
let userId: number;

// Real clock here (the routes use it): a stay well ahead of any run of this test.
const checkIn = addDays(new Date().toISOString().slice(0, 10), 200);
const checkOut = addDays(checkIn, 4);

beforeAll(async () => {
  database = await useTestDatabase();
  const country = await createCountry(database.orm);
  const state = await createState(database.orm, country.id);
  property = await createProperty(database.orm, { countryId: country.id, stateId: state.id }, { instantBook: true, minNights: 2 });
  const user = await createUser(database.orm, { locale: 'es' });
  userId = user.id;
  token = (await createSession(database.orm, user.id)).token;
  otherToken = (await createSession(database.orm, (await createUser(database.orm)).id)).token;
});
afterAll(async () => {
  await database?.dispose();
});

const withId =
  (handler: (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>, id: string) => (req: Request) =>
    handler(req, { params: Promise.resolve({ id }) });

async function body(start = checkIn, end = checkOut) {
  const q = await quoteStay(contextFor(database.orm), { propertyId: property.id, checkIn: start, checkOut: end, guests: 2 });
  return {
    property_id: property.id,
    check_in: start,
    check_out: end,
    guests: 2,
    lead_guest: { first_name: 'Lucía', last_name: 'Gómez', email: 'lucia@example.test', phone: '+34 600 000 000' },
    quote_signature: q.signature,
  };
}

/** Parses an answer with the response schema the OpenAPI document gives the operation (strict objects). */
function documented(operationId: string, answer: unknown) {
  const op = [...bookingOperations, ...tripDetailOperations].find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  op.response.parse(answer);
}

const post = (json: unknown, opts: CallOptions = {}) =>
  call(reservationsRoute, 'POST', '/v1/reservations', { json, bearer: token, ...opts });

describe('POST /v1/reservations', () => {
  it('asks for a session (401) and a valid body (400 validation_failed with fields)', async () => {
    expect((await call(reservationsRoute, 'POST', '/v1/reservations', { json: await body() })).status).toBe(401);
    const bad = await post({ property_id: property.id, check_in: checkIn });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect(Object.keys(bad.body.fields as object)).toEqual(expect.arrayContaining(['lead_guest', 'quote_signature']));
  });

  it('books with 201 { data }, replays the same Idempotency-Key, and refuses the key with another body', async () => {
    const json = await body();
    const first = await post(json, { headers: { 'Idempotency-Key': 'abc-123' } });
    expect(first.status).toBe(201);
    const trip = first.body.data as { id: number; status: string; confirmation_number: string };
    expect(trip.status).toBe('awaiting_payment');
    documented('createReservation', first.body);
    const again = await post(json, { headers: { 'Idempotency-Key': 'abc-123' } });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await database.orm.select().from(reservations).where(eq(reservations.propertyId, property.id))).toHaveLength(1);
    const conflict = await post({ ...json, guests: 3 }, { headers: { 'Idempotency-Key': 'abc-123' } });
    expect([conflict.status, conflict.body.code]).toEqual([409, 'idempotency_conflict']);
    // Without the key, the same nights are taken: a localized 409.
    const taken = await post(json, { acceptLanguage: 'es' });
    expect([taken.status, taken.body.code]).toEqual([409, 'dates_unavailable']);
    expect(taken.body.error).toMatch(/noches|fechas/);
  });

  it('answers 409 price_changed with the new quote', async () => {
    const start = addDays(checkIn, 30);
    const json = await body(start, addDays(start, 3));
    await createSeasonalRate(database.orm, property.id, { startDate: start, endDate: addDays(start, 10), nightlyCents: 250_000 });
    const res = await post(json);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('price_changed');
    expect(res.body.quote).toMatchObject({ nights: 3 });
    expect(typeof res.body.error).toBe('string');
  });
});

describe('/v1/account/trips', () => {
  it('lists, shows and cancels the guest’s own trip; another guest gets 404', async () => {
    const list = await call(tripsRoute, 'GET', '/v1/account/trips', { bearer: token });
    expect(list.status).toBe(200);
    const [trip] = list.body.data as { id: number; charges: { label: string }[]; balance_due_cents: number; total_cents: number }[];
    if (!trip) throw new Error('no trip');
    expect(list.body.meta).toEqual({ count: 1 });
    documented('listTrips', list.body);
    expect(trip.balance_due_cents).toBe(trip.total_cents);
    const one = await call(withId(tripRoute, String(trip.id)), 'GET', `/v1/account/trips/${trip.id}`, {
      bearer: token,
      acceptLanguage: 'es',
    });
    expect(one.status).toBe(200);
    documented('getTrip', one.body);
    const detail = one.body.data as {
      charges: { label: string }[];
      groceries: { status: string };
      itinerary: unknown[];
      travelers: { name: string; is_lead: boolean }[];
    };
    expect(detail.charges.map((c) => c.label)).toContain('Tarifa de servicio');
    // The whole trip: no grocery list or plans yet, and the lead guest as its first traveler.
    expect(detail.groceries.status).toBe('none');
    expect(detail.itinerary).toEqual([]);
    expect(detail.travelers).toEqual([expect.objectContaining({ name: 'Lucía Gómez', is_lead: true })]);
    const stranger = await call(withId(tripRoute, String(trip.id)), 'GET', `/v1/account/trips/${trip.id}`, { bearer: otherToken });
    expect(stranger.status).toBe(404);
    expect((await call(withId(tripRoute, 'abc'), 'GET', '/v1/account/trips/abc', { bearer: token })).status).toBe(404);
    const strangerCancel = await call(withId(cancelRoute, String(trip.id)), 'POST', `/v1/account/trips/${trip.id}/cancel`, {
      bearer: otherToken,
    });
    expect(strangerCancel.status).toBe(404);
    const cancelled = await call(withId(cancelRoute, String(trip.id)), 'POST', `/v1/account/trips/${trip.id}/cancel`, { bearer: token });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body.data as { status: string }).status).toBe('cancelled');
    documented('cancelTrip', cancelled.body);
    const twice = await call(withId(cancelRoute, String(trip.id)), 'POST', `/v1/account/trips/${trip.id}/cancel`, { bearer: token });
    expect([twice.status, twice.body.code]).toEqual([409, 'not_cancellable']);
  });

  it('refuses to cancel a stay whose check-in day has come in the villa’s calendar: 409 stay_started, in the guest’s language', async () => {
    // The factory's country is in Santo Domingo; the routes use the real clock.
    const today = todayIn('America/Santo_Domingo');
    for (const arrival of [addDays(today, -2), today]) {
      const stay = await createReservation(
        database.orm,
        { userId, propertyId: property.id },
        { checkIn: arrival, checkOut: addDays(today, 3), status: 'confirmed', totalCents: 150_000 },
      );
      const path = `/v1/account/trips/${stay.id}`;
      const preview = await call(withId(cancellationRoute, String(stay.id)), 'GET', `${path}/cancellation`, { bearer: token });
      expect(preview.status).toBe(200);
      documented('previewTripCancellation', preview.body);
      expect(preview.body.data).toMatchObject({ cancellable: false, refusal: 'stay_started', refund_cents: 0 });
      const refused = await call(withId(cancelRoute, String(stay.id)), 'POST', `${path}/cancel`, { bearer: token, acceptLanguage: 'es' });
      expect([refused.status, refused.body.code]).toEqual([409, 'stay_started']);
      expect(refused.body.error).toMatch(/Tu estancia ya empezó/);
      const english = await call(withId(cancelRoute, String(stay.id)), 'POST', `${path}/cancel`, { bearer: token, acceptLanguage: 'en' });
      expect([english.status, english.body.error]).toEqual([409, expect.stringMatching(/Your stay has begun/)]);
      // Nothing changed: the stay is still on.
      const [row] = await database.orm.select().from(reservations).where(eq(reservations.id, stay.id));
      expect(row?.status).toBe('confirmed');
      // Someone else's stay under way is still 404, not 409.
      const stranger = await call(withId(cancelRoute, String(stay.id)), 'POST', `${path}/cancel`, { bearer: otherToken });
      expect(stranger.status).toBe(404);
    }
  });
});
