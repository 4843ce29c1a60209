import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredRef, updatedAt } from './columns';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT } from './payment-terms';

export const cancellationPolicy = pgEnum('cancellation_policy', ['flexible', 'moderate', 'strict', 'non_refundable']);
/** One bedroom of a villa: its name in both languages and its beds (e.g. `{ kind: 'king', count: 1 }`). */
export interface BedroomLayout {
  nameEn: string;
  nameEs: string;
  beds: { kind: 'king' | 'queen' | 'double' | 'single' | 'bunk' | 'sofa' | 'crib'; count: number }[];
}

export const propertyStatus = pgEnum('property_status', ['draft', 'submitted', 'published']);

/** Tax and service-fee rates are basis points (1 bp = 0.01 %), so money maths stays in integers. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** ISO 3166-1 alpha-2: how a guest's country (users.country_code) is matched to a destination (decision 029). */
  isoCode: text('iso_code').unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionEs: text('description_es').notNull().default(''),
  taxRateBps: integer('tax_rate_bps').notNull().default(0),
  serviceFeeBps: integer('service_fee_bps').notNull().default(0),
  timeZone: text('time_zone').notNull(),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: requiredRef('country_id', () => countries.id, 'cascade'),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    /** null: the country's rate applies. */
    taxRateBps: integer('tax_rate_bps'),
    serviceFeeBps: integer('service_fee_bps'),
    /** IANA zone when it differs from the country's (Mexico spans several); null: the country's. */
    timeZone: text('time_zone'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ownerId: integer('owner_id'),
    status: propertyStatus('status').notNull().default('draft'),
    name: text('name').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    shortDescriptionEn: text('short_description_en').notNull(),
    shortDescriptionEs: text('short_description_es').notNull(),
    /** SPEC "our_be_like": short highlight lines, per locale. */
    ourBeLikeEn: jsonb('our_be_like_en').$type<string[]>().notNull().default([]),
    ourBeLikeEs: jsonb('our_be_like_es').$type<string[]>().notNull().default([]),
    /** SPEC "hightlight" (sic): the primary badge text; null when none. */
    highlightEn: text('highlight_en'),
    highlightEs: text('highlight_es'),
    isReserveCollection: boolean('is_reserve_collection').notNull().default(false),
    instantBook: boolean('instant_book').notNull().default(false),
    inOffer: boolean('in_offer').notNull().default(false),
    offerTagEn: text('offer_tag_en'),
    offerTagEs: text('offer_tag_es'),
    bedrooms: integer('bedrooms').notNull(),
    /** Half baths count as 0.5. */
    numberBathroom: doublePrecision('number_bathroom').notNull(),
    maximumCapacity: integer('maximum_capacity').notNull(),
    countryId: requiredRef('country_id', () => countries.id),
    stateId: requiredRef('state_id', () => states.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Revealed to a guest only once a stay is confirmed. */
    address: text('address').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    basePriceCents: integer('base_price_cents').notNull(),
    cleaningFeeCents: integer('cleaning_fee_cents').notNull().default(0),
    securityDepositCents: integer('security_deposit_cents').notNull().default(0),
    /** The payment schedule (DESIGN §5): the share of the stay paid at booking… */
    depositPercent: integer('deposit_percent').notNull().default(DEFAULT_DEPOSIT_PERCENT),
    /** …and how many days before arrival the balance (with the security deposit) is due. */
    balanceDueDays: integer('balance_due_days').notNull().default(DEFAULT_BALANCE_DUE_DAYS),
    minNights: integer('min_nights').notNull().default(1),
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    houseRulesEn: jsonb('house_rules_en').$type<string[]>().notNull().default([]),
    houseRulesEs: jsonb('house_rules_es').$type<string[]>().notNull().default([]),
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull().default('moderate'),
    commissionBps: integer('commission_bps').notNull().default(1500),
    /** Bedrooms and their beds, for the listing page (the owner portal edits them). */
    bedLayout: jsonb('bed_layout').$type<BedroomLayout[]>().notNull().default([]),
    /** The secret of the villa's public iCal export (/ical/{token}.ics); null until first asked for; rotatable. */
    icalExportToken: text('ical_export_token').unique(),
    position: integer('position').notNull().default(0),
    /** Published reviews (issue 32), kept by the review service in the transaction that publishes one. */
    reviewCount: integer('review_count').notNull().default(0),
    /** The true average overall rating of the published reviews; null before the first. */
    reviewAverage: doublePrecision('review_average'),
    /**
     * Listing approval (issue 17): an owner's draft is `submitted` for review; an administrator
     * publishes it or returns it to draft with a note in the owner's language.
     */
    submittedAt: instant('submitted_at'),
    reviewNote: text('review_note'),
    reviewNoteLocale: text('review_note_locale'),
    reviewedAt: instant('reviewed_at'),
    reviewedByUserId: integer('reviewed_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_state_idx').on(t.stateId),
    index('properties_country_idx').on(t.countryId),
    index('properties_status_idx').on(t.status),
    // Search's default order (Reserve collection first, then position): a page of published
    // villas read in order, without sorting every match (docs/performance-search.md).
    index('properties_search_order_idx')
      .on(t.isReserveCollection.desc().nullsFirst(), t.position, t.id)
      .where(sql`${t.status} = 'published'`),
    // Search's count, price bounds and filters over every published villa read from this index
    // alone (an index-only scan) rather than the wide rows of the table (docs/performance-search.md).
    index('properties_search_filter_idx')
      .on(
        t.stateId,
        t.countryId,
        t.id,
        t.minNights,
        t.maximumCapacity,
        t.bedrooms,
        t.numberBathroom,
        t.basePriceCents,
        t.instantBook,
        t.inOffer,
        t.isReserveCollection,
        t.lat,
        t.lng,
      )
      .where(sql`${t.status} = 'published'`),
  ],
);

/**
 * Search's amenity facet (docs/performance-search.md): how many published villas of a country and
 * state list each amenity code. Kept by triggers on `properties` (migration 0017), never written
 * by the application; a row is deleted when its count reaches zero.
 */
export const searchAmenities = pgTable(
  'search_amenities',
  {
    countryId: integer('country_id').notNull(),
    stateId: integer('state_id').notNull(),
    code: text('code').notNull(),
    villas: integer('villas').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.stateId, t.code] })],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    position: integer('position').notNull().default(0),
    captionEn: text('caption_en').notNull().default(''),
    captionEs: text('caption_es').notNull().default(''),
    original: text('original').notNull(),
    medium: text('medium').notNull(),
    thumbnail: text('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('property_images_property_position_idx').on(t.propertyId, t.position)],
);

/** A nightly rate for the nights from start_date up to and excluding end_date. */
export const seasonalRates = pgTable(
  'seasonal_rates',
  {
    id: serial('id').primaryKey(),
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    nightlyCents: integer('nightly_cents').notNull(),
    /** The minimum stay for arrivals in this season; null: the villa's own. */
    minNights: integer('min_nights'),
  },
  (t) => [uniqueIndex('seasonal_rates_property_start_idx').on(t.propertyId, t.startDate)],
);

/**
 * A price for one night that wins over the seasons and the base price (e.g. New Year's Eve): set
 * by the owner from the villa's calendar or the calendar of all their villas. Above zero and at
 * most 10x the base price (the service answers 422 otherwise); quotes and search totals read it.
 */
export const nightlyPrices = pgTable(
  'nightly_prices',
  {
    id: serial('id').primaryKey(),
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    night: date('night', { mode: 'string' }).notNull(),
    nightlyCents: integer('nightly_cents').notNull(),
  },
  (t) => [
    uniqueIndex('nightly_prices_property_night_idx').on(t.propertyId, t.night),
    // Tonight's own prices of every villa a search matches (the live price, search.service.ts) are
    // read by night, index-only: the unique index has the night second and would be read whole.
    index('nightly_prices_night_idx').on(t.night, t.propertyId, t.nightlyCents),
    check('nightly_prices_positive_check', sql`${t.nightlyCents} > 0`),
  ],
);

/**
 * The search's availability version (docs/decisions/042): the sum of `version` over these rows
 * changes whenever something a search answer reads changes. Triggers (migration 0023) add 1 to one
 * row per writing statement, on occupancies, calendar blocks, seasonal rates, villas (the columns
 * a card or filter reads), their pictures, countries, states and the amenity facet: never the
 * application. Several rows (a shard per transaction id) so that concurrent writers rarely wait on
 * one another's row lock; the sum still grows with every commit, so it names what is committed.
 */
export const searchVersions = pgTable('search_versions', {
  shard: integer('shard').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
