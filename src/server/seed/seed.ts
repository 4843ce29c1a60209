import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { renderImages, type ImageJob } from '@/server/media/render-image';
import type { Orm } from '../db/open';
import { conciergeAssignments, groups, users } from '../db/schema/accounts';
import { calendarBlocks, occupancies, reservations } from '../db/schema/booking';
import { countries, properties, propertyImages, seasonalRates, states } from '../db/schema/catalog';
import { propertyManagers } from '../db/schema/owners';
import { experiences, luxuryServices, pressArticles } from '../db/schema/content';
import { reviews } from '../db/schema/reviews';
import { groceryItems, groceryOrders, itineraryItems, travelers } from '../db/schema/trips';
import { STATES } from './data/destinations';
import { demoProperties } from './data/properties';
import { isoDate } from './seasons';
import { DEMO_USERS, seedConciergeAssignments, seedDemoUsers, seedGroups } from './seed-accounts';
import { clearSeedBlockOccupancies, seedCalendarBlocks } from './seed-blocks';
import { seedReservations } from './seed-bookings';
import { seedLedgers } from './seed-ledgers';
import { idOf, propertiesIn, seedDestinations, seedProperties } from './seed-catalog';
import { seedContent } from './seed-content';
import { seedDesk } from './seed-concierge';
import { seedGuestInfo } from './seed-guest-info';
import { type ReviewedVilla, seedEndedStays, seedReviews } from './seed-reviews';
import { seedGroceryCatalogue, seedTripExtras } from './seed-trip-extras';

export interface SeedOptions {
  /** Folder the pictures are written to (tests); else the configured storage (MEDIA_DIR or the bucket's `media/`). */
  mediaDir?: string;
  /** Width of each original picture; tests use a small one. Default 1600. */
  imageWidth?: number;
  /** "Today" for seasonal rates and reservation dates. Default: the current date. */
  today?: Date;
  /** Redraw pictures that already exist. */
  forceImages?: boolean;
  /** Pictures rendered at once. */
  parallel?: number;
}

export interface SeedResult {
  counts: Record<string, number>;
  imagesRendered: number;
  imagesTotal: number;
}

/** Slugs of the villas the demo owner owns: the first six in Punta Cana and four in Cap Cana. */
const OWNER_STATES = [
  ['punta-cana', 6],
  ['cap-cana', 4],
] as const;
/** The second owner's villas (run for him by the demo broker): the first two in Las Terrenas. */
const SECOND_OWNER_STATES = [['las-terrenas', 2]] as const;
const CONCIERGE_STATES = ['punta-cana', 'cap-cana'];

/** Seeds the demo data into a migrated database; safe to run again (everything is an upsert). */
export async function seedDatabase(orm: Orm, opts: SeedOptions): Promise<SeedResult> {
  const imageWidth = opts.imageWidth ?? 1600;
  const today = isoDate(opts.today ?? new Date());
  const jobs: ImageJob[] = [];
  const villas = demoProperties();

  const ids = await seedDestinations(orm, jobs);
  const groupIds = await seedGroups(orm);
  const dr = idOf(ids.countries, 'dominican-republic');
  const userIds = await seedDemoUsers(orm, groupIds, 'DO');
  const owner = userIds.get('owner');
  const concierge = userIds.get('concierge');
  const guest = userIds.get('user');
  if (owner === undefined || concierge === undefined || guest === undefined) throw new Error('seed: demo users missing');

  const owned = new Map<string, number>();
  for (const [state, n] of OWNER_STATES) for (const v of villas.filter((v) => v.state === state).slice(0, n)) owned.set(v.slug, owner);
  const owner2 = userIds.get('owner2');
  const broker = userIds.get('broker');
  if (owner2 === undefined || broker === undefined) throw new Error('seed: demo owners missing');
  const secondOwners = new Map<string, number>();
  for (const [state, n] of SECOND_OWNER_STATES)
    for (const v of villas.filter((v) => v.state === state).slice(0, n)) secondOwners.set(v.slug, owner2);
  const propertyIds = await seedProperties(orm, villas, ids, new Map([...owned, ...secondOwners]), { imageWidth, today }, jobs);
  await seedGuestInfo(orm, villas, propertyIds);
  await seedPropertyManagers(
    orm,
    [...secondOwners.keys()].map((slug) => propertyIds.get(slug)).filter((id): id is number => id !== undefined),
    broker,
  );

  const conciergeStates = CONCIERGE_STATES.map((s) => idOf(ids.states, s));
  await seedConciergeAssignments(orm, concierge, dr, conciergeStates);
  await seedContent(orm, ids, new Map(STATES.map((s) => [s.slug, s.country])), jobs);

  const ownedIds = new Set((await propertiesIn(orm, conciergeStates)).filter((p) => owned.has(p.slug)));
  const demoGuest = DEMO_USERS.find((u) => u.key === 'user');
  if (!demoGuest) throw new Error('seed: the demo guest is missing');
  const [firstName = '', ...rest] = demoGuest.name.split(' ');
  const lead = { firstName, lastName: rest.join(' '), email: demoGuest.email, phone: demoGuest.phone };
  // Last run's blocks let go of their nights first: the reservations' dates move with today.
  await clearSeedBlockOccupancies(orm);
  const trips = await seedReservations(orm, guest, lead, [...ownedIds], today);
  await seedGroceryCatalogue(orm);
  await seedTripExtras(orm, trips, lead);
  await seedLedgers(orm, trips, today);
  await seedDesk(orm, { states: ids.states, countryId: dr, users: userIds, demoTrips: trips, today });
  await seedDemoReviews(orm, { villas, propertyIds, userIds, owner2, today });
  await seedCalendarBlocks(
    orm,
    [...propertyIds].map(([slug, id]) => ({ id, slug })),
    today,
  );

  const imagesRendered = await renderImages(jobs, {
    ...(opts.mediaDir ? { mediaDir: opts.mediaDir } : {}),
    width: imageWidth,
    force: opts.forceImages,
    parallel: opts.parallel,
  });
  return { counts: await countRows(orm), imagesRendered, imagesTotal: jobs.length };
}

/** The demo broker manages the second owner's villas (property_managers): she sees and edits them as he does. */
async function seedPropertyManagers(orm: Orm, propertyIds: number[], userId: number): Promise<void> {
  if (propertyIds.length === 0) return;
  await orm
    .insert(propertyManagers)
    .values(propertyIds.map((propertyId) => ({ propertyId, userId })))
    .onConflictDoNothing();
}

/**
 * The reviewed villas (issue 32), by destination and place in it: none of the demo owner's (their
 * earnings and stays stay as the owner tests know them); the second owner's two in Las Terrenas,
 * with his replies; the first, in Punta Cana (the demo concierge's), with more than a page.
 */
const REVIEWED: [state: string, index: number][] = [
  ['punta-cana', 6],
  ['las-terrenas', 0],
  ['las-terrenas', 1],
  ['punta-cana', 7],
  ['cap-cana', 5],
  ['casa-de-campo', 0],
  ['la-romana', 0],
  ['puerto-plata', 2],
  ['cabarete', 0],
  ['providenciales', 0],
  ['tulum', 0],
  ['los-cabos', 0],
];
/** Two published reviews ("New") and the one waiting for the demo concierge. */
const FRESH: [string, number] = ['punta-cana', 8];
/** Where each guest account's just-ended stay was: the demo guest's in Punta Cana, the north guest's in Puerto Plata. */
const ENDED: [guest: 'user' | 'northGuest', state: string, index: number][] = [
  ['user', 'punta-cana', 9],
  ['northGuest', 'puerto-plata', 3],
];

async function seedDemoReviews(
  orm: Orm,
  refs: {
    villas: ReturnType<typeof demoProperties>;
    propertyIds: Map<string, number>;
    userIds: Map<string, number>;
    owner2: number;
    today: string;
  },
): Promise<void> {
  const villa = ([state, index]: [string, number], replier: number | null = null): ReviewedVilla => {
    const seed = refs.villas.filter((v) => v.state === state)[index];
    const id = seed ? refs.propertyIds.get(seed.slug) : undefined;
    if (!seed || id === undefined) throw new Error(`seed: no villa ${index} in ${state}`);
    return { id, slug: seed.slug, maximumCapacity: seed.maximumCapacity, replier };
  };
  await seedReviews(orm, {
    rated: REVIEWED.map((at) => villa(at, at[0] === 'las-terrenas' ? refs.owner2 : null)),
    fresh: villa(FRESH),
    today: refs.today,
  });
  await seedEndedStays(
    orm,
    ENDED.map(([key, state, index]) => {
      const account = DEMO_USERS.find((u) => u.key === key);
      const userId = refs.userIds.get(key);
      if (!account || userId === undefined) throw new Error(`seed: demo guest ${key} missing`);
      const [firstName = '', ...rest] = account.name.split(' ');
      return {
        userId,
        lead: { firstName, lastName: rest.join(' '), email: account.email, phone: account.phone },
        villa: villa([state, index]),
      };
    }),
    refs.today,
  );
}

const COUNTED: Record<string, PgTable> = {
  countries,
  states,
  properties,
  propertyImages,
  seasonalRates,
  experiences,
  luxuryServices,
  pressArticles,
  groups,
  users,
  conciergeAssignments,
  reservations,
  calendarBlocks,
  occupancies,
  groceryItems,
  groceryOrders,
  itineraryItems,
  travelers,
  reviews,
};

export async function countRows(orm: Orm): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED)) {
    const [row] = await orm.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}
