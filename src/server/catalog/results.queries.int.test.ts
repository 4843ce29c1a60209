import { VISITOR } from '@/server/access/actor';
import { contextFor } from '@/test/context';
import type { Locale } from '@/i18n/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_STATE } from '@/lib/search-state';
import { parseSearchState } from '@/lib/results-search';
import { seedSearchFixture } from '@/test/search-fixture';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { searchResults, toSearchQuery } from './results.queries';

/** The context a visitor's request would carry, in `locale`. */
const visitor = (locale: Locale) => contextFor(database.orm, VISITOR, { locale });

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await useTestDatabase();
  await seedSearchFixture(database.orm);
});
afterAll(async () => {
  await database?.dispose();
});

describe('results pages over the search service', () => {
  it('maps the URL state of a page to the service query, the scope included', () => {
    const { state } = parseSearchState(new URLSearchParams('guests=4&instant_book=1&amenities=chef&bounds=18,-70,19,-68&page=2'));
    expect(toSearchQuery({ kind: 'destination', slug: 'fixture-dr' }, state)).toMatchObject({
      destination: 'fixture-dr',
      guests: 4,
      instant_book: true,
      in_offer: undefined,
      amenities: ['chef'],
      bounds: { south: 18, west: -70, north: 19, east: -68 },
      page: 2,
      per_page: 24,
    });
    expect(toSearchQuery({ kind: 'reserve' }, EMPTY_STATE)).toMatchObject({ destination: undefined, reserve_collection: true });
  });

  it('searches a destination, every villa, or only the Reserve collection', async () => {
    const dr = await searchResults(visitor('en'), { kind: 'destination', slug: 'fixture-dr' }, EMPTY_STATE);
    const all = await searchResults(visitor('en'), { kind: 'all' }, EMPTY_STATE);
    const reserve = await searchResults(visitor('es'), { kind: 'reserve' }, EMPTY_STATE);
    expect(all.total).toBeGreaterThan(dr.total);
    expect(reserve.total).toBeGreaterThan(0);
    expect(reserve.total).toBeLessThan(all.total);
    expect(reserve.items.every((card) => card.is_reserve_collection)).toBe(true);
    expect(dr.items.every((card) => Number.isFinite(card.lat) && Number.isFinite(card.lng))).toBe(true);
  });

  it('shows the last page for a page number past the end (an old link)', async () => {
    const result = await searchResults(visitor('en'), { kind: 'all' }, { ...EMPTY_STATE, page: 9 });
    expect(result.page).toBe(1);
    expect(result.items.length).toBe(result.total);
  });
});
