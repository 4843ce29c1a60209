import type { PropertyCardText } from '@/components/catalog/property-card-view';
import { propertyBadges } from '@/components/catalog/badges';
import { fill, type PluralForms } from '@/components/ui/client-text';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { cardRating } from '@/lib/review-rating';
import type { DateIssue } from '@/lib/search-state';
import type { SearchItem } from '@/server/catalog/search.service';
import type { EmptyLabels } from './results-empty';
import type { LinkedSentence } from './results-parts';

/**
 * The strings of the browser's dated results (results-island.tsx), resolved on the server from
 * the same messages as the server's results: counted sentences as their plural forms (`#` for the
 * number), others as templates with `{name}` placeholders (client-text.ts).
 */
export interface IslandCardLabels {
  bookNow: string;
  /** "{state}, {country}". */
  location: string;
  facts: string;
  bedrooms: PluralForms;
  bathrooms: PluralForms;
  guests: PluralForms;
  /** "{price} per night". */
  priceLabel: string;
  perNight: string;
  total: string;
  nights: PluralForms;
  /** "Save {name} to your wishlist". */
  favoriteToggle: string;
  favoriteFailed: string;
  network: string;
  /** "Rated {average} out of 5". */
  rated: string;
  reviews: PluralForms;
  new: string;
}

export interface IslandLabels {
  count: PluralForms & { zero: string };
  /** "page {page} of {pages}". */
  pageOf: string;
  dateIssue: Record<DateIssue, string>;
  guestsCapped: LinkedSentence;
  contactHref: string;
  area: { active: string; remove: string };
  pagination: { label: string; previous: string; next: string /** "Page {page}". */; page: string };
  empty: EmptyLabels;
  card: IslandCardLabels;
  /** "per night", after a pin's price. */
  mapPerNight: string;
  error: string;
  retry: string;
}

/**
 * A counted sentence as next-intl writes it on the server: the plural rule and the number in the
 * page's own language tag ("en"/"es"), so a card reads the same from either side.
 */
export function counted(locale: Locale, forms: PluralForms, count: number): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('#', count.toLocaleString(locale));
}

export function resultCountText(locale: Locale, labels: IslandLabels, total: number): string {
  return total === 0 ? labels.count.zero : counted(locale, labels.count, total);
}

/** A card's sentences from the templates: what PropertyCard says with the server's translator. */
export function islandCardText(locale: Locale, card: SearchItem, labels: IslandCardLabels): PropertyCardText {
  const price = formatMoney(locale, card.price, card.currency);
  return {
    badges: propertyBadges(card, labels.bookNow),
    location: fill(labels.location, { state: card.state.name, country: card.country.name }),
    facts: labels.facts,
    bedrooms: counted(locale, labels.bedrooms, card.bedrooms),
    bathrooms: counted(locale, labels.bathrooms, card.number_bathroom),
    guests: counted(locale, labels.guests, card.maximum_capacity),
    price,
    priceLabel: fill(labels.priceLabel, { price }),
    perNight: labels.perNight,
    stay: card.stay
      ? {
          total: formatMoney(locale, card.stay.totalCents, card.currency),
          totalLabel: labels.total,
          nights: counted(locale, labels.nights, card.stay.nights),
        }
      : null,
    favorite: { toggle: fill(labels.favoriteToggle, { name: card.name }), failed: labels.favoriteFailed, network: labels.network },
    rating: cardRating(locale, card, {
      rated: (average) => fill(labels.rated, { average }),
      reviews: (count) => counted(locale, labels.reviews, count),
      new: labels.new,
    }),
  };
}
