import 'server-only';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cache } from '../core/cache';
import type { Locale } from '@/i18n/routing';
import type { ServiceContext } from '@/server/access/context';
import type { Orm } from '@/server/db/open';
import { countries, nightlyPrices, properties, propertyImages, seasonalRates, states } from '@/server/db/schema/catalog';
import { parseEntityId, parseSlug } from './catalog.params';
import { canViewProperty, propertyStaffScopeSql } from './catalog.policy';
import type { Destination, DestinationGroup, PropertyCard, PropertyDetail, PropertyImage } from './catalog.types';
import { publicMediaUrls } from '../media/public-media-url';
import { inLocale, pickOptionalText, pickText } from '@/lib/bilingual';

const published = eq(properties.status, 'published');

/** Tonight, as a calendar date in the property's own country (DESIGN §5: stays are local dates). */
const tonight = sql`(now() at time zone ${countries.timeZone})::date`;

/**
 * DESIGN §5 "live price", tonight's effective rate: the night's own price (decision 042), else the
 * seasonal rate covering tonight (a rate covers [start_date, end_date)); null for neither.
 */
const livePriceCents = sql<number | null>`coalesce(
  (select ${nightlyPrices.nightlyCents} from ${nightlyPrices}
    where ${nightlyPrices.propertyId} = ${properties.id} and ${nightlyPrices.night} = ${tonight}),
  (select ${seasonalRates.nightlyCents} from ${seasonalRates}
    where ${seasonalRates.propertyId} = ${properties.id}
      and ${seasonalRates.startDate} <= ${tonight} and ${seasonalRates.endDate} > ${tonight}
    order by ${seasonalRates.startDate} desc limit 1)
)`;

const cardColumns = {
  id: properties.id,
  slug: properties.slug,
  name: properties.name,
  basePriceCents: properties.basePriceCents,
  livePriceCents,
  currency: properties.currency,
  bedrooms: properties.bedrooms,
  numberBathroom: properties.numberBathroom,
  maximumCapacity: properties.maximumCapacity,
  highlightEn: properties.highlightEn,
  highlightEs: properties.highlightEs,
  isReserveCollection: properties.isReserveCollection,
  instantBook: properties.instantBook,
  inOffer: properties.inOffer,
  offerTagEn: properties.offerTagEn,
  offerTagEs: properties.offerTagEs,
  reviewCount: properties.reviewCount,
  reviewAverage: properties.reviewAverage,
  countrySlug: countries.slug,
  countryNameEn: countries.nameEn,
  countryNameEs: countries.nameEs,
  stateSlug: states.slug,
  stateNameEn: states.nameEn,
  stateNameEs: states.nameEs,
};

function toCard(locale: Locale, row: CardRow, images: PropertyImage[]): PropertyCard {
  // pg may hand back an aggregate as a string; the rate column is int4, but be strict anyway.
  const live = row.livePriceCents === null ? null : Number(row.livePriceCents);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: live ?? row.basePriceCents,
    live_price: live,
    currency: row.currency,
    images,
    bedrooms: row.bedrooms,
    number_bathroom: row.numberBathroom,
    maximum_capacity: row.maximumCapacity,
    country: { slug: row.countrySlug, name: pickText(locale, row.countryNameEn, row.countryNameEs) },
    state: { slug: row.stateSlug, name: pickText(locale, row.stateNameEn, row.stateNameEs) },
    hightlight: pickOptionalText(locale, row.highlightEn, row.highlightEs),
    is_reserve_collection: row.isReserveCollection,
    instant_book: row.instantBook,
    in_offer: row.inOffer,
    offer_tag: row.inOffer ? pickOptionalText(locale, row.offerTagEn, row.offerTagEs) : null,
    review_count: row.reviewCount,
    review_average: row.reviewAverage === null ? null : Number(row.reviewAverage),
  };
}

/** Images of the given properties, in gallery order; `perProperty` caps each list (cards need few). */
async function imagesFor(orm: Orm, locale: Locale, ids: number[], perProperty?: number): Promise<Map<number, PropertyImage[]>> {
  const byProperty = new Map<number, PropertyImage[]>();
  if (ids.length === 0) return byProperty;
  const rows = await orm
    .select()
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, ids))
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position), asc(propertyImages.id));
  const url = publicMediaUrls();
  for (const row of rows) {
    const list = byProperty.get(row.propertyId) ?? [];
    if (perProperty !== undefined && list.length >= perProperty) continue;
    list.push({
      caption: pickText(locale, row.captionEn, row.captionEs),
      original: url(row.original),
      medium: url(row.medium),
      thumbnail: url(row.thumbnail),
      width: row.width,
      height: row.height,
    });
    byProperty.set(row.propertyId, list);
  }
  return byProperty;
}

/** Cards the grid shows get a few images (first for the card, the rest for a later carousel). */
const CARD_IMAGES = 5;

async function selectCardRows(orm: Orm, where: SQL | undefined, limit: number) {
  return orm
    .select(cardColumns)
    .from(properties)
    .innerJoin(countries, eq(countries.id, properties.countryId))
    .innerJoin(states, eq(states.id, properties.stateId))
    .where(and(published, where))
    .orderBy(desc(properties.isReserveCollection), asc(properties.position), asc(properties.id))
    .limit(limit);
}

type CardRow = Awaited<ReturnType<typeof selectCardRows>>[number];

async function cardsWhere(ctx: ServiceContext, where: SQL | undefined, limit: number): Promise<PropertyCard[]> {
  const { orm, locale } = ctx;
  const rows = await selectCardRows(orm, where, limit);
  const images = await imagesFor(
    orm,
    locale,
    rows.map((r) => r.id),
    CARD_IMAGES,
  );
  return rows.map((row) => toCard(locale, row, images.get(row.id) ?? []));
}

/** Published properties of the reserve collection, best first. */
export function listReserveCollection(ctx: ServiceContext, limit = 6): Promise<PropertyCard[]> {
  return cardsWhere(ctx, eq(properties.isReserveCollection, true), limit);
}

/** Published properties in a country or a state (the first `limit`), reserve collection first. */
export function listPropertiesInDestination(ctx: ServiceContext, destination: Pick<Destination, 'kind' | 'id'>, limit = 24) {
  const where = destination.kind === 'country' ? eq(properties.countryId, destination.id) : eq(properties.stateId, destination.id);
  return cardsWhere(ctx, where, limit);
}

/** Card data for the given published property ids, in the order asked (e.g. a wishlist). */
export async function listPropertyCards(ctx: ServiceContext, ids: number[]): Promise<PropertyCard[]> {
  const valid = ids.filter((id) => parseEntityId(String(id)) !== undefined);
  if (valid.length === 0) return [];
  const cards = await cardsWhere(ctx, inArray(properties.id, valid), valid.length);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

async function propertyDetailWhere(ctx: ServiceContext, where: SQL): Promise<PropertyDetail | null> {
  const { orm, locale } = ctx;
  const [row] = await orm
    .select({
      ...cardColumns,
      detail: properties,
      timeZone: sql<string>`coalesce(${states.timeZone}, ${countries.timeZone})`,
      inStaffScope: sql<boolean>`${propertyStaffScopeSql(ctx.actor, properties)}`,
    })
    .from(properties)
    .innerJoin(countries, eq(countries.id, properties.countryId))
    .innerJoin(states, eq(states.id, properties.stateId))
    .where(where)
    .limit(1);
  if (!row || !canViewProperty(ctx.actor, { status: row.detail.status, inStaffScope: Boolean(row.inStaffScope) })) return null;
  const images = (await imagesFor(orm, locale, [row.id])).get(row.id) ?? [];
  const p = row.detail;
  return {
    ...toCard(locale, row, images),
    description: pickText(locale, p.descriptionEn, p.descriptionEs),
    short_description: pickText(locale, p.shortDescriptionEn, p.shortDescriptionEs),
    our_be_like: inLocale(locale, p.ourBeLikeEn, p.ourBeLikeEs),
    lat: p.lat,
    lng: p.lng,
    min_nights: p.minNights,
    check_in_time: p.checkInTime,
    check_out_time: p.checkOutTime,
    time_zone: row.timeZone,
    amenities: p.amenities,
    house_rules: inLocale(locale, p.houseRulesEn, p.houseRulesEs),
    cancellation_policy: p.cancellationPolicy,
    cleaning_fee: p.cleaningFeeCents,
    security_deposit: p.securityDepositCents,
  };
}

/**
 * A property the actor may see by the id in a URL (canViewProperty: published, or a draft of
 * theirs or in their scope). Null for a malformed id ("abc", "12x", beyond int4), an unknown one
 * or another's draft: never throws for bad input. Cached per request (metadata + page).
 */
export const getVisiblePropertyById = cache(async (ctx: ServiceContext, rawId: string): Promise<PropertyDetail | null> => {
  const id = parseEntityId(rawId);
  return id === undefined ? null : propertyDetailWhere(ctx, eq(properties.id, id));
});

/** A property the actor may see by its slug (the guestbook preview), or null. */
export const getVisiblePropertyBySlug = cache(async (ctx: ServiceContext, rawSlug: string): Promise<PropertyDetail | null> => {
  const slug = parseSlug(rawSlug);
  return slug === undefined ? null : propertyDetailWhere(ctx, eq(properties.slug, slug));
});

/**
 * Published properties per country/state, as a LEFT JOIN + GROUP BY (a correlated subquery would
 * be fragile: drizzle leaves columns unqualified in single-table selects).
 */
const publishedCount = sql<number>`count(${properties.id})::int`;
const publishedOn = (column: typeof properties.countryId | typeof properties.stateId, id: typeof countries.id | typeof states.id) =>
  and(eq(column, id), published);

const stateCountry = alias(countries, 'state_country');

async function loadCountries(orm: Orm, locale: Locale, where?: SQL): Promise<Destination[]> {
  const rows = await orm
    .select({ c: countries, count: publishedCount })
    .from(countries)
    .leftJoin(properties, publishedOn(properties.countryId, countries.id))
    .where(where)
    .groupBy(countries.id)
    .orderBy(asc(countries.position), asc(countries.id));
  const url = publicMediaUrls();
  return rows.map(({ c, count }) => ({
    kind: 'country',
    id: c.id,
    slug: c.slug,
    name: pickText(locale, c.nameEn, c.nameEs),
    description: pickText(locale, c.descriptionEn, c.descriptionEs),
    image: url(c.image),
    country: null,
    propertyCount: Number(count),
  }));
}

async function loadStates(orm: Orm, locale: Locale, where?: SQL): Promise<(Destination & { countryId: number })[]> {
  const rows = await orm
    .select({ s: states, c: stateCountry, count: publishedCount })
    .from(states)
    .innerJoin(stateCountry, eq(stateCountry.id, states.countryId))
    .leftJoin(properties, publishedOn(properties.stateId, states.id))
    .where(where)
    .groupBy(states.id, stateCountry.id)
    .orderBy(asc(stateCountry.position), asc(states.position), asc(states.id));
  const url = publicMediaUrls();
  return rows.map(({ s, c, count }) => ({
    kind: 'state',
    id: s.id,
    countryId: s.countryId,
    slug: s.slug,
    name: pickText(locale, s.nameEn, s.nameEs),
    description: pickText(locale, s.descriptionEn, s.descriptionEs),
    image: url(s.image),
    country: { slug: c.slug, name: pickText(locale, c.nameEn, c.nameEs) },
    propertyCount: Number(count),
  }));
}

/** Every country with its states, in display order, each with its published property count. */
export const listDestinationGroups = cache(async (ctx: ServiceContext): Promise<DestinationGroup[]> => {
  const [countryList, stateList] = await Promise.all([loadCountries(ctx.orm, ctx.locale), loadStates(ctx.orm, ctx.locale)]);
  return countryList.map((country) => ({
    country,
    states: stateList.filter((s) => s.countryId === country.id).map(({ countryId: _, ...state }) => state),
  }));
});

/** Destinations worth a tile: countries and states that have an image and published properties. */
export async function listFeaturedDestinations(ctx: ServiceContext, limit = 8): Promise<Destination[]> {
  const groups = await listDestinationGroups(ctx);
  // Countries first (the widest choice), then their regions, so the tiles show the breadth of the collection.
  const all = [...groups.map((g) => g.country), ...groups.flatMap((g) => g.states)];
  return all.filter((d) => d.image && d.propertyCount > 0).slice(0, limit);
}

/** A country or a state by the slug in /d/{slug}; null when malformed or unknown. */
export const getDestinationBySlug = cache(async (ctx: ServiceContext, rawSlug: string): Promise<Destination | null> => {
  const slug = parseSlug(rawSlug);
  if (slug === undefined) return null;
  const [country] = await loadCountries(ctx.orm, ctx.locale, eq(countries.slug, slug));
  if (country) return country;
  const [state] = await loadStates(ctx.orm, ctx.locale, eq(states.slug, slug));
  if (!state) return null;
  const { countryId: _, ...destination } = state;
  return destination;
});
