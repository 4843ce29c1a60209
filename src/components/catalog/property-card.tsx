import { getLocale, getTranslations } from 'next-intl/server';
import { favoriteButtonLabels } from '@/components/favorites/favorite-labels';
import { formatMoney } from '@/lib/format';
import type { PropertyCard as Card } from '@/server/catalog/catalog.types';
import { cardRating } from '@/lib/review-rating';
import { propertyBadges } from './badges';
import { PropertyCardView } from './property-card-view';

/**
 * A property in a grid (SPEC §3), its sentences from the server's translator: the nightly price
 * (the live price when a seasonal rate covers tonight) — or, when the search has dates, the stay's
 * total and its nights (the villa's quote total). A server component: no JavaScript shipped.
 */
export async function PropertyCard({
  card,
  stay = null,
  eager = false,
  sizes = '(min-width: 80rem) 400px, (min-width: 48rem) 45vw, 100vw',
}: {
  card: Card;
  /** The searched stay's total (cents) and nights; null without dates. */
  stay?: { totalCents: number; nights: number } | null;
  /** The first cards above the fold load at once; the rest lazily. */
  eager?: boolean;
  sizes?: string;
}) {
  const [t, locale, favorite] = await Promise.all([getTranslations('catalog.card'), getLocale(), favoriteButtonLabels(card.name)]);
  const price = formatMoney(locale, card.price, card.currency);
  return (
    <PropertyCardView
      card={card}
      stay={stay}
      eager={eager}
      sizes={sizes}
      text={{
        badges: propertyBadges(card, t('bookNow')),
        location: t('location', { state: card.state.name, country: card.country.name }),
        facts: t('facts'),
        bedrooms: t('bedrooms', { count: card.bedrooms }),
        bathrooms: t('bathrooms', { count: card.number_bathroom }),
        guests: t('guests', { count: card.maximum_capacity }),
        price,
        priceLabel: t('priceLabel', { price }),
        perNight: t('perNight'),
        stay: stay
          ? {
              total: formatMoney(locale, stay.totalCents, card.currency),
              totalLabel: t('total'),
              nights: t('nights', { count: stay.nights }),
            }
          : null,
        favorite,
        rating: cardRating(locale, card, {
          rated: (average) => t('rated', { average }),
          reviews: (count) => t('reviews', { count }),
          new: t('new'),
        }),
      }}
    />
  );
}
