import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as calendarRoute } from '@/app/v1/account/trips/[id]/calendar.ics/route';
import { POST as cancelRoute } from '@/app/v1/account/trips/[id]/cancel/route';
import { GET as previewRoute } from '@/app/v1/account/trips/[id]/cancellation/route';
import { GET as groceriesGet, PUT as groceriesPut } from '@/app/v1/account/trips/[id]/groceries/route';
import { DELETE as planDelete } from '@/app/v1/account/trips/[id]/itinerary/[itemId]/route';
import { GET as plansGet, POST as plansPost } from '@/app/v1/account/trips/[id]/itinerary/route';
import { GET as tripRoute } from '@/app/v1/account/trips/[id]/route';
import { DELETE as travelerDelete, PATCH as travelerPatch } from '@/app/v1/account/trips/[id]/travelers/[travelerId]/route';
import { GET as travelersGet, POST as travelersPost } from '@/app/v1/account/trips/[id]/travelers/route';
import { GET as tripsRoute } from '@/app/v1/account/trips/route';
import { POST as reservationConfirm } from '@/app/v1/concierge/reservations/[id]/confirm/route';
import { POST as reservationDecline } from '@/app/v1/concierge/reservations/[id]/decline/route';
import { addDays } from '@/server/core/calendar';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { ledgerEntries, occupancies, reservations } from '@/server/db/schema/booking';
import { groceryCategories, groceryItems, groceryOrders, itineraryItems, travelers } from '@/server/db/schema/trips';
import { apiRequest, call, routeAt as at } from '@/test/api-client';
import { createExperience, createMember, createProperty, createRegion, createReservation, postTestEntries } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * Who may see a guest's trip (DESIGN §9): only the account that booked it. Everyone else gets the
 * same 404 as for a trip that does not exist (an id reveals nothing), whatever their role; without a
 * session it is 401. Concierge decisions are for concierges of the villa's destination: other roles
 * 403, a concierge elsewhere 404. Every route of the trip is walked, and nothing changes on the way.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const tokens = { guest: '', stranger: '', owner: '', concierge: '', farConcierge: '' };
let tripId = 0;
let requestId = 0;
let leadId = 0;
let itemId = 0;
let planId = 0;

const checkIn = addDays(new Date().toISOString().slice(0, 10), 320);
const checkOut = addDays(checkIn, 5);

async function member(group?: string) {
  const { user, token } = await createMember(database.orm, group);
  return { id: user.id, token };
}

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const { country, state, elsewhere } = await createRegion(orm);
  const guest = await member();
  tokens.guest = guest.token;
  tokens.stranger = (await member()).token;
  const owner = await member('hbl-owners');
  tokens.owner = owner.token;
  const concierge = await member('hbl-concierge');
  tokens.concierge = concierge.token;
  await orm.insert(conciergeAssignments).values({ userId: concierge.id, countryId: country.id, stateId: state.id });
  const far = await member('hbl-concierge');
  tokens.farConcierge = far.token;
  await orm.insert(conciergeAssignments).values({ userId: far.id, countryId: country.id, stateId: elsewhere.id });

  // The owner owns the villa: owning it still does not open the guest's trip through the guest API.
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: owner.id });
  const trip = await createReservation(
    orm,
    { userId: guest.id, propertyId: villa.id },
    { checkIn, checkOut, guests: 2, status: 'confirmed' },
  );
  tripId = trip.id;
  await orm.insert(occupancies).values({ propertyId: villa.id, checkIn, checkOut, reservationId: trip.id });
  await postTestEntries(orm, trip.id, [{ kind: 'nights', amountCents: 500_000, label: '5 nights' }]);
  const [lead] = await orm.insert(travelers).values({ reservationId: trip.id, name: 'Ana Rivera', isLead: 1 }).returning();
  leadId = lead?.id ?? 0;
  // A real plan on the trip, so the DELETE below targets a row that exists (its 404 is the actor's doing).
  const experience = await createExperience(orm);
  const [plan] = await orm
    .insert(itineraryItems)
    .values({
      reservationId: trip.id,
      kind: 'experience',
      experienceId: experience.id,
      date: checkIn,
      startTime: '10:00',
      guests: 1,
      status: 'requested',
    })
    .returning();
  planId = plan?.id ?? 0;
  const request = await createReservation(
    orm,
    { userId: guest.id, propertyId: villa.id },
    { checkIn: addDays(checkOut, 10), checkOut: addDays(checkOut, 14), guests: 2, status: 'requested' },
  );
  requestId = request.id;
  const [category] = await orm.insert(groceryCategories).values({ slug: 'fruit', nameEn: 'Fruit', nameEs: 'Fruta' }).returning();
  const [item] = await orm
    .insert(groceryItems)
    .values({
      slug: 'mango',
      categoryId: category?.id ?? 0,
      nameEn: 'Mango',
      nameEs: 'Mango',
      unitEn: 'kg',
      unitEs: 'kg',
      priceCents: 400,
    })
    .returning();
  itemId = item?.id ?? 0;
});
afterAll(async () => {
  await database?.dispose();
});

/** Every route of one trip, with a body for the writes (valid for the guest, so only the actor decides). */
function tripRoutes(): [method: string, handler: (req: Request) => Promise<Response>, url: string, json?: unknown][] {
  const id = String(tripId);
  const path = `/v1/account/trips/${id}`;
  return [
    ['GET', at(tripRoute, { id }), path],
    ['GET', at(previewRoute, { id }), `${path}/cancellation`],
    ['POST', at(cancelRoute, { id }), `${path}/cancel`],
    ['GET', at(calendarRoute, { id }), `${path}/calendar.ics`],
    ['GET', at(groceriesGet, { id }), `${path}/groceries`],
    ['PUT', at(groceriesPut, { id }), `${path}/groceries`, { lines: [{ item_id: itemId, quantity: 2 }], submit: true }],
    ['GET', at(plansGet, { id }), `${path}/itinerary`],
    ['POST', at(plansPost, { id }), `${path}/itinerary`, { kind: 'service', slug: 'none', date: checkIn, start_time: '10:00', guests: 1 }],
    ['DELETE', at(planDelete, { id, itemId: String(planId) }), `${path}/itinerary/${planId}`],
    ['GET', at(travelersGet, { id }), `${path}/travelers`],
    ['POST', at(travelersPost, { id }), `${path}/travelers`, { name: 'Intruder', age_group: 'adult' }],
    ['PATCH', at(travelerPatch, { id, travelerId: String(leadId) }), `${path}/travelers/${leadId}`, { name: 'Intruder' }],
    ['DELETE', at(travelerDelete, { id, travelerId: String(leadId) }), `${path}/travelers/${leadId}`],
  ];
}

async function snapshot() {
  const orm = database.orm;
  return {
    reservation: (await orm.select().from(reservations).where(eq(reservations.id, tripId)))[0]?.status,
    charges: (await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, tripId))).length,
    travelers: (await orm.select().from(travelers).where(eq(travelers.reservationId, tripId))).map((t) => t.name),
    plans: (await orm.select().from(itineraryItems).where(eq(itineraryItems.reservationId, tripId))).map((p) => p.status),
    groceryOrders: (await orm.select().from(groceryOrders).where(eq(groceryOrders.reservationId, tripId))).length,
  };
}

describe('a guest’s trip, seen by anyone else', () => {
  it('is 401 without a session on every route', async () => {
    for (const [method, handler, url, json] of tripRoutes()) {
      const res = await call(handler, method, url, json === undefined ? {} : { json });
      expect([method, url, res.status]).toEqual([method, url, 401]);
    }
  });

  for (const who of ['stranger', 'owner', 'concierge', 'farConcierge'] as const) {
    it(`is 404 for a ${who} on every route (charges, groceries, plans and travelers included), and nothing changes`, async () => {
      const before = await snapshot();
      for (const [method, handler, url, json] of tripRoutes()) {
        const res = await call(handler, method, url, { bearer: tokens[who], ...(json === undefined ? {} : { json }) });
        expect([who, method, url, res.status]).toEqual([who, method, url, 404]);
        if (res.headers.get('content-type')?.includes('json')) expect(res.body.code).toBe('not_found');
      }
      expect(await snapshot()).toEqual(before);
      const list = await call(tripsRoute, 'GET', '/v1/account/trips', { bearer: tokens[who] });
      expect(list.body.meta).toEqual({ count: 0 });
    });
  }

  it('starts with one requested plan on the trip (what the DELETE above would have removed)', async () => {
    expect(planId).toBeGreaterThan(0);
    expect((await snapshot()).plans).toEqual(['requested']);
  });

  it('is the guest’s own: every read answers 200', async () => {
    for (const [method, handler, url] of tripRoutes().filter(([m]) => m === 'GET')) {
      const res = await handler(apiRequest(method, url, { bearer: tokens.guest }));
      expect([method, url, res.status]).toEqual([method, url, 200]);
    }
  });
});

describe('concierge decisions on a request', () => {
  it('are 403 for a guest or an owner, 404 for a concierge of another destination, 401 without a session', async () => {
    const id = String(requestId);
    for (const [handler, verb] of [
      [reservationConfirm, 'confirm'],
      [reservationDecline, 'decline'],
    ] as const) {
      const url = `/v1/concierge/reservations/${id}/${verb}`;
      // A decline carries its reason: the far concierge's 404 is about the trip, not the body.
      const json = { reason: 'Closed for repairs' };
      const send = (bearer?: string) => call(at(handler, { id }), 'POST', url, verb === 'decline' ? { bearer, json } : { bearer });
      expect((await send()).status).toBe(401);
      expect((await send(tokens.guest)).status).toBe(403);
      expect((await send(tokens.owner)).status).toBe(403);
      expect((await send(tokens.farConcierge)).status).toBe(404);
    }
    const [still] = await database.orm.select().from(reservations).where(eq(reservations.id, requestId));
    expect(still?.status).toBe('requested');
    const confirmed = await call(at(reservationConfirm, { id }), 'POST', `/v1/concierge/reservations/${id}/confirm`, {
      bearer: tokens.concierge,
    });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body.data as { status: string }).status).toBe('awaiting_payment');
  });
});
