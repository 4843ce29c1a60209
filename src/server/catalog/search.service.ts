import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { AppError } from '../core/errors';
import { computeQuote, nightlyRates, type SeasonalRate } from '../booking/quote';
import type { PropertyCard, PropertyImage } from './catalog.types';
import { DEFAULT_PER_PAGE, nightsBetween, type SearchQueryInput } from './search.schema';
import { publicMediaUrls } from '../media/public-media-url';
import { pickOptionalText, pickText } from '@/lib/bilingual';
import { MIN_RATED_REVIEWS } from '@/lib/review-rating';

/**
 * The price of the searched stay on a card, when the search has dates: the same total as the
 * villa's quote for those dates (nights at their own, the seasons' or the base rate + cleaning + service fee + taxes,
 * each rounded as in computeQuote; the deposit apart), in cents.
 */
export interface CardStay {
  totalCents: number;
  nights: number;
}

/** A card of the results, with its map position, and the stay's total when the search has dates. */
export type SearchItem = PropertyCard & { lat: number; lng: number; stay: CardStay | null };

export interface SearchResult {
  items: SearchItem[];
  /** Matches of every filter. */
  total: number;
  page: number;
  perPage: number;
  /** ceil(total / perPage): 0 when nothing matches. */
  pageCount: number;
  /** Card prices (currency units, floor/ceil) over every filter except the price range: the slider's ends. */
  priceBounds: { min: number; max: number };
  /** Amenity codes present among the published villas of the destination (all villas without one). */
  amenities: string[];
}

export interface SearchOptions {
  /** "Tonight" for live prices, instead of each property's local date (tests). */
  today?: string;
}

/** Images per card: the first for the card, the rest for its carousel. */
export const CARD_IMAGES = 5;

interface CardRow {
  id: number;
  slug: string;
  name: string;
  base_price_cents: number;
  live_price_cents: number | null;
  currency: string;
  bedrooms: number;
  number_bathroom: number;
  maximum_capacity: number;
  highlight_en: string | null;
  highlight_es: string | null;
  is_reserve_collection: boolean;
  instant_book: boolean;
  in_offer: boolean;
  offer_tag_en: string | null;
  offer_tag_es: string | null;
  review_count: number;
  review_average: number | null;
  country_slug: string;
  country_name_en: string;
  country_name_es: string;
  state_slug: string;
  state_name_en: string;
  state_name_es: string;
  lat: number;
  lng: number;
  cleaning_fee_cents: number;
  service_fee_bps: number;
  tax_bps: number;
  /** The card's first CARD_IMAGES pictures, in order (json). */
  images: ImageRow[] | string;
  /** With dates: the villa's seasons overlapping the stay (json); null without. */
  seasons: SeasonRow[] | string | null;
  /** With dates: the nights of the stay that have their own price (json); null without. */
  own_prices: { night: string; nightly_cents: number }[] | string | null;
}

interface MetaRow {
  total: number;
  price_min: number | null;
  price_max: number | null;
  amenities: string[] | string;
  destination_found: boolean;
}

interface SeasonRow {
  start_date: string;
  end_date: string;
  nightly_cents: number;
  min_nights: number | null;
}

interface ImageRow {
  caption_en: string;
  caption_es: string;
  original: string;
  medium: string;
  thumbnail: string;
  width: number;
  height: number;
}

/**
 * "Tonight" per state, computed once per state rather than once per villa (a time zone lookup is
 * the costly part): the property's local date, in its state's zone, else its country's.
 * MATERIALIZED: inlined, PostgreSQL would evaluate the zone lookup again for every joined villa.
 */
function zoneCte(opts: SearchOptions): SQL {
  const tonight = opts.today ? sql`${opts.today}::date` : sql`(now() at time zone coalesce(zs.time_zone, zc.time_zone))::date`;
  return sql`zone as materialized (select zs.id as state_id, ${tonight} as tonight from states zs join countries zc on zc.id = zs.country_id)`;
}

/**
 * Tonight's effective rate of the villas in `p` (as `lp.nightly_cents`, null for none): the night's
 * own price (nightly_prices, decision 042), else the seasonal rate covering it. A rate covers [start_date, end_date);
 * a villa's seasons never overlap (exclusion constraint, migration 0013), so at most one covers
 * tonight: a plain join, which the planner may hash over many villas or look up per villa through
 * the (property_id, start_date) index for a few. Every zone's tonight is within a day of today in
 * UTC (or is `opts.today`): that window, redundant with the zone's own test, lets the planner
 * read only the seasons around today (a third of them in bench:search) before joining.
 */
function liveRate(opts: SearchOptions): SQL {
  const window = opts.today
    ? sql`sr.start_date <= ${opts.today}::date and sr.end_date > ${opts.today}::date`
    : sql`sr.start_date <= (now() at time zone 'UTC')::date + 1 and sr.end_date > (now() at time zone 'UTC')::date - 1`;
  const nights = opts.today
    ? sql`np.night = ${opts.today}::date`
    : sql`np.night between (now() at time zone 'UTC')::date - 1 and (now() at time zone 'UTC')::date + 1`;
  // The own price is one row at most (unique (property_id, night)); the lateral projection has no
  // FROM, so the planner pulls it up and the joins stay as they were.
  return sql`join zone z on z.state_id = p.state_id
    left join seasonal_rates sr on sr.property_id = p.id and sr.start_date <= z.tonight and sr.end_date > z.tonight and ${window}
    left join nightly_prices np on np.property_id = p.id and np.night = z.tonight and ${nights}
    cross join lateral (select coalesce(np.nightly_cents, sr.nightly_cents) as nightly_cents) lp`;
}

/** Country, state and tonight's effective rate of the villas in `p`. */
const joins = (opts: SearchOptions) => sql`join countries c on c.id = p.country_id
    join states s on s.id = p.state_id
    ${liveRate(opts)}`;

/** The card price in cents (DESIGN §5 "live price"): tonight's own price, else its seasonal rate, else the base price. */
const CARD_PRICE = sql`coalesce(lp.nightly_cents, p.base_price_cents)`;

function destinationFilter(alias: string, slug: string): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.country_id = (select id from countries where slug = ${slug})
    or ${a}.state_id = (select id from states where slug = ${slug}))`;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Every filter but the price range. */
function filters(q: SearchQueryInput): SQL[] {
  const where: SQL[] = [sql`p.status = 'published'`];
  if (q.destination) where.push(destinationFilter('p', q.destination));
  if (q.check_in && q.check_out) {
    // Half-open ranges: a check-out day can be someone else's check-in day (docs/decisions/004).
    // `o.check_in < check_out` is implied by the overlap; it is there for the planner. Over many
    // villas it reads the occupancies of the stay's nights first (a hash anti join), and without a
    // column outside the indexes it would read them through the exclusion constraint's GiST index
    // on (property_id, stay) alone, once vacuum has marked the table visible: an index-only scan
    // it prices low but that walks most of the index (15 ms against 1 ms through occupancies_stay_idx
    // in bench:search: docs/performance-search.md).
    where.push(sql`not exists (
      select 1 from occupancies o
      where o.property_id = p.id and o.stay && daterange(${q.check_in}::date, ${q.check_out}::date, '[)')
        and o.check_in < ${q.check_out}::date
    )`);
    where.push(sql`p.min_nights <= ${nightsBetween(q.check_in, q.check_out)}`);
  }
  if (q.guests !== undefined) where.push(sql`p.maximum_capacity >= ${q.guests}`);
  if (q.bedrooms !== undefined) where.push(sql`p.bedrooms >= ${q.bedrooms}`);
  if (q.bathrooms !== undefined) where.push(sql`p.number_bathroom >= ${q.bathrooms}`);
  if (q.instant_book) where.push(sql`p.instant_book`);
  if (q.in_offer) where.push(sql`p.in_offer`);
  if (q.reserve_collection) where.push(sql`p.is_reserve_collection`);
  if (q.amenities?.length) where.push(sql`p.amenities @> ${JSON.stringify(q.amenities)}::jsonb`);
  if (q.bounds) {
    const { south, west, north, east } = q.bounds;
    where.push(sql`p.lat between ${south} and ${north}`);
    // West beyond east: the area crosses the antimeridian.
    where.push(west <= east ? sql`p.lng between ${west} and ${east}` : sql`(p.lng >= ${west} or p.lng <= ${east})`);
  }
  if (q.ids?.length) where.push(sql`p.id in (${list(q.ids)})`);
  return where;
}

/** The price range filter, on the card price; the bounds are currency units, inclusive. */
function priceFilter(q: SearchQueryInput): SQL[] {
  const where: SQL[] = [];
  if (q.price_min !== undefined) where.push(sql`${CARD_PRICE} >= ${Math.round(q.price_min * 100)}`);
  if (q.price_max !== undefined) where.push(sql`${CARD_PRICE} <= ${Math.round(q.price_max * 100)}`);
  return where;
}

function orderBy(sort: SearchQueryInput['sort']): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${CARD_PRICE} asc, p.id asc`;
    case 'price_desc':
      return sql`${CARD_PRICE} desc, p.id asc`;
    case 'capacity':
      return sql`p.maximum_capacity desc, p.bedrooms desc, p.is_reserve_collection desc, p.position asc, p.id asc`;
    case 'rating':
      // Rated villas (3 published reviews or more) first, best average first; the "New" ones after,
      // in our order. The kept columns, never the reviews themselves (bench:search).
      return sql`(p.review_count >= ${RATED}) desc, case when p.review_count >= ${RATED} then p.review_average end desc nulls last,
        p.review_count desc, p.is_reserve_collection desc, p.position asc, p.id asc`;
    default:
      return sql`p.is_reserve_collection desc, p.position asc, p.id asc`;
  }
}

/** A literal, so each sort is one plan whatever the bound values. */
const RATED = sql.raw(String(MIN_RATED_REVIEWS));

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

const CARD_COLUMNS = sql`p.id, p.slug, p.name, p.base_price_cents, lp.nightly_cents as live_price_cents, p.currency,
      p.bedrooms, p.number_bathroom, p.maximum_capacity, p.highlight_en, p.highlight_es,
      p.is_reserve_collection, p.instant_book, p.in_offer, p.offer_tag_en, p.offer_tag_es, p.review_count, p.review_average,
      c.slug as country_slug, c.name_en as country_name_en, c.name_es as country_name_es,
      s.slug as state_slug, s.name_en as state_name_en, s.name_es as state_name_es, p.lat, p.lng,
      p.cleaning_fee_cents, coalesce(s.service_fee_bps, c.service_fee_bps) as service_fee_bps,
      coalesce(s.tax_rate_bps, c.tax_rate_bps) as tax_bps`;

/**
 * What a card shows beyond its columns, looked up for the page's villas only: its first pictures,
 * and with dates the seasons overlapping the stay (the same rows as seasonalRatesForMany) and the
 * stay's nights that have their own price (as nightPricesFor, through the (property_id, night)
 * index, for the page's villas only), for the quote's own arithmetic in cardStays). In the page query, so a search is two queries in all.
 */
function cardExtras(q: SearchQueryInput): SQL {
  const images = sql`(select coalesce(json_agg(json_build_object('caption_en', i.caption_en, 'caption_es', i.caption_es,
        'original', i.original, 'medium', i.medium, 'thumbnail', i.thumbnail, 'width', i.width, 'height', i.height)
        order by i.position, i.id), '[]'::json)
      from (select * from property_images i where i.property_id = p.id order by i.position, i.id limit ${CARD_IMAGES}) i) as images`;
  if (!q.check_in || !q.check_out) return sql`${images}, null::json as seasons, null::json as own_prices`;
  return sql`${images}, (select coalesce(json_agg(json_build_object('start_date', r.start_date::text, 'end_date', r.end_date::text,
        'nightly_cents', r.nightly_cents, 'min_nights', r.min_nights) order by r.start_date), '[]'::json)
      from seasonal_rates r where r.property_id = p.id and r.start_date < ${q.check_out}::date and r.end_date > ${q.check_in}::date) as seasons,
    (select coalesce(json_agg(json_build_object('night', n.night::text, 'nightly_cents', n.nightly_cents) order by n.night), '[]'::json)
      from nightly_prices n where n.property_id = p.id and n.night >= ${q.check_in}::date and n.night < ${q.check_out}::date) as own_prices`;
}

/**
 * The page query (exported for the benchmark's EXPLAIN): the page's ids are chosen first, with
 * only the columns the filters and the order need, and only those 24 villas are joined to their
 * place and card columns. Without a price filter or price sort, only the page's villas get their
 * live price looked up, and with the default order the partial index properties_search_order_idx
 * (migration 0017) reads the villas already sorted, stopping once the page is full.
 */
export function searchPageSql(q: SearchQueryInput, opts: SearchOptions = {}): SQL {
  const perPage = q.per_page ?? DEFAULT_PER_PAGE;
  const page = q.page ?? 1;
  const limit = sql`limit ${perPage} offset ${(page - 1) * perPage}`;
  const byPrice = q.price_min !== undefined || q.price_max !== undefined || q.sort === 'price_asc' || q.sort === 'price_desc';
  if (byPrice) {
    // Every match needs its live price here: the page keeps it, as `lp.nightly_cents`.
    return sql`with ${zoneCte(opts)}, lp as (
        select p.id, lp.nightly_cents from properties p ${liveRate(opts)}
        where ${and([...filters(q), ...priceFilter(q)])}
        order by ${orderBy(q.sort)} ${limit}
      )
      select ${CARD_COLUMNS}, ${cardExtras(q)}
      from lp join properties p on p.id = lp.id
      join countries c on c.id = p.country_id
      join states s on s.id = p.state_id
      order by ${orderBy(q.sort)}`;
  }
  return sql`with ${zoneCte(opts)}, page as (
      select p.id from properties p where ${and(filters(q))} order by ${orderBy(q.sort)} ${limit}
    )
    select ${CARD_COLUMNS}, ${cardExtras(q)}
    from page join properties p on p.id = page.id ${joins(opts)}
    order by ${orderBy(q.sort)}`;
}

/**
 * Count with the price range, price bounds without it, and the destination's amenity codes (from
 * search_amenities, which triggers keep in step with the published villas: migration 0017).
 */
export function searchMetaSql(q: SearchQueryInput, opts: SearchOptions = {}): SQL {
  const price = priceFilter(q);
  const inRange = price.length ? sql`count(*) filter (where ${and(price)})::int` : sql`count(*)::int`;
  const amenityWhere = q.destination ? sql`and ${destinationFilter('a', q.destination)}` : sql``;
  const destinationFound = q.destination
    ? sql`(exists (select 1 from countries where slug = ${q.destination}) or exists (select 1 from states where slug = ${q.destination}))`
    : sql`true`;
  return sql`with ${zoneCte(opts)}
    select ${inRange} as total,
      min(${CARD_PRICE})::int as price_min, max(${CARD_PRICE})::int as price_max,
      (select coalesce(jsonb_agg(x.code order by x.code), '[]'::jsonb) from (
        select distinct a.code from search_amenities a where a.villas > 0 ${amenityWhere}
      ) x) as amenities,
      ${destinationFound} as destination_found
    from properties p ${liveRate(opts)}
    where ${and(filters(q))}`;
}

const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function cardImages(locale: Locale, row: CardRow): PropertyImage[] {
  const url = publicMediaUrls();
  return fromJson(row.images).map((image) => ({
    caption: pickText(locale, image.caption_en, image.caption_es),
    original: url(image.original),
    medium: url(image.medium),
    thumbnail: url(image.thumbnail),
    width: image.width,
    height: image.height,
  }));
}

/**
 * A card's stay total for [checkIn, checkOut): the page's seasons and nights' own prices, then the quote's own
 * arithmetic (computeQuote), so a card never disagrees with the property page.
 */
function cardStay(row: CardRow, checkIn: string, checkOut: string): CardStay {
  const seasons: SeasonalRate[] = fromJson(row.seasons ?? []).map((r) => ({
    startDate: r.start_date,
    endDate: r.end_date,
    nightlyCents: r.nightly_cents,
    minNights: r.min_nights,
  }));
  const own = fromJson(row.own_prices ?? []).map((n) => ({ night: n.night, nightlyCents: n.nightly_cents }));
  const quote = computeQuote({
    nights: nightlyRates(checkIn, checkOut, row.base_price_cents, seasons, own),
    cleaningFeeCents: row.cleaning_fee_cents,
    serviceFeeBps: Number(row.service_fee_bps),
    taxBps: Number(row.tax_bps),
    securityDepositCents: 0,
    currency: row.currency,
  });
  return { totalCents: quote.totalCents, nights: quote.nights.length };
}

function toItem(locale: Locale, row: CardRow, images: PropertyImage[], stay: CardStay | null): SearchItem {
  const live = row.live_price_cents === null ? null : Number(row.live_price_cents);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: live ?? row.base_price_cents,
    live_price: live,
    currency: row.currency,
    images,
    bedrooms: row.bedrooms,
    number_bathroom: Number(row.number_bathroom),
    maximum_capacity: row.maximum_capacity,
    country: { slug: row.country_slug, name: pickText(locale, row.country_name_en, row.country_name_es) },
    state: { slug: row.state_slug, name: pickText(locale, row.state_name_en, row.state_name_es) },
    hightlight: pickOptionalText(locale, row.highlight_en, row.highlight_es),
    is_reserve_collection: row.is_reserve_collection,
    instant_book: row.instant_book,
    in_offer: row.in_offer,
    offer_tag: row.in_offer ? pickOptionalText(locale, row.offer_tag_en, row.offer_tag_es) : null,
    review_count: Number(row.review_count),
    review_average: row.review_average === null ? null : Number(row.review_average),
    lat: Number(row.lat),
    lng: Number(row.lng),
    stay,
  };
}

/**
 * Published properties matching a search (SPEC §2 /d/{id}, GET /v1/properties). Dates keep only
 * villas with no occupancy (reservation or block) overlapping [check_in, check_out) and whose
 * minimum stay the dates meet. The price range applies to the card price: tonight's live price
 * when a seasonal rate covers it, else the base price. Two queries at once: the page (with each
 * card's pictures and, with dates, its seasons over the stay, so each card carries the stay's total
 * (`stay`) as the villa's quote computes it), and the count, price bounds and amenities. An unknown
 * destination slug is a 404.
 */
export async function searchProperties(ctx: ServiceContext, query: SearchQueryInput, opts: SearchOptions = {}): Promise<SearchResult> {
  const { orm, locale } = ctx;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 1;
  const [pageRows, [meta]] = await Promise.all([
    rows<CardRow>(orm, searchPageSql(query, opts)),
    rows<MetaRow>(orm, searchMetaSql(query, opts)),
  ]);
  if (!meta?.destination_found) {
    throw new AppError(404, 'destination_not_found', { message: { key: 'search.errors.destination_not_found' } });
  }
  const { check_in: checkIn, check_out: checkOut } = query;
  const total = Number(meta.total);
  const amenities = fromJson(meta.amenities);
  return {
    items: pageRows.map((row) =>
      toItem(locale, row, cardImages(locale, row), checkIn && checkOut ? cardStay(row, checkIn, checkOut) : null),
    ),
    total,
    page,
    perPage,
    pageCount: Math.ceil(total / perPage),
    priceBounds: {
      min: meta.price_min === null ? 0 : Math.floor(Number(meta.price_min) / 100),
      max: meta.price_max === null ? 0 : Math.ceil(Number(meta.price_max) / 100),
    },
    amenities,
  };
}
