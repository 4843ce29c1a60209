import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTrip } from '@/server/booking/get-trip';
import { findStayById } from '@/server/guestbook/guestbook-access';
import { isTripOpen, ownTrip, tripOpenFacts } from '@/server/trips/trip-access';
import { addTraveler } from '@/server/trips/travelers.service';
import { contextFor, userActor } from '@/test/context';
import { createCountry, createProperty, createReservation, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * Whether a trip is still open to its plans and travelers is one rule (isTripOpen) on the same facts
 * for the API (ownTrip), the guestbook (its stay) and the trip pages (tripOpenFacts of the trip the
 * API answers): open through its whole departure day in the villa's calendar, even after the
 * check-out time, when the trip already shows `completed`; closed the day after.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let guest: Awaited<ReturnType<typeof createUser>>;
let tripId = 0;

// Santo Domingo is UTC−4 all year; the villa's check-out is at 11:00 on 2030-03-06.
const CHECK_OUT = '2030-03-06';
const DEPARTURE_AFTERNOON = new Date('2030-03-06T19:00:00Z'); // 15:00 at the villa, past check-out
const NEXT_MORNING = new Date('2030-03-07T13:00:00Z'); // 09:00 the day after

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm, { timeZone: 'America/Santo_Domingo' });
  const state = await createState(orm, country.id);
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id }, { checkOutTime: '11:00' });
  guest = await createUser(orm);
  tripId = (
    await createReservation(orm, { userId: guest.id, propertyId: villa.id }, { checkIn: '2030-03-01', checkOut: CHECK_OUT, guests: 4 })
  ).id;
});
afterAll(async () => {
  await database?.dispose();
});

/** The answer of each reader of the rule at `now`: the page's, the API's and the guestbook's. */
async function openAt(now: Date) {
  const ctx = contextFor(database.orm, userActor(guest), { now });
  const trip = await getTrip(ctx, tripId);
  const stay = await findStayById(database.orm, tripId, now);
  if (!stay) throw new Error('no stay');
  return {
    shown: trip.status,
    page: isTripOpen(tripOpenFacts(trip, now)),
    api: isTripOpen(await ownTrip(ctx, tripId)),
    guestbook: isTripOpen(stay),
  };
}

describe('a trip on its check-out day', () => {
  it('is open for the pages, the API and the guestbook after the check-out time, though shown completed', async () => {
    expect(await openAt(DEPARTURE_AFTERNOON)).toEqual({ shown: 'completed', page: true, api: true, guestbook: true });
    // And the API takes a traveler then.
    const ctx = contextFor(database.orm, userActor(guest), { now: DEPARTURE_AFTERNOON });
    const added = await addTraveler(ctx, tripId, { name: 'Luis Rivera', age_group: 'adult' });
    expect(added.name).toBe('Luis Rivera');
  });

  it('is closed for all three the day after, and the API refuses with 409 trip_closed', async () => {
    expect(await openAt(NEXT_MORNING)).toEqual({ shown: 'completed', page: false, api: false, guestbook: false });
    const ctx = contextFor(database.orm, userActor(guest), { now: NEXT_MORNING });
    const refused = await addTraveler(ctx, tripId, { name: 'Marta Rivera', age_group: 'adult' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, code: 'trip_closed' });
  });
});
