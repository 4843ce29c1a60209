import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR } from '@/server/access/actor';
import { quoteStay } from '@/server/booking/quote.service';
import { resultsPageSchema } from '@/server/catalog/catalog.openapi';
import { searchResults } from '@/server/catalog/results.queries';
import { useDatabase } from '@/server/db/client';
import { contextFor } from '@/test/context';
import { type SearchFixture, seedSearchFixture } from '@/test/search-fixture';
import { createTestDatabase } from '@/test/test-database';
import { GET } from './results/route';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let f: SearchFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  f = await seedSearchFixture(database.orm);
});
afterAll(async () => {
  await database?.dispose();
});

async function call(query: string) {
  const res = await GET(new Request(`http://localhost/api/results?${query}`));
  // biome-ignore lint/suspicious/noExplicitAny: JSON under test
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as any };
}

describe('GET /api/results', () => {
  it('answers what the results page renders for the search, with each stay’s total (the quote’s) and nights, not cached', async () => {
    const checkIn = f.d(30);
    const checkOut = f.d(34);
    const { status, cacheControl, body } = await call(
      `destination=fixture-dr&check_in=${checkIn}&check_out=${checkOut}&guests=2&sort=price_asc&locale=es`,
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-store');
    expect(resultsPageSchema.parse(body.data)).toEqual(body.data);
    expect(body.data.items.map((item: { name: string }) => item.name)).toEqual(['Cosy Villa', 'Grand Villa', 'Palace']);
    // The page's own service gives the same answer, in the asked language (names of places in Spanish).
    const ctx = contextFor(database.orm, VISITOR, { locale: 'es' });
    const page = await searchResults(
      ctx,
      { kind: 'destination', slug: 'fixture-dr' },
      {
        check_in: checkIn,
        check_out: checkOut,
        guests: 2,
        instant_book: false,
        in_offer: false,
        reserve_collection: false,
        amenities: [],
        sort: 'price_asc',
        page: 1,
        view: 'list',
      },
    );
    expect(body.data).toEqual(JSON.parse(JSON.stringify(page)));
    expect(body.data.items[0].state.name).toBe('Costa Norte');
    for (const item of body.data.items) {
      const quote = await quoteStay(ctx, { propertyId: item.id, checkIn, checkOut, guests: 2 });
      expect(item.stay).toEqual({ totalCents: quote.totalCents, nights: 4 });
    }
  });

  it('leaves villas taken on the dates out; without dates every villa has no stay; without a destination it searches every villa', async () => {
    const taken = await call(`destination=fixture-dr&check_in=${f.d(10)}&check_out=${f.d(15)}`);
    expect(taken.body.data.items.map((item: { id: number }) => item.id)).not.toContain(f.grand.id);
    const undated = await call('destination=fixture-north');
    expect(undated.body.data.total).toBe(2);
    expect(undated.body.data.items.every((item: { stay: unknown }) => item.stay === null)).toBe(true);
    const all = await call('sort=capacity');
    expect(all.body.data.items.map((item: { name: string }) => item.name)).toContain('Fiji Villa');
  });

  it('shows the last page for a page past it', async () => {
    const { body } = await call('destination=fixture-dr&page=9');
    expect(body.data.page).toBe(1);
    expect(body.data.items).toHaveLength(3);
  });

  it('refuses bad input with a 400 in the request’s language, and an unknown destination with a 404, never a 500', async () => {
    const past = await call(`destination=fixture-dr&check_in=2020-01-01&check_out=2020-01-05&locale=es`);
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('validation_failed');
    expect(past.body.fields.check_in).toMatch(/hoy/);
    for (const query of [
      `destination=fixture-dr&check_in=${f.d(30)}`,
      `destination=fixture-dr&check_in=${f.d(34)}&check_out=${f.d(30)}`,
      'destination=fixture-dr&guests=lots',
      'destination=fixture-dr&sort=cheapest',
      'destination=fixture-dr&bounds=1,2,3',
      'destination=Not%20A%20Slug',
    ]) {
      const { status, body } = await call(query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('validation_failed');
      expect(typeof body.error, query).toBe('string');
    }
    const unknown = await call('destination=atlantis&locale=en');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('destination_not_found');
  });
});
