import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listProperties } from '@/app/v1/properties/route';
import { VISITOR } from '@/server/access/actor';
import { useDatabase } from '@/server/db/client';
import { properties } from '@/server/db/schema/catalog';
import { contextFor } from '@/test/context';
import { type SearchFixture, seedSearchFixture } from '@/test/search-fixture';
import { createTestDatabase } from '@/test/test-database';
import { searchProperties } from './search.service';

/**
 * Search sorted by rating (issue 32), on the villas' kept review count and average (what
 * publishing a review keeps: the search never reads the reviews themselves): rated villas (three
 * published reviews or more) best first, then the "New" ones, whatever their average, in our order.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let f: SearchFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  f = await seedSearchFixture(database.orm);
  const rate = (id: number, reviewCount: number, reviewAverage: number | null) =>
    database.orm.update(properties).set({ reviewCount, reviewAverage }).where(eq(properties.id, id));
  // Cosy has the best average but only two reviews: "New", after the rated ones.
  await rate(f.grand.id, 3, 13 / 3);
  await rate(f.palace.id, 12, 4.75);
  await rate(f.cosy.id, 2, 5);
});
afterAll(async () => {
  await database?.dispose();
});

const search = (sort: 'rating' | 'recommended') =>
  searchProperties(contextFor(database.orm, VISITOR, { locale: 'en' }), { destination: 'fixture-dr', sort }, { today: f.today });

describe('sort by rating', () => {
  it('puts rated villas first, best average first, and villas with fewer than 3 reviews after', async () => {
    expect((await search('rating')).items.map((i) => i.name)).toEqual(['Palace', 'Grand Villa', 'Cosy Villa']);
    // The default order is unchanged by ratings.
    expect((await search('recommended')).items.map((i) => i.name)).toEqual(['Grand Villa', 'Palace', 'Cosy Villa']);
  });

  it('keeps our order among villas without a rating, and the rated before them on every page', async () => {
    await database.orm.update(properties).set({ reviewCount: 0, reviewAverage: null }).where(eq(properties.id, f.grand.id));
    const first = await searchProperties(
      contextFor(database.orm, VISITOR, { locale: 'en' }),
      { destination: 'fixture-dr', sort: 'rating', per_page: 1, page: 1 },
      { today: f.today },
    );
    const rest = await searchProperties(
      contextFor(database.orm, VISITOR, { locale: 'en' }),
      { destination: 'fixture-dr', sort: 'rating', per_page: 2, page: 2 },
      { today: f.today },
    );
    expect(first.items.map((i) => i.name)).toEqual(['Palace']);
    // Cosy (2 reviews) before Grand (none): more reviews first among the "New".
    expect((await search('rating')).items.map((i) => i.name)).toEqual(['Palace', 'Cosy Villa', 'Grand Villa']);
    expect(rest.items.map((i) => i.name)).toEqual(['Grand Villa']);
    await database.orm
      .update(properties)
      .set({ reviewCount: 3, reviewAverage: 13 / 3 })
      .where(eq(properties.id, f.grand.id));
  });

  it('answers sort=rating on GET /v1/properties, each card with its review count and average', async () => {
    const res = await listProperties(new Request('http://localhost/v1/properties?destination=fixture-dr&sort=rating'), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { name: string; review_count: number; review_average: number | null }[] };
    expect(body.data.map((c) => [c.name, c.review_count, c.review_average])).toEqual([
      ['Palace', 12, 4.75],
      ['Grand Villa', 3, 13 / 3],
      ['Cosy Villa', 2, 5],
    ]);
    const bad = await listProperties(new Request('http://localhost/v1/properties?sort=stars'), { params: Promise.resolve({}) });
    expect(bad.status).toBe(400);
  });
});
