import { config } from '../core/config.mjs';
import { mediaUrl } from '../media/media-path';
import type { PropertyCard, PropertyDetail, PropertyImage } from './catalog.types';
import { publicMediaUrl } from '../media/public-media-url';
import type { z } from 'zod';
import type { apiCardSchema, apiDetailSchema, apiSearchItemSchema } from './catalog.openapi';

/**
 * The JSON API's property, under SPEC §3's names exactly as existing clients map them
 * (`hightlight`, `number_bathroom`, `instant_book`/`in_offer` as 0 or 1, numeric `lat`/`lng`).
 * Money is in currency units (`price: 1250.5` USD) with the cents kept beside it.
 */
export interface ApiImage {
  caption: string;
  original: string;
  medium: string;
  thumbnail: string;
  width: number;
  height: number;
}

export type ApiPropertyCard = z.infer<typeof apiCardSchema>;

export const toUnits = (cents: number) => Math.round(cents) / 100;
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

function apiImage(image: PropertyImage): ApiImage {
  return {
    caption: image.caption,
    original: absoluteMedia(image.original),
    medium: absoluteMedia(image.medium),
    thumbnail: absoluteMedia(image.thumbnail),
    width: image.width,
    height: image.height,
  };
}

/**
 * Image paths become URLs under /media (under MEDIA_BASE_URL when set, else absolute when SITE_URL
 * is set) so API clients can load them.
 */
export function absoluteMedia(path: string): string {
  const url = publicMediaUrl(path.startsWith('/') || path.startsWith('http') ? path : mediaUrl(path));
  const { siteUrl, siteUrlSet } = config();
  return siteUrlSet && url.startsWith('/') ? `${siteUrl}${url}` : url;
}

export function toApiCard(card: PropertyCard): ApiPropertyCard {
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    price: toUnits(card.price),
    price_cents: card.price,
    live_price: card.live_price === null ? null : toUnits(card.live_price),
    currency: card.currency,
    images: card.images.map(apiImage),
    bedrooms: card.bedrooms,
    number_bathroom: card.number_bathroom,
    maximum_capacity: card.maximum_capacity,
    country: { name: card.country.name, slug: card.country.slug },
    state: { name: card.state.name, slug: card.state.slug },
    hightlight: card.hightlight,
    is_reserve_collection: flag(card.is_reserve_collection),
    instant_book: flag(card.instant_book),
    in_offer: flag(card.in_offer),
    offer_tag: card.offer_tag,
    review_count: card.review_count,
    review_average: card.review_average,
  };
}

/** A search result: the card, its map position and, when the search has dates, the stay's price. */
export type ApiSearchItem = z.infer<typeof apiSearchItemSchema>;

export function toApiSearchItem(
  item: PropertyCard & { lat: number; lng: number; stay: { totalCents: number; nights: number } | null },
): ApiSearchItem {
  const card: ApiSearchItem = { ...toApiCard(item), lat: item.lat, lng: item.lng };
  if (item.stay) {
    card.total = toUnits(item.stay.totalCents);
    card.total_cents = item.stay.totalCents;
    card.nights = item.stay.nights;
  }
  return card;
}

export type ApiPropertyDetail = z.infer<typeof apiDetailSchema>;

export function toApiDetail(p: PropertyDetail): ApiPropertyDetail {
  return {
    ...toApiCard(p),
    description: p.description,
    short_description: p.short_description,
    our_be_like: p.our_be_like,
    lat: Number(p.lat),
    lng: Number(p.lng),
    min_nights: p.min_nights,
    check_in_time: p.check_in_time,
    check_out_time: p.check_out_time,
    time_zone: p.time_zone,
    amenities: p.amenities,
    house_rules: p.house_rules,
    cancellation_policy: p.cancellation_policy,
    cleaning_fee: toUnits(p.cleaning_fee),
    security_deposit: toUnits(p.security_deposit),
  };
}
