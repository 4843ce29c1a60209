import { VISITOR } from '@/server/access/actor';
import { contextFor } from '@/test/context';
import type { Locale } from '@/i18n/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyPrices, propertyImages, seasonalRates } from '@/server/db/schema/catalog';
import { eq } from 'drizzle-orm';
import { createCountry, createLuxuryService, createPressArticle, createProperty, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { getLuxuryServiceBySlug, getPressArticleBySlug } from '../content/content.queries';
import { addDays, todayIn } from '../core/calendar';
import {
  getDestinationBySlug,
  getVisiblePropertyBySlug,
  getVisiblePropertyById,
  listFeaturedDestinations,
  listPropertyCards,
  listPropertiesInDestination,
  listReserveCollection,
} from './catalog.queries';

/** The context a visitor's request would carry, in `locale`. */
const visitor = (locale: Locale) => contextFor(database.orm, VISITOR, { locale });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const ids = { villa: 0, draft: 0, plain: 0, villaSlug: '', draftSlug: '', country: '', state: '', otherState: '', press: '', service: '' };

/** Today's date in the fixtures' time zone, shifted by `days`, as YYYY-MM-DD. */
function isoDay(days: number): string {
  return addDays(todayIn('America/Santo_Domingo'), days);
}

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm, { image: '/media/destinations/c.webp' });
  const state = await createState(orm, country.id, { image: '/media/destinations/s.webp' });
  const otherState = await createState(orm, country.id);
  const place = { countryId: country.id, stateId: state.id };
  const villa = await createProperty(orm, place, {
    isReserveCollection: true,
    instantBook: true,
    inOffer: true,
    offerTagEn: '15% off',
    offerTagEs: '15 % menos',
    highlightEn: 'Oceanfront',
    highlightEs: 'Frente al mar',
    basePriceCents: 100_000,
  });
  const plain = await createProperty(orm, place, { basePriceCents: 50_000 });
  const draft = await createProperty(orm, place, { status: 'draft', isReserveCollection: true });
  await orm.insert(propertyImages).values([
    {
      propertyId: villa.id,
      position: 1,
      captionEn: 'Pool',
      captionEs: 'Piscina',
      original: '/o2',
      medium: '/m2',
      thumbnail: '/t2',
      width: 2400,
      height: 1600,
    },
    {
      propertyId: villa.id,
      position: 0,
      captionEn: 'Terrace',
      captionEs: 'Terraza',
      original: '/o1',
      medium: '/m1',
      thumbnail: '/t1',
      width: 2400,
      height: 1600,
    },
  ]);
  await orm.insert(seasonalRates).values([
    { propertyId: villa.id, nameEn: 'Now', nameEs: 'Ahora', startDate: isoDay(-2), endDate: isoDay(3), nightlyCents: 150_000 },
    // Ends today: tonight is not covered (end_date is exclusive).
    { propertyId: plain.id, nameEn: 'Past', nameEs: 'Pasada', startDate: isoDay(-5), endDate: isoDay(0), nightlyCents: 99_000 },
  ]);
  const press = await createPressArticle(orm);
  const service = await createLuxuryService(orm);
  await createPressArticle(orm, { slug: 'hidden-press', published: false });
  Object.assign(ids, {
    villa: villa.id,
    plain: plain.id,
    draft: draft.id,
    villaSlug: villa.slug,
    draftSlug: draft.slug,
    country: country.slug,
    state: state.slug,
    otherState: otherState.slug,
    press: press.slug,
    service: service.slug,
  });
});

afterAll(async () => {
  await database?.dispose();
});

describe('getVisiblePropertyById', () => {
  it('maps a published property to SPEC §3 fields, localized, with tonight’s live price', async () => {
    const en = await getVisiblePropertyById(visitor('en'), String(ids.villa));
    expect(en).toMatchObject({
      id: ids.villa,
      price: 150_000,
      live_price: 150_000,
      hightlight: 'Oceanfront',
      offer_tag: '15% off',
      instant_book: true,
      in_offer: true,
      is_reserve_collection: true,
    });
    expect(en?.images.map((i) => i.caption)).toEqual(['Terrace', 'Pool']);
    const es = await getVisiblePropertyById(visitor('es'), String(ids.villa));
    expect(es).toMatchObject({ hightlight: 'Frente al mar', offer_tag: '15 % menos' });
    expect(es?.images[0]?.caption).toBe('Terraza');
    expect(es?.description).toBe('Una villa junto al mar.');
  });

  it("takes tonight's own price over the seasonal rate (a night's own price, decision 042)", async () => {
    // Tonight in the villa's country (the factory's zone; isoDay counts from it).
    const night = isoDay(0);
    await database.orm.insert(nightlyPrices).values({ propertyId: ids.villa, night, nightlyCents: 180_000 });
    try {
      expect(await getVisiblePropertyById(visitor('en'), String(ids.villa))).toMatchObject({ price: 180_000, live_price: 180_000 });
    } finally {
      await database.orm.delete(nightlyPrices).where(eq(nightlyPrices.propertyId, ids.villa));
    }
    expect(await getVisiblePropertyById(visitor('en'), String(ids.villa))).toMatchObject({ price: 150_000, live_price: 150_000 });
  });

  it('falls back to the base price when no seasonal rate covers tonight', async () => {
    expect(await getVisiblePropertyById(visitor('en'), String(ids.plain))).toMatchObject({ price: 50_000, live_price: null });
  });

  it.each(['abc', '12x', '0', '-1', '2147483648', '99999999999999999999', '', '1.0', '%00'])('is null for malformed id %j', async (raw) => {
    expect(await getVisiblePropertyById(visitor('en'), raw)).toBeNull();
  });

  it('is null for an unknown or a draft property', async () => {
    expect(await getVisiblePropertyById(visitor('en'), '2147483647')).toBeNull();
    expect(await getVisiblePropertyById(visitor('en'), String(ids.draft))).toBeNull();
  });
});

describe('getVisiblePropertyBySlug', () => {
  it('finds published properties only', async () => {
    expect((await getVisiblePropertyBySlug(visitor('en'), ids.villaSlug))?.id).toBe(ids.villa);
    expect(await getVisiblePropertyBySlug(visitor('en'), ids.draftSlug)).toBeNull();
    expect(await getVisiblePropertyBySlug(visitor('en'), "x' or 1=1 --")).toBeNull();
  });
});

describe('destinations', () => {
  it('finds a country or a state by slug, with its published count', async () => {
    expect(await getDestinationBySlug(visitor('en'), ids.country)).toMatchObject({ kind: 'country', propertyCount: 2, country: null });
    const state = await getDestinationBySlug(visitor('es'), ids.state);
    expect(state).toMatchObject({ kind: 'state', propertyCount: 2, country: { slug: ids.country } });
    expect(state?.name).toMatch(/^Estado/);
    expect(await getDestinationBySlug(visitor('en'), 'nowhere')).toBeNull();
    expect(await getDestinationBySlug(visitor('en'), '../etc')).toBeNull();
  });

  it('features only destinations with an image and published villas', async () => {
    const featured = await listFeaturedDestinations(visitor('en'));
    expect(featured.map((d) => d.slug)).toEqual([ids.country, ids.state]);
  });

  it('lists the published villas of a destination, reserve collection first', async () => {
    const state = await getDestinationBySlug(visitor('en'), ids.state);
    if (!state) throw new Error('state missing');
    const cards = await listPropertiesInDestination(visitor('en'), state);
    expect(cards.map((c) => c.id)).toEqual([ids.villa, ids.plain]);
    expect(cards[0]?.images[0]?.thumbnail).toBe('/t1');
    const other = await getDestinationBySlug(visitor('en'), ids.otherState);
    if (!other) throw new Error('state missing');
    expect(await listPropertiesInDestination(visitor('en'), other)).toEqual([]);
  });

  it('lists the reserve collection without drafts', async () => {
    expect((await listReserveCollection(visitor('en'))).map((c) => c.id)).toEqual([ids.villa]);
  });
});

describe('listPropertyCards', () => {
  it('returns published cards in the order asked, skipping drafts and impossible ids', async () => {
    const cards = await listPropertyCards(visitor('en'), [ids.plain, ids.draft, 2_147_483_648, ids.villa]);
    expect(cards.map((c) => c.id)).toEqual([ids.plain, ids.villa]);
  });
});

describe('content by slug', () => {
  it('finds published press and services, null otherwise', async () => {
    expect((await getPressArticleBySlug(visitor('es'), ids.press))?.title).toMatch(/^Título/);
    expect(await getPressArticleBySlug(visitor('en'), 'hidden-press')).toBeNull();
    expect(await getPressArticleBySlug(visitor('en'), 'Bad Slug')).toBeNull();
    expect((await getLuxuryServiceBySlug(visitor('en'), ids.service))?.priceFromCents).toBe(25_000);
    expect(await getLuxuryServiceBySlug(visitor('en'), 'nope')).toBeNull();
  });
});
