import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/server/access/context';
import { rows } from '@/server/db/raw';
import { propertyImages } from '@/server/db/schema/catalog';
import { createCountry, createProperty, createPropertyImage, createState } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { runStorageSweepJob } from './orphans';
import { objectExists, putObject } from './storage';

/**
 * The file queue behind deletes (decision 038) on the local disk: a row that forgets a file (deleted,
 * or its key replaced) queues it in its own transaction, a rolled-back delete queues nothing, and
 * the sweep deletes the queued files, keeping one a row names again.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media = '';
let villaId = 0;

beforeAll(async () => {
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-orphans-'));
  process.env.MEDIA_DIR = media;
  database = await createTestDatabase();
  const country = await createCountry(database.orm);
  const state = await createState(database.orm, country.id);
  villaId = (await createProperty(database.orm, { countryId: country.id, stateId: state.id })).id;
});
afterAll(async () => {
  await database?.dispose();
  delete process.env.MEDIA_DIR;
  fs.rmSync(media, { recursive: true, force: true });
});

const queued = () => rows<{ area: string; key: string }>(database.orm, sql`select area, key from file_orphans order by id`);

describe('the file queue', () => {
  it('queues what a deleted or changed row no longer names, only when its transaction commits, and the sweep deletes it', async () => {
    const orm = database.orm;
    const photo = await createPropertyImage(orm, villaId);
    const keys = [photo.original, photo.medium, photo.thumbnail].map((u) => u.replace(/^\/media\//, ''));
    for (const key of keys) await putObject('media', key, Buffer.from(key));

    await orm
      .transaction(async (tx) => {
        await tx.delete(propertyImages).where(eq(propertyImages.id, photo.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await queued()).toEqual([]);

    await orm.update(propertyImages).set({ captionEn: 'Pool' }).where(eq(propertyImages.id, photo.id));
    expect(await queued()).toEqual([]);
    await orm.update(propertyImages).set({ thumbnail: '/media/p/new-t.webp' }).where(eq(propertyImages.id, photo.id));
    expect(await queued()).toEqual([{ area: 'media', key: keys[2] }]);
    await orm.delete(propertyImages).where(eq(propertyImages.id, photo.id));
    expect((await queued()).map((q) => q.key)).toEqual([keys[2], keys[0], keys[1], 'p/new-t.webp']);

    // A picture named again by another row (the seed draws under fixed names) stays.
    await createPropertyImage(orm, villaId, { original: photo.original });
    const run = await runStorageSweepJob(systemContext(orm, 'storage-sweep'));
    expect(run).toEqual({ ran: true, result: { deleted: 3, kept: 1 } });
    expect(await Promise.all(keys.map((k) => objectExists('media', k)))).toEqual([true, false, false]);
    expect(await queued()).toEqual([]);
  });
});
