import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as previewRoute, POST as changeRoute } from '@/app/v1/account/trips/[id]/change/route';
import { POST as addTravelerRoute } from '@/app/v1/account/trips/[id]/travelers/route';
import { POST as decideRoute } from '@/app/v1/concierge/trips/[id]/changes/[changeId]/decide/route';
import { addDays } from '@/server/core/calendar';
import { ledgerEntries, reservationChanges, reservations } from '@/server/db/schema/booking';
import { travelers } from '@/server/db/schema/trips';
import { confirmRequest } from '@/server/booking/decide-request';
import { quoteStay } from '@/server/booking/quote.service';
import { requestBooking } from '@/server/booking/request-booking';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { contextFor, userActor } from '@/test/context';
import { createConcierge, createCountry, createMember, createProperty, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * Issue 31, item 13: a trip lists at most its booked guests as travelers, so a change of the stay
 * cannot bring the guests below the travelers already listed: 409 `guests_below_travelers` (in the
 * caller's language, with the count), before any quote or money, nothing saved. The guest removes
 * some travelers first.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Member = Awaited<ReturnType<typeof createMember>>;
let guest: Member;
let concierge: Member;
let place: { countryId: number; stateId: number };

// Far enough ahead that the stays can change (before arrival) on the real clock the routes read.
const CHECK_IN = addDays(new Date().toISOString().slice(0, 10), 90);
const CHECK_OUT = addDays(CHECK_IN, 5);

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm, { timeZone: 'America/Santo_Domingo' });
  const state = await createState(orm, country.id);
  place = { countryId: country.id, stateId: state.id };
  guest = await createMember(orm, undefined, { name: 'Ana Rivera' });
  concierge = await createConcierge(orm, place);
});
afterAll(async () => {
  await database?.dispose();
});

/** A stay of 4 guests at a new villa, booked by the guest (a request is accepted by the concierge). */
async function bookStay(instantBook: boolean) {
  const orm = database.orm;
  const villa = await createProperty(orm, place, { instantBook, minNights: 2, maximumCapacity: 8 });
  const stay = { propertyId: villa.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 4 };
  const q = await quoteStay(contextFor(orm), stay);
  const actor = userActor(guest.user);
  const { trip } = await requestBooking(contextFor(orm, actor), {
    property_id: villa.id,
    check_in: CHECK_IN,
    check_out: CHECK_OUT,
    guests: 4,
    lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
    quote_signature: q.signature,
  });
  if (!instantBook) await confirmRequest(contextFor(orm, userActor(concierge.user, { groups: ['hbl-concierge'] })), trip.id);
  return trip.id;
}

const as = (m: Member, opts: CallOptions = {}): CallOptions => ({ bearer: m.token, ...opts });

async function addTraveler(tripId: number, name: string) {
  const res = await call(at(addTravelerRoute, { id: tripId }), 'POST', `/v1/account/trips/${tripId}/travelers`, {
    ...as(guest),
    json: { name, age_group: 'adult' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const changeTo = (tripId: number, guests: number, opts: CallOptions = {}) =>
  call(at(changeRoute, { id: tripId }), 'POST', `/v1/account/trips/${tripId}/change`, {
    ...as(guest, opts),
    json: { check_in: CHECK_IN, check_out: CHECK_OUT, guests },
  });

/** What a refused change must leave as it was: the reservation's guests, its changes and its ledger. */
async function snapshot(tripId: number) {
  const orm = database.orm;
  const [r] = await orm.select({ guests: reservations.guests }).from(reservations).where(eq(reservations.id, tripId));
  const [changes] = await orm.select({ n: count() }).from(reservationChanges).where(eq(reservationChanges.reservationId, tripId));
  const [entries] = await orm.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.reservationId, tripId));
  const [listed] = await orm.select({ n: count() }).from(travelers).where(eq(travelers.reservationId, tripId));
  return { guests: r?.guests, changes: changes?.n, entries: entries?.n, travelers: listed?.n };
}

describe('a change to fewer guests than the trip’s travelers', () => {
  it('is refused with 409 guests_below_travelers, in the caller’s language, and nothing is saved', async () => {
    const tripId = await bookStay(true);
    await addTraveler(tripId, 'Luis Rivera');
    await addTraveler(tripId, 'Marta Rivera');
    const before = await snapshot(tripId);
    expect(before).toMatchObject({ guests: 4, changes: 0, travelers: 3 });

    const refused = await changeTo(tripId, 2);
    expect([refused.status, refused.body.code]).toEqual([409, 'guests_below_travelers']);
    expect(refused.body.error).toBe(
      'This trip lists 3 travelers, more than 2 guests. Remove some travelers from the trip first, then change the guests.',
    );
    const spanish = await changeTo(tripId, 2, { localeCookie: 'es' });
    expect([spanish.status, spanish.body.code]).toEqual([409, 'guests_below_travelers']);
    expect(spanish.body.error).toBe(
      'Este viaje tiene 3 viajeros en la lista, más que 2 huéspedes. Quita primero algunos viajeros del viaje y luego cambia los huéspedes.',
    );
    expect(await snapshot(tripId)).toEqual(before);

    // The preview refuses it the same way, before pricing it.
    const preview = await call(
      at(previewRoute, { id: tripId }),
      'GET',
      `/v1/account/trips/${tripId}/change?check_in=${CHECK_IN}&check_out=${CHECK_OUT}&guests=2`,
      as(guest),
    );
    expect([preview.status, preview.body.code]).toEqual([409, 'guests_below_travelers']);

    // As many guests as travelers is fine: applied at once at an instant-book villa.
    const fits = await changeTo(tripId, 3);
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect((fits.body.data as { change: { status: string } }).change.status).toBe('applied');
    expect(await snapshot(tripId)).toMatchObject({ guests: 3, changes: 1, travelers: 3 });
  });

  it('is refused on acceptance when travelers were added after the request, and the request stays for the concierge', async () => {
    const tripId = await bookStay(false);
    // Asked with the lead guest alone listed: fine then, sent to the concierge.
    const asked = await changeTo(tripId, 3);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const change = (asked.body.data as { change: { id: number; status: string } }).change;
    expect(change.status).toBe('requested');
    // Meanwhile the trip fills up to the 4 guests still booked.
    for (const name of ['Luis Rivera', 'Marta Rivera', 'Sofía Rivera']) await addTraveler(tripId, name);
    const before = await snapshot(tripId);

    const accept = await call(
      at(decideRoute, { id: tripId, changeId: change.id }),
      'POST',
      `/v1/concierge/trips/${tripId}/changes/${change.id}/decide`,
      { ...as(concierge), json: { decision: 'accept' } },
    );
    expect([accept.status, accept.body.code]).toEqual([409, 'guests_below_travelers']);
    expect(accept.body.error).toContain('This trip lists 4 travelers, more than 3 guests.');
    expect(await snapshot(tripId)).toEqual(before);
    const [still] = await database.orm
      .select({ status: reservationChanges.status })
      .from(reservationChanges)
      .where(eq(reservationChanges.id, change.id));
    expect(still?.status).toBe('requested');
  });
});
