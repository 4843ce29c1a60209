import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForSearchChanges, searchCacheFor } from '@/server/catalog/search-cache';
import { searchAnswerFromCache } from '@/server/catalog/search-entry';
import { useDatabase } from '@/server/db/client';
import { calendarBlocks, occupancies, properties, propertyImages, seasonalRates, states } from '@/server/db/schema';
import { createBlock } from '@/test/factories';
import { type SearchFixture, seedSearchFixture } from '@/test/search-fixture';
import { createTestDatabase } from '@/test/test-database';
import { GET } from './results/route';
import { STATUS_HEADER } from '../../../entry/protocol.mjs';

/**
 * The dated search's cache (issue 29 §5, docs/decisions/042): a repeated search is answered from
 * memory, and every kind of write a search reads (made with plain SQL or the ORM, not through our
 * services) changes the very next answer, because triggers advance the availability version in
 * the writer's own transaction.
 */
interface Card {
  name: string;
  stay: { totalCents: number; nights: number } | null;
  images: { caption: string }[];
}

const names = (items: Card[]) => items.map((item) => item.name);
const totalOf = (items: Card[], name: string) => items.find((item) => item.name === name)?.stay?.totalCents;

describe.each([
  ['reading the version per request', false],
  ['listening for the notifications (PGlite: the version is their count)', true],
])('GET /api/results from the search cache, %s', (_, listening) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let f: SearchFixture;
  let stay: string;
  let stopListening: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    useDatabase(database);
    f = await seedSearchFixture(database.orm);
    stay = `destination=fixture-dr&check_in=${f.d(60)}&check_out=${f.d(63)}&guests=2&sort=price_asc&locale=en`;
    if (listening) stopListening = await listenForSearchChanges(database);
  });
  afterAll(async () => {
    await stopListening?.();
    await database?.dispose();
  });

  async function search(query = stay) {
    const res = await GET(new Request(`http://localhost/api/results?${query}`));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { items: Card[]; total: number } };
    return { cache: res.headers.get(STATUS_HEADER), cacheControl: res.headers.get('cache-control'), items: body.data.items };
  }

  /**
   * While listening on PostgreSQL, the notification of an earlier write can arrive after the next
   * answer was stored and empty the cache (a needless miss, never a stale hit): let them arrive
   * before a test expects a hit.
   */
  const quiet = () => (listening ? new Promise((resolve) => setTimeout(resolve, 300)) : Promise.resolve());

  /** The answers before and right after `write`: the one after is computed afresh (a miss). */
  async function afterWrite(write: () => Promise<unknown>) {
    await quiet();
    const before = await search();
    expect((await search()).cache).toBe('hit');
    await write();
    const after = await search();
    expect(after.cache).toBe('miss');
    return { before: before.items, after: after.items };
  }

  it('answers a repeated search from memory, the same bytes, still private and not stored by browsers', async () => {
    await quiet();
    const first = await search();
    const second = await search();
    expect(second.cache).toBe('hit');
    expect(second.cacheControl).toBe('private, no-store');
    expect(second.items).toEqual(first.items);
    expect(names(first.items)).toEqual(['Cosy Villa', 'Grand Villa', 'Palace']);
    expect(searchCacheFor(database.orm).notified !== null).toBe(listening && database.kind === 'pglite');
    // Another language, another page or other filters are other answers.
    expect((await search(stay.replace('locale=en', 'locale=es'))).cache).toBe('miss');
    expect((await search(`${stay}&bedrooms=3`)).cache).toBe('miss');
    expect((await search(`${stay}&bedrooms=3`)).cache).toBe('hit');
  });

  it("the Node entry's fast path gives the stored answer's very bytes, nothing before it is stored, and nothing after a write", async () => {
    const query = `${stay}&bathrooms=2`;
    await quiet();
    expect(await searchAnswerFromCache(`/api/results?${query}`)).toBeNull();
    const res = await GET(new Request(`http://localhost/api/results?${query}`));
    const body = new Uint8Array(await res.arrayBuffer());
    const hit = await searchAnswerFromCache(`/api/results?${query}`);
    expect(hit?.body).toEqual(body);
    expect(gunzipSync(hit?.gzipped() ?? new Uint8Array())).toEqual(Buffer.from(body));
    expect(hit?.headers['Cache-Control']).toBe(res.headers.get('cache-control'));
    expect(hit?.headers['Content-Type']).toBe(res.headers.get('content-type'));
    // The same search asked another way: other parameter order, amenities in another order.
    expect(await searchAnswerFromCache(`/api/results?bathrooms=2&${query.replace('&bathrooms=2', '')}`)).not.toBeNull();
    // Without an explicit language, or invalid: Next's to answer.
    expect(await searchAnswerFromCache(`/api/results?${query.replace('&locale=en', '')}`)).toBeNull();
    expect(await searchAnswerFromCache(`/api/results?${query}&price_min=abc`)).toBeNull();
    await database.orm.update(seasonalRates).set({ nightlyCents: 91_000 }).where(eq(seasonalRates.propertyId, f.cosy.id));
    expect(await searchAnswerFromCache(`/api/results?${query}`)).toBeNull();
  });

  it("a reservation's nights moved with SQL take the villa out of the next answer, and moved back put it back", async () => {
    const booked = await afterWrite(() =>
      database.orm.execute(
        sql`update occupancies set check_in = ${f.d(61)}::date, check_out = ${f.d(62)}::date where property_id = ${f.palace.id} and reservation_id is not null`,
      ),
    );
    expect(names(booked.after)).toEqual(['Cosy Villa', 'Grand Villa']);
    const freed = await afterWrite(() =>
      database.orm.execute(
        sql`update occupancies set check_in = ${f.d(20)}::date, check_out = ${f.d(25)}::date where property_id = ${f.palace.id} and reservation_id is not null`,
      ),
    );
    expect(names(freed.after)).toEqual(['Cosy Villa', 'Grand Villa', 'Palace']);
  });

  it('a calendar block (with the ORM) and an imported block moved by a feed change the next answer', async () => {
    let blockId = 0;
    const blocked = await afterWrite(async () => {
      blockId = (await createBlock(database.orm, f.palace.id, { startDate: f.d(59), endDate: f.d(61) })).id;
    });
    expect(names(blocked.after)).toEqual(['Cosy Villa', 'Grand Villa']);
    // An iCal re-import moves its block (and the block's occupancy) off the stay.
    const moved = await afterWrite(() =>
      database.orm.transaction(async (tx) => {
        await tx
          .update(calendarBlocks)
          .set({ reason: 'ical', startDate: f.d(70), endDate: f.d(72) })
          .where(eq(calendarBlocks.id, blockId));
        await tx
          .update(occupancies)
          .set({ checkIn: f.d(70), checkOut: f.d(72) })
          .where(eq(occupancies.blockId, blockId));
      }),
    );
    expect(names(moved.after)).toEqual(['Cosy Villa', 'Grand Villa', 'Palace']);
    // Even a write to the block alone (its note) is a new version: the answer is recomputed.
    const noted = await afterWrite(() => database.orm.update(calendarBlocks).set({ note: 'Airbnb' }).where(eq(calendarBlocks.id, blockId)));
    expect(noted.after).toEqual(noted.before);
  });

  it('a seasonal rate over the stay changes its total on the next answer', async () => {
    const priced = await afterWrite(() =>
      database.orm.insert(seasonalRates).values({
        propertyId: f.palace.id,
        nameEn: 'Peak',
        nameEs: 'Alta',
        startDate: f.d(55),
        endDate: f.d(65),
        nightlyCents: 300_000,
      }),
    );
    expect(totalOf(priced.after, 'Palace')).toBeGreaterThan(totalOf(priced.before, 'Palace') ?? Infinity);
    const changed = await afterWrite(() =>
      database.orm.execute(sql`update seasonal_rates set nightly_cents = 250000 where property_id = ${f.palace.id} and name_en = 'Peak'`),
    );
    expect(totalOf(changed.after, 'Palace')).toBeLessThan(totalOf(changed.before, 'Palace') ?? 0);
  });

  it("a villa's base price, minimum stay, capacity and publication change the next answer", async () => {
    const price = await afterWrite(() =>
      database.orm.update(properties).set({ basePriceCents: 120_000 }).where(eq(properties.id, f.grand.id)),
    );
    expect(totalOf(price.after, 'Grand Villa')).toBeGreaterThan(totalOf(price.before, 'Grand Villa') ?? Infinity);

    const minimum = await afterWrite(() => database.orm.execute(sql`update properties set min_nights = 5 where id = ${f.grand.id}`));
    expect(names(minimum.after)).toEqual(['Cosy Villa', 'Palace']);
    await database.orm.update(properties).set({ minNights: 1 }).where(eq(properties.id, f.grand.id));

    const capacity = await afterWrite(() =>
      database.orm.update(properties).set({ maximumCapacity: 1 }).where(eq(properties.id, f.cosy.id)),
    );
    expect(names(capacity.after)).toEqual(['Grand Villa', 'Palace']);
    await database.orm.update(properties).set({ maximumCapacity: 4 }).where(eq(properties.id, f.cosy.id));

    const unpublished = await afterWrite(() => database.orm.execute(sql`update properties set status = 'draft' where id = ${f.palace.id}`));
    expect(names(unpublished.after)).toEqual(['Cosy Villa', 'Grand Villa']);
    const published = await afterWrite(() =>
      database.orm.update(properties).set({ status: 'published', maximumCapacity: 2 }).where(eq(properties.id, f.draft.id)),
    );
    expect(names(published.after)).toContain('Draft');
    await database.orm.execute(sql`update properties set status = 'published' where id = ${f.palace.id}`);
  });

  it("a villa's picture and a destination's tax rate change the next answer", async () => {
    const picture = await afterWrite(() =>
      database.orm.update(propertyImages).set({ captionEn: 'Sunset terrace' }).where(eq(propertyImages.propertyId, f.cosy.id)),
    );
    expect(picture.after.find((item) => item.name === 'Cosy Villa')?.images[0]?.caption).toBe('Sunset terrace');

    const tax = await afterWrite(() => database.orm.update(states).set({ taxRateBps: 2500 }).where(eq(states.id, f.north.id)));
    expect(totalOf(tax.after, 'Grand Villa')).toBeGreaterThan(totalOf(tax.before, 'Grand Villa') ?? Infinity);
  });

  it('a write of what no search reads, or one rolled back, keeps the cached answer', async () => {
    await quiet();
    await search();
    expect((await search()).cache).toBe('hit');
    await database.orm.update(properties).set({ descriptionEn: 'Now with a new description.' }).where(eq(properties.id, f.grand.id));
    expect((await search()).cache).toBe('hit');
    await expect(
      database.orm.transaction(async (tx) => {
        await tx
          .update(occupancies)
          .set({ checkIn: f.d(61), checkOut: f.d(62) })
          .where(sql`${occupancies.propertyId} = ${f.palace.id} and ${occupancies.reservationId} is not null`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await search();
    expect(after.cache).toBe('hit');
    expect(names(after.items)).toContain('Palace');
  });

  it("a committed write empties this server's cache through NOTIFY, and an unknown destination is still a 404", async () => {
    const stop = listening ? async () => {} : await listenForSearchChanges(database);
    try {
      await quiet();
      await search();
      const cache = searchCacheFor(database.orm);
      expect(cache.size).toBeGreaterThan(0);
      await database.orm.execute(sql`update seasonal_rates set nightly_cents = nightly_cents + 1 where property_id = ${f.palace.id}`);
      await expect.poll(() => cache.size, { timeout: 5000 }).toBe(0);
    } finally {
      await stop();
    }
    const res = await GET(new Request(`http://localhost/api/results?${stay.replace('fixture-dr', 'nowhere')}`));
    expect(res.status).toBe(404);
  });
});
