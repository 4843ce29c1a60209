import { VISITOR } from '@/server/access/actor';
import { contextFor } from '@/test/context';
import type { Locale } from '@/i18n/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { nightlyPrices, seasonalRates } from '@/server/db/schema/catalog';
import { createCountry, createProperty, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { listSimilarProperties, nightlyPriceRange, propertyToday } from './property-page.queries';

/** The context a visitor's request would carry, in `locale`. */
const visitor = (locale: Locale) => contextFor(database.orm, VISITOR, { locale });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const ids = { villa: 0, sameStateSimilar: 0, otherStateSimilar: 0, sameStateHuge: 0, draft: 0, elsewhere: 0 };

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const otherCountry = await createCountry(orm);
  const state = await createState(orm, country.id);
  const otherState = await createState(orm, country.id);
  const far = await createState(orm, otherCountry.id);
  const here = { countryId: country.id, stateId: state.id };
  ids.villa = (await createProperty(orm, here, { maximumCapacity: 10, basePriceCents: 100_000 })).id;
  ids.sameStateHuge = (await createProperty(orm, here, { maximumCapacity: 30, position: 0 })).id;
  ids.otherStateSimilar = (await createProperty(orm, { countryId: country.id, stateId: otherState.id }, { maximumCapacity: 9 })).id;
  ids.sameStateSimilar = (await createProperty(orm, here, { maximumCapacity: 12 })).id;
  ids.draft = (await createProperty(orm, here, { maximumCapacity: 10, status: 'draft' })).id;
  ids.elsewhere = (await createProperty(orm, { countryId: otherCountry.id, stateId: far.id }, { maximumCapacity: 10 })).id;
  await orm.insert(seasonalRates).values([
    { propertyId: ids.villa, nameEn: 'Holidays', nameEs: 'Fiestas', startDate: '2099-12-20', endDate: '2100-01-03', nightlyCents: 180_000 },
    { propertyId: ids.villa, nameEn: 'Low', nameEs: 'Baja', startDate: '2099-06-01', endDate: '2099-07-01', nightlyCents: 80_000 },
    { propertyId: ids.villa, nameEn: 'Past', nameEs: 'Pasada', startDate: '2001-01-01', endDate: '2001-02-01', nightlyCents: 10_000 },
  ]);
});

afterAll(async () => {
  await database.dispose();
});

describe('listSimilarProperties', () => {
  it('puts a similar capacity first, then the same state, and never the villa itself, drafts or other countries', async () => {
    const cards = await listSimilarProperties(visitor('en'), ids.villa);
    expect(cards.map((c) => c.id)).toEqual([ids.sameStateSimilar, ids.otherStateSimilar, ids.sameStateHuge]);
  });

  it('answers nothing for an unknown property', async () => {
    expect(await listSimilarProperties(visitor('es'), 999_999)).toEqual([]);
  });
});

describe('nightlyPriceRange', () => {
  it('spans the base price and current or future seasons, ignoring past ones', async () => {
    expect(await nightlyPriceRange(visitor('en'), ids.villa)).toEqual({ min: 80_000, max: 180_000 });
  });

  it("takes in a future night's own price, never a past one", async () => {
    await database.orm.insert(nightlyPrices).values([
      { propertyId: ids.villa, night: '2099-12-31', nightlyCents: 400_000 },
      { propertyId: ids.villa, night: '2099-03-01', nightlyCents: 60_000 },
      { propertyId: ids.villa, night: '2001-01-05', nightlyCents: 5_000 },
    ]);
    try {
      expect(await nightlyPriceRange(visitor('en'), ids.villa)).toEqual({ min: 60_000, max: 400_000 });
    } finally {
      await database.orm.delete(nightlyPrices).where(eq(nightlyPrices.propertyId, ids.villa));
    }
  });

  it('is the base price alone without seasons, and null for an unknown id', async () => {
    const range = await nightlyPriceRange(visitor('en'), ids.sameStateSimilar);
    expect(range?.min).toBe(range?.max);
    expect(await nightlyPriceRange(visitor('en'), 999_999)).toBeNull();
  });
});

describe('propertyToday', () => {
  it("is today's date in the villa's zone", async () => {
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santo_Domingo' }).format(new Date());
    expect(await propertyToday(visitor('en'), ids.villa)).toBe(expected);
  });
});
