import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTrip } from '@/server/booking/get-trip';
import { listTrips } from '@/server/booking/list-trips';
import { getVisiblePropertyById } from '@/server/catalog/catalog.queries';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { AppError } from '@/server/core/errors';
import { grocerySummary, tripVilla } from '@/server/trips/trip-summary';
import { isValidPage } from '@/server/validity/page-validity';
import { contextFor, userActor } from '@/test/context';
import { createCountry, createProperty, createReservation, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { type Actor, VISITOR } from './actor';

/**
 * The one authorization layer against a real database (docs/decisions/014): who reads a draft
 * villa (the detail and the page-validity check use one predicate and must agree), and what a
 * guestbook guest gets before any route serves one (nothing: 401 where a user is needed).
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const actors: Record<string, Actor> = {};
let draftId = 0;
let publishedId = 0;
let tripId = 0;

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const otherCountry = await createCountry(orm);
  const otherState = await createState(orm, otherCountry.id);
  const make = async (name: string, groups: string[] = []) => {
    actors[name] = userActor(await createUser(orm), { groups });
    return actors[name] as { userId: number };
  };
  const owner = await make('owner', ['hbl-owners']);
  await make('otherOwner', ['hbl-owners']);
  const inScope = await make('conciergeInScope', ['hbl-concierge']);
  const outOfScope = await make('conciergeOutOfScope', ['hbl-concierge']);
  const manager = await make('countryManager', ['hbl-country-manager']);
  await make('administrator', ['hbl-administrators']);
  const guest = await make('guest');
  await make('otherUser');
  await orm.insert(conciergeAssignments).values([
    { userId: inScope.userId, countryId: country.id, stateId: state.id },
    { userId: outOfScope.userId, countryId: otherCountry.id, stateId: otherState.id },
    { userId: manager.userId, countryId: country.id, stateId: null },
  ]);
  const draft = await createProperty(orm, { countryId: country.id, stateId: state.id }, { status: 'draft', ownerId: owner.userId });
  const published = await createProperty(orm, { countryId: country.id, stateId: state.id });
  draftId = draft.id;
  publishedId = published.id;
  tripId = (await createReservation(orm, { userId: guest.userId, propertyId: published.id })).id;
  actors.visitor = VISITOR;
  actors.guestbook = { kind: 'guestbook', reservationId: tripId, sessionId: 1 };
});
afterAll(async () => {
  await database?.dispose();
});

async function statusOf(p: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.status;
    throw err;
  }
}

describe('a draft villa', () => {
  const expected: Record<string, boolean> = {
    visitor: false,
    guestbook: false,
    guest: false,
    otherUser: false,
    owner: true,
    otherOwner: false,
    conciergeInScope: true,
    conciergeOutOfScope: false,
    countryManager: true,
    administrator: true,
  };
  for (const [name, visible] of Object.entries(expected)) {
    it(`is ${visible ? '' : 'not '}visible to ${name}, in the detail and the page check alike`, async () => {
      const ctx = contextFor(database.orm, actors[name]);
      const detail = await getVisiblePropertyById(ctx, String(draftId));
      expect(detail?.id ?? null).toBe(visible ? draftId : null);
      expect(await isValidPage(ctx, 'property', { id: String(draftId) })).toBe(visible);
      // A published villa stays public for everyone.
      expect((await getVisiblePropertyById(ctx, String(publishedId)))?.id).toBe(publishedId);
    });
  }
});

describe('a villa in the owner portal (/broker/{id})', () => {
  // Owners find only their own (another owner's is the not-found page); everyone else only needs it
  // to exist, so the proxy's guard sends a visitor to log in and shows a guest or concierge its notice.
  const expected: Record<string, boolean> = {
    visitor: true,
    guestbook: true,
    guest: true,
    conciergeInScope: true,
    owner: true,
    otherOwner: false,
    administrator: true,
  };
  for (const [name, valid] of Object.entries(expected)) {
    it(`is ${valid ? '' : 'not '}a page for ${name}`, async () => {
      const ctx = contextFor(database.orm, actors[name]);
      expect(await isValidPage(ctx, 'brokerListing', { id: String(draftId) })).toBe(valid);
      expect(await isValidPage(ctx, 'brokerListing', { id: '999999' })).toBe(false);
    });
  }
});

describe('a guestbook guest, before any route serves one', () => {
  it('gets 401 wherever an account is needed, even for the reservation it holds', async () => {
    const ctx = contextFor(database.orm, actors.guestbook);
    expect(await statusOf(listTrips(ctx))).toBe(401);
    expect(await statusOf(getTrip(ctx, tripId))).toBe(401);
    expect(await statusOf(grocerySummary(ctx, tripId))).toBe(401);
    expect(await statusOf(tripVilla(ctx, tripId))).toBe(401);
  });

  it('while the trip’s own guest reads it and another user gets 404', async () => {
    expect((await getTrip(contextFor(database.orm, actors.guest), tripId)).id).toBe(tripId);
    expect(await statusOf(getTrip(contextFor(database.orm, actors.otherUser), tripId))).toBe(404);
    expect(await statusOf(grocerySummary(contextFor(database.orm, actors.otherUser), tripId))).toBe(404);
    expect(await statusOf(getTrip(contextFor(database.orm, actors.administrator), tripId))).toBe(404);
  });
});
