import type { ApproximatePosition } from '@/lib/approximate-position';
import { isRated } from '@/lib/review-rating';
import type { PropertyDetail } from '@/server/catalog/catalog.types';
import type { Review } from '@/server/reviews/reviews.openapi';

/** The published reviews' count and true average, and the reviews of the page's first page. */
export interface JsonLdReviews {
  count: number;
  average: number | null;
  items: Pick<Review, 'author_first_name' | 'published_at' | 'text' | 'overall' | 'locale' | 'status'>[];
}

/**
 * schema.org AggregateRating and Review for a villa with at least three published reviews (the
 * pages show "New" below, and so give no rating to search engines); nothing otherwise.
 */
export function reviewsJsonLd(reviews: JsonLdReviews | undefined): Record<string, unknown> {
  if (!reviews || !isRated(reviews.count, reviews.average)) return {};
  const published = reviews.items.filter((r) => r.status === 'published' && r.published_at !== null);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(reviews.average * 100) / 100,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: published.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author_first_name },
      datePublished: (r.published_at ?? '').slice(0, 10),
      reviewBody: r.text,
      inLanguage: r.locale,
      reviewRating: { '@type': 'Rating', ratingValue: r.overall, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * schema.org VacationRental (a LodgingBusiness) for /property/{id}: what search engines show of
 * a villa. The position is the approximate one the map shows, never the exact address.
 */
export function propertyJsonLd(opts: {
  property: PropertyDetail;
  url: string;
  siteUrl: string;
  position: ApproximatePosition;
  /** Text such as "$950 – $1,450": the range of nightly rates. */
  priceRange: string;
  amenityNames: string[];
  locale: string;
  /** Published reviews: from three on, `aggregateRating` and `review`. */
  reviews?: JsonLdReviews;
}): Record<string, unknown> {
  const { property: p, position } = opts;
  const absolute = (path: string) => (/^https?:/.test(path) ? path : `${opts.siteUrl}${path}`);
  const occupancy = { '@type': 'QuantitativeValue', minValue: 1, maxValue: p.maximum_capacity, unitText: 'guests' };
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': opts.url,
    identifier: String(p.id),
    url: opts.url,
    name: p.name,
    description: p.short_description || p.description,
    inLanguage: opts.locale,
    image: p.images.map((image) => absolute(image.original)),
    address: {
      '@type': 'PostalAddress',
      addressLocality: p.state.name,
      addressRegion: p.state.name,
      addressCountry: p.country.name,
    },
    geo: { '@type': 'GeoCoordinates', latitude: position.lat, longitude: position.lng },
    priceRange: opts.priceRange,
    currenciesAccepted: p.currency,
    checkinTime: p.check_in_time,
    checkoutTime: p.check_out_time,
    numberOfRooms: p.bedrooms,
    occupancy,
    amenityFeature: opts.amenityNames.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      numberOfBedrooms: p.bedrooms,
      numberOfBathroomsTotal: p.number_bathroom,
      numberOfRooms: p.bedrooms,
      occupancy,
    },
    ...reviewsJsonLd(opts.reviews),
  };
}

/** JSON for an inline <script>: "<" escaped so no text in it can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
