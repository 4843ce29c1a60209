import { VISITOR } from '@/server/access/actor';
import { contextFor } from '@/test/context';
import type { Locale } from '@/i18n/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchFixture, seedSearchFixture } from '@/test/search-fixture';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { AppError } from '../core/errors';
import type { SearchQueryInput } from './search.schema';
import { searchProperties } from './search.service';
import { eq } from 'drizzle-orm';
import { nightlyPrices } from '@/server/db/schema/catalog';

/** The context a visitor's request would carry, in `locale`. */
const visitor = (locale: Locale) => contextFor(database.orm, VISITOR, { locale });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let f: SearchFixture;

beforeAll(async () => {
  database = await useTestDatabase();
  f = await seedSearchFixture(database.orm);
});
afterAll(async () => {
  await database?.dispose();
});

const search = (q: SearchQueryInput, locale: 'en' | 'es' = 'en') => searchProperties(visitor(locale), q, { today: f.today });
const names = async (q: SearchQueryInput) => (await search(q)).items.map((i) => i.name);
const inDr = (q: SearchQueryInput = {}) => ({ destination: 'fixture-dr', ...q });

describe('searchProperties', () => {
  it('lists the published villas of a country or a state, Reserve collection first then our order', async () => {
    expect(await names(inDr())).toEqual(['Grand Villa', 'Palace', 'Cosy Villa']);
    expect(await names({ destination: 'fixture-north' })).toEqual(['Grand Villa', 'Cosy Villa']);
    expect(await names({})).toEqual(['Grand Villa', 'Palace', 'Fiji Villa', 'Cosy Villa']);
  });

  it('answers 404 for a destination that does not exist', async () => {
    await expect(search({ destination: 'atlantis' })).rejects.toMatchObject({ status: 404, code: 'destination_not_found' });
    await expect(search({ destination: 'atlantis' })).rejects.toBeInstanceOf(AppError);
  });

  it('excludes villas with a block or a reservation overlapping the stay', async () => {
    const { d } = f;
    expect(await names(inDr({ check_in: d(12), check_out: d(14) }))).not.toContain('Grand Villa'); // inside the block
    expect(await names(inDr({ check_in: d(5), check_out: d(11) }))).not.toContain('Grand Villa'); // overlaps its first night
    expect(await names(inDr({ check_in: d(16), check_out: d(19) }))).not.toContain('Grand Villa'); // the reservation's last night
    expect(await names(inDr({ check_in: d(22), check_out: d(30) }))).not.toContain('Palace'); // a requested stay holds its nights
  });

  it('lets a stay start on another stay’s check-out day and end on another’s check-in day', async () => {
    const { d } = f;
    expect(await names(inDr({ check_in: d(17), check_out: d(20) }))).toContain('Grand Villa');
    expect(await names(inDr({ check_in: d(6), check_out: d(10) }))).toContain('Grand Villa');
    expect(await names(inDr({ check_in: d(17), check_out: d(20) }))).toContain('Palace');
    expect(await names(inDr({ check_in: d(25), check_out: d(28) }))).toContain('Palace');
  });

  it('keeps only villas whose minimum stay the dates meet', async () => {
    const { d } = f;
    expect(await names(inDr({ check_in: d(40), check_out: d(42) }))).not.toContain('Cosy Villa');
    expect(await names(inDr({ check_in: d(40), check_out: d(43) }))).toContain('Cosy Villa');
  });

  it('filters by guests, bedrooms and bathrooms as minimums', async () => {
    expect(await names(inDr({ guests: 9 }))).toEqual(['Palace']);
    expect(await names(inDr({ guests: 8 }))).toEqual(['Grand Villa', 'Palace']);
    expect(await names(inDr({ bedrooms: 4 }))).toEqual(['Grand Villa', 'Palace']);
    expect(await names(inDr({ bathrooms: 4.5 }))).toEqual(['Grand Villa', 'Palace']);
    expect(await names(inDr({ bathrooms: 5 }))).toEqual(['Palace']);
  });

  it('filters on the card price (live price when a seasonal rate covers tonight) and reports bounds without it', async () => {
    const all = await search(inDr());
    expect(all.items.find((i) => i.name === 'Cosy Villa')).toMatchObject({ price: 70_000, live_price: 70_000 });
    expect(all.priceBounds).toEqual({ min: 700, max: 2000 });
    expect(await names(inDr({ price_max: 650 }))).toEqual([]);
    expect(await names(inDr({ price_min: 700, price_max: 1000 }))).toEqual(['Grand Villa', 'Cosy Villa']);
    const priced = await search(inDr({ price_min: 1500 }));
    expect(priced.total).toBe(1);
    expect(priced.priceBounds).toEqual({ min: 700, max: 2000 });
  });

  it("without a given day, tonight is the villa zone's own date (the path production takes): the same live price and bounds", async () => {
    const live = await searchProperties(visitor('en'), inDr());
    expect(live.items.find((i) => i.name === 'Cosy Villa')).toMatchObject({ price: 70_000, live_price: 70_000 });
    expect(live.priceBounds).toEqual({ min: 700, max: 2000 });
  });

  it("takes tonight's own price over its seasonal rate for the card, the price filter, the sort and the bounds", async () => {
    const own = { propertyId: f.cosy.id, night: f.today, nightlyCents: 2_500_00 };
    await database.orm.insert(nightlyPrices).values([own, { propertyId: f.cosy.id, night: f.d(1), nightlyCents: 3_000_00 }]);
    try {
      for (const result of [await search(inDr()), await searchProperties(visitor('en'), inDr())]) {
        expect(result.items.find((i) => i.name === 'Cosy Villa')).toMatchObject({ price: 250_000, live_price: 250_000 });
        expect(result.priceBounds).toEqual({ min: 1000, max: 2500 });
      }
      expect(await names(inDr({ price_min: 2400 }))).toEqual(['Cosy Villa']);
      expect(await names(inDr({ sort: 'price_desc' }))).toEqual(['Cosy Villa', 'Palace', 'Grand Villa']);
    } finally {
      await database.orm.delete(nightlyPrices).where(eq(nightlyPrices.propertyId, f.cosy.id));
    }
    expect((await search(inDr())).items.find((i) => i.name === 'Cosy Villa')).toMatchObject({ price: 70_000, live_price: 70_000 });
  });

  it('filters by instant booking, offers, the Reserve collection and amenities', async () => {
    expect(await names(inDr({ instant_book: true }))).toEqual(['Grand Villa']);
    const offers = await search(inDr({ in_offer: true }));
    expect(offers.items.map((i) => [i.name, i.offer_tag])).toEqual([['Cosy Villa', '10% off']]);
    expect(await names(inDr({ reserve_collection: true }))).toEqual(['Grand Villa', 'Palace']);
    expect(await names(inDr({ amenities: ['private_pool', 'chef'] }))).toEqual(['Palace']);
    expect(await names(inDr({ amenities: ['private_pool'] }))).toEqual(['Grand Villa', 'Palace']);
  });

  it('lists the amenities of the destination’s published villas, whatever the other filters', async () => {
    expect((await search(inDr({ guests: 12 }))).amenities).toEqual(['chef', 'private_pool', 'wifi']);
    expect((await search({ destination: 'fixture-far' })).amenities).toEqual(['wifi']);
  });

  it('keeps villas inside the map bounds, across the antimeridian too', async () => {
    expect(await names({ bounds: { south: 18, west: -69, north: 18.7, east: -68 } })).toEqual(['Grand Villa', 'Cosy Villa']);
    expect(await names({ bounds: { south: -20, west: 170, north: -10, east: -170 } })).toEqual(['Fiji Villa']);
    const [first] = (await search({ bounds: { south: 18.4, west: -68.5, north: 18.55, east: -68.35 } })).items;
    expect(first).toMatchObject({ name: 'Grand Villa', lat: 18.5, lng: -68.4 });
  });

  it('returns the cards of given ids (a wishlist), never a draft', async () => {
    expect(await names({ ids: [f.cosy.id, f.fiji.id, f.draft.id] })).toEqual(['Fiji Villa', 'Cosy Villa']);
  });

  it('sorts by price and by capacity', async () => {
    expect(await names(inDr({ sort: 'price_asc' }))).toEqual(['Cosy Villa', 'Grand Villa', 'Palace']);
    expect(await names(inDr({ sort: 'price_desc' }))).toEqual(['Palace', 'Grand Villa', 'Cosy Villa']);
    expect(await names(inDr({ sort: 'capacity' }))).toEqual(['Palace', 'Grand Villa', 'Cosy Villa']);
  });

  it('pages, with the total and page count of every filter', async () => {
    const second = await search(inDr({ per_page: 2, page: 2 }));
    expect(second).toMatchObject({ total: 3, page: 2, perPage: 2, pageCount: 2 });
    expect(second.items.map((i) => i.name)).toEqual(['Cosy Villa']);
    const beyond = await search(inDr({ per_page: 2, page: 5 }));
    expect(beyond).toMatchObject({ total: 3, pageCount: 2, items: [] });
    expect(await search(inDr({ guests: 40 }))).toMatchObject({ total: 0, pageCount: 0, priceBounds: { min: 0, max: 0 } });
  });

  it('gives each card its first five pictures in gallery order, names in the locale', async () => {
    const { items } = await search(inDr({ ids: [f.grand.id] }), 'es');
    const [grand] = items;
    expect(grand?.images.map((i) => i.caption)).toEqual(['Gran 0', 'Gran 1', 'Gran 2', 'Gran 3', 'Gran 4']);
    expect(grand).toMatchObject({
      country: { slug: 'fixture-dr', name: 'República Dominicana' },
      state: { slug: 'fixture-north', name: 'Costa Norte' },
      hightlight: 'Frente al mar',
      is_reserve_collection: true,
      instant_book: true,
      number_bathroom: 4.5,
    });
  });
});
