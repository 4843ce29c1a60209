import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as previewRoute } from '@/app/v1/account/trips/[id]/cancellation/route';
import { POST as cancelRoute } from '@/app/v1/account/trips/[id]/cancel/route';
import { createSession } from '@/server/accounts/session';
import { bookingOperations } from '@/server/booking/booking.openapi';
import { addDays } from '@/server/core/calendar';
import type { Orm } from '@/server/db/open';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { groceryOrders, itineraryItems, travelers } from '@/server/db/schema/trips';
import { call } from '@/test/api-client';
import {
  createCountry,
  createExperience,
  createLuxuryService,
  createProperty,
  createReservation,
  postTestEntries,
  createState,
  createUser,
} from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { grocerySummary, itinerarySummary, travelerSummary, tripConcierge, tripVilla } from './trip-summary';
import { contextFor, userActor } from '@/test/context';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let country: { id: number };
let state: { id: number };
let otherState: { id: number };
let guest: { id: number; email: string; name: string };
let token: string;
let strangerToken: string;

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  country = await createCountry(orm);
  state = await createState(orm, country.id);
  otherState = await createState(orm, country.id);
  guest = await createUser(orm);
  token = (await createSession(orm, guest.id)).token;
  strangerToken = (await createSession(orm, (await createUser(orm)).id)).token;
});
afterAll(async () => {
  await database?.dispose();
});

const withId =
  (handler: (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>, id: string) => (req: Request) =>
    handler(req, { params: Promise.resolve({ id }) });

function documented(operationId: string, answer: unknown) {
  const op = bookingOperations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  op.response.parse(answer);
}

describe('GET /v1/account/trips/{id}/cancellation', () => {
  it('answers the trip’s guest with the refund the cancellation then makes; 401 without a session, 404 for another guest', async () => {
    const villa = await createProperty(orm, { countryId: country.id, stateId: state.id }, { cancellationPolicy: 'flexible' });
    // Three days out (two to four in the villa's own date, whatever the hour): flexible refunds 50 %.
    const today = new Date().toISOString().slice(0, 10);
    const r = await createReservation(
      orm,
      { userId: guest.id, propertyId: villa.id },
      { checkIn: addDays(today, 3), checkOut: addDays(today, 8), totalCents: 100_001 },
    );
    // Paid in full: the refund is what was paid beyond the share the policy keeps.
    await postTestEntries(orm, r.id, [
      { kind: 'nights', amountCents: 100_001 },
      { kind: 'payment', amountCents: -100_001 },
    ]);
    const path = `/v1/account/trips/${r.id}/cancellation`;
    expect((await call(withId(previewRoute, String(r.id)), 'GET', path)).status).toBe(401);
    const stranger = await call(withId(previewRoute, String(r.id)), 'GET', path, { bearer: strangerToken });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'not_found']);
    expect((await call(withId(previewRoute, 'abc'), 'GET', '/v1/account/trips/abc/cancellation', { bearer: token })).status).toBe(404);

    const answer = await call(withId(previewRoute, String(r.id)), 'GET', path, { bearer: token });
    expect(answer.status).toBe(200);
    documented('previewTripCancellation', answer.body);
    const preview = answer.body.data as {
      cancellable: boolean;
      refund_cents: number;
      refund_percent: number;
      policy: string;
      deadlines: unknown[];
    };
    expect(preview).toMatchObject({ cancellable: true, refund_cents: 50_000, refund_percent: 50, policy: 'flexible' });
    expect(preview.deadlines).toEqual([
      { refund_percent: 100, refund_cents: 100_001, until: addDays(today, 3 - 7), passed: true },
      { refund_percent: 50, refund_cents: 50_000, until: addDays(today, 2), passed: false },
      { refund_percent: 0, refund_cents: 0, until: null, passed: false },
    ]);

    const cancelled = await call(withId(cancelRoute, String(r.id)), 'POST', `/v1/account/trips/${r.id}/cancel`, { bearer: token });
    expect(cancelled.status).toBe(200);
    const trip = cancelled.body.data as { refund_cents: number; charges: { kind: string; amount_cents: number }[] };
    expect(trip.refund_cents).toBe(preview.refund_cents);
    expect(trip.charges).toContainEqual(expect.objectContaining({ kind: 'refund', amount_cents: preview.refund_cents }));

    const after = await call(withId(previewRoute, String(r.id)), 'GET', path, { bearer: token });
    expect(after.body.data).toMatchObject({ cancellable: false, refund_cents: 0 });
  });

  it('previews a request still awaiting a concierge as withdrawn in full: nothing is kept, and nothing was paid', async () => {
    const villa = await createProperty(orm, { countryId: country.id, stateId: state.id }, { cancellationPolicy: 'non_refundable' });
    const today = new Date().toISOString().slice(0, 10);
    const r = await createReservation(
      orm,
      { userId: guest.id, propertyId: villa.id },
      { status: 'requested', checkIn: addDays(today, 20), checkOut: addDays(today, 25), totalCents: 80_000 },
    );
    const answer = await call(withId(previewRoute, String(r.id)), 'GET', `/v1/account/trips/${r.id}/cancellation`, { bearer: token });
    expect(answer.body.data).toMatchObject({ cancellable: true, refund_cents: 0, refund_percent: 100, policy: 'non_refundable' });
  });
});

describe('trip summaries', () => {
  it('reads the grocery list: none, then a draft, then submitted, with its estimate', async () => {
    const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
    const r = await createReservation(orm, { userId: guest.id, propertyId: villa.id });
    expect(await grocerySummary(contextFor(orm, userActor(guest)), r.id)).toEqual({ status: 'none', estimated_cents: 0 });
    await orm.insert(groceryOrders).values({ reservationId: r.id, status: 'draft', estimatedCents: 4_500 });
    expect(await grocerySummary(contextFor(orm, userActor(guest)), r.id)).toEqual({ status: 'draft', estimated_cents: 4_500 });
    await orm.update(groceryOrders).set({ status: 'submitted', estimatedCents: 6_000 });
    expect(await grocerySummary(contextFor(orm, userActor(guest)), r.id)).toEqual({ status: 'submitted', estimated_cents: 6_000 });
  });

  it('counts the plans still on, requested apart from confirmed', async () => {
    const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
    const r = await createReservation(orm, { userId: guest.id, propertyId: villa.id });
    expect(await itinerarySummary(contextFor(orm, userActor(guest)), r.id)).toEqual({ total: 0, requested: 0, confirmed: 0 });
    const experience = await createExperience(orm);
    const service = await createLuxuryService(orm);
    const plan = { reservationId: r.id, date: '2027-03-02', startTime: '09:00' };
    await orm.insert(itineraryItems).values([
      { ...plan, kind: 'experience', experienceId: experience.id, status: 'requested' },
      { ...plan, kind: 'service', luxuryServiceId: service.id, status: 'confirmed', priceCents: 20_000 },
      { ...plan, kind: 'service', luxuryServiceId: service.id, status: 'confirmed', priceCents: 20_000 },
      { ...plan, kind: 'experience', experienceId: experience.id, status: 'declined' },
      { ...plan, kind: 'experience', experienceId: experience.id, status: 'cancelled' },
    ]);
    expect(await itinerarySummary(contextFor(orm, userActor(guest)), r.id)).toEqual({ total: 3, requested: 1, confirmed: 2 });
  });

  it('counts the travelers against the stay’s booked guests (not what the villa sleeps), and gives the villa’s arrival details and policy', async () => {
    const villa = await createProperty(
      orm,
      { countryId: country.id, stateId: state.id },
      {
        maximumCapacity: 6,
        address: 'Calle del Mar 4',
        checkInTime: '16:00',
        checkOutTime: '10:30',
        cancellationPolicy: 'strict',
        lat: 18.51,
        lng: -68.37,
      },
    );
    const r = await createReservation(orm, { userId: guest.id, propertyId: villa.id }, { guests: 3 });
    await orm.insert(travelers).values([
      { reservationId: r.id, name: 'Ana Rivera', isLead: 1 },
      { reservationId: r.id, name: 'Luis Rivera', ageGroup: 'child' },
    ]);
    expect(await travelerSummary(contextFor(orm, userActor(guest)), r.id)).toEqual({ count: 2, capacity: 3 });
    expect(await tripVilla(contextFor(orm, userActor(guest)), r.id)).toEqual({
      address: 'Calle del Mar 4',
      lat: 18.51,
      lng: -68.37,
      check_in_time: '16:00',
      check_out_time: '10:30',
      policy: 'strict',
      capacity: 6,
    });
  });

  it('finds the concierge of the villa’s state, else of its country, else none', async () => {
    const place = await createCountry(orm);
    const region = await createState(orm, place.id);
    const villa = await createProperty(orm, { countryId: place.id, stateId: region.id });
    const r = await createReservation(orm, { userId: guest.id, propertyId: villa.id });
    expect(await tripConcierge(contextFor(orm, userActor(guest)), r.id)).toBeNull();

    const countryWide = await createUser(orm, { name: 'Country Manager', phone: '+1 809 555 0001' });
    await orm.insert(conciergeAssignments).values({ userId: countryWide.id, countryId: place.id, stateId: null });
    expect(await tripConcierge(contextFor(orm, userActor(guest)), r.id)).toEqual({
      name: 'Country Manager',
      email: countryWide.email,
      phone: '+1 809 555 0001',
    });

    const elsewhere = await createUser(orm, { name: 'Elsewhere' });
    await orm.insert(conciergeAssignments).values({ userId: elsewhere.id, countryId: country.id, stateId: otherState.id });
    const local = await createUser(orm, { name: 'Local Concierge', phone: '+1 809 555 0002' });
    await orm.insert(conciergeAssignments).values({ userId: local.id, countryId: place.id, stateId: region.id });
    expect(await tripConcierge(contextFor(orm, userActor(guest)), r.id)).toEqual({
      name: 'Local Concierge',
      email: local.email,
      phone: '+1 809 555 0002',
    });
  });
});
