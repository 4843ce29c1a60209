import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR } from '@/server/access/actor';
import { rows } from '@/server/db/raw';
import { properties } from '@/server/db/schema/catalog';
import { contextFor } from '@/test/context';
import { createCountry, createProperty, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { searchProperties } from './search.service';

/**
 * The amenity facet comes from search_amenities, which triggers keep (migration 0017): after every
 * kind of write to a villa it must equal the distinct codes of the published villas themselves.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let place: { countryId: number; stateId: number; countrySlug: string; stateSlug: string };
let other: { countryId: number; stateId: number; stateSlug: string };

beforeAll(async () => {
  database = await useTestDatabase();
  const country = await createCountry(database.orm);
  const state = await createState(database.orm, country.id);
  const otherState = await createState(database.orm, country.id);
  place = { countryId: country.id, stateId: state.id, countrySlug: country.slug, stateSlug: state.slug };
  other = { countryId: country.id, stateId: otherState.id, stateSlug: otherState.slug };
});
afterAll(async () => {
  await database?.dispose();
});

const facet = async (destination?: string) =>
  (await searchProperties(contextFor(database.orm, VISITOR, { locale: 'en' }), destination ? { destination } : {})).amenities;

/** The facet as search computed it before migration 0017: straight from the villas. */
async function fromVillas(stateId?: number): Promise<string[]> {
  const found = await rows<{ code: string }>(
    database.orm,
    sql`select distinct jsonb_array_elements_text(amenities) as code from properties
      where status = 'published' ${stateId === undefined ? sql`` : sql`and state_id = ${stateId}`} order by code`,
  );
  return found.map((r) => r.code);
}

async function expectFacets() {
  expect(await facet()).toEqual(await fromVillas());
  expect(await facet(place.stateSlug)).toEqual(await fromVillas(place.stateId));
  expect(await facet(other.stateSlug)).toEqual(await fromVillas(other.stateId));
}

describe('the amenity facet follows every write to a villa', () => {
  it('on insert, publication, amenity edits, a move, unpublication, deletion and truncation', async () => {
    const orm = database.orm;
    const pool = await createProperty(orm, place, { amenities: ['wifi', 'private_pool', 'wifi'] });
    const draft = await createProperty(orm, place, { status: 'draft', amenities: ['chef'] });
    await createProperty(orm, other, { amenities: ['gym'] });
    expect(await facet(place.stateSlug)).toEqual(['private_pool', 'wifi']);
    expect(await facet(place.countrySlug)).toEqual(['gym', 'private_pool', 'wifi']);
    await expectFacets();

    await orm.update(properties).set({ status: 'published' }).where(eq(properties.id, draft.id));
    expect(await facet(place.stateSlug)).toEqual(['chef', 'private_pool', 'wifi']);
    await orm
      .update(properties)
      .set({ amenities: ['wifi'] })
      .where(eq(properties.id, pool.id));
    expect(await facet(place.stateSlug)).toEqual(['chef', 'wifi']);
    await orm.update(properties).set({ stateId: other.stateId }).where(eq(properties.id, draft.id));
    expect(await facet(place.stateSlug)).toEqual(['wifi']);
    expect(await facet(other.stateSlug)).toEqual(['chef', 'gym']);
    await expectFacets();

    await orm.update(properties).set({ status: 'submitted' }).where(eq(properties.id, draft.id));
    expect(await facet(other.stateSlug)).toEqual(['gym']);
    await orm.update(properties).set({ name: 'Renamed' }).where(eq(properties.id, pool.id));
    await orm.delete(properties).where(eq(properties.id, pool.id));
    expect(await facet(place.stateSlug)).toEqual([]);
    await expectFacets();

    await orm.execute(sql`truncate properties cascade`);
    expect(await facet()).toEqual([]);
    await createProperty(orm, place, { amenities: ['tennis'] });
    expect(await facet()).toEqual(['tennis']);
    await expectFacets();
  });
});
