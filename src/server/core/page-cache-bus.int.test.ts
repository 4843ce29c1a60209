import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountry, createProperty, createState } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { PageCache } from '../../../entry/page-cache.mjs';
import { listingChanged } from '../owners/listing-changed';
import { invalidatePages, listenForPageInvalidations } from './page-cache-bus';

/** The page cache's invalidation over NOTIFY (docs/decisions/031), on the database the suite runs on. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let stop: () => Promise<void>;
const cache = new PageCache();
const page = (tags: string[]) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(tags.join()), tags });

beforeAll(async () => {
  database = await createTestDatabase();
  stop = await listenForPageInvalidations(database, () => cache);
});

afterAll(async () => {
  await stop();
  await database.dispose();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('page cache invalidation', () => {
  it('drops the tagged pages when the writing transaction commits, not before, and not on a rollback', async () => {
    cache.set('villa-7', page(['listings', 'property:7']), cache.epoch);
    cache.set('about', page(['content']), cache.epoch);

    await expect(
      database.orm.transaction(async (tx) => {
        await invalidatePages(tx, ['property:7']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await settle();
    expect(cache.get('villa-7')).toBeDefined();

    await database.orm.transaction(async (tx) => {
      await invalidatePages(tx, ['property:7']);
      await settle();
      expect(cache.get('villa-7')).toBeDefined();
    });
    await expect.poll(() => cache.get('villa-7'), { timeout: 5000 }).toBeUndefined();
    expect(cache.get('about')).toBeDefined();
  });

  it("an owner's change to a villa drops its page and every page that lists villas", async () => {
    const country = await createCountry(database.orm);
    const state = await createState(database.orm, country.id);
    const property = await createProperty(database.orm, { countryId: country.id, stateId: state.id });
    cache.set('own', page(['listings', `property:${property.id}`]), cache.epoch);
    cache.set('results', page(['listings']), cache.epoch);
    cache.set('other-villa', page([`property:${property.id + 1000}`]), cache.epoch);
    cache.set('press', page(['content']), cache.epoch);
    await database.orm.transaction((tx) => listingChanged(tx, property.id));
    await expect.poll(() => cache.get('own'), { timeout: 5000 }).toBeUndefined();
    expect(cache.get('results')).toBeUndefined();
    expect(cache.get('other-villa')).toBeDefined();
    expect(cache.get('press')).toBeDefined();
  });
});
