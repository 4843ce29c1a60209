import { getLocale, getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { favoriteButtonLabels } from '@/components/favorites/favorite-labels';
import { QueuedLink } from '@/components/system/queued-link';
import type { PropertyCard as Card } from '@/server/catalog/catalog.types';
import { type Badge, propertyBadges } from './badges';
import { formatMoney } from '@/lib/format';
import { PropertyImage } from './property-image';

export function Badges({ badges, className = '' }: { badges: Badge[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`}>
      {badges.map((b) => (
        <li key={b.kind} className={`rounded-full px-2.5 py-1 text-[0.68rem] font-semibold tracking-wider uppercase ${b.className}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * A property in a grid (SPEC §3): photo, badges, place, name, rooms and the nightly price (the
 * live price when a seasonal rate covers tonight) — or, when the search has dates, the stay's
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
  const [t, locale, favoriteLabels] = await Promise.all([getTranslations('catalog.card'), getLocale(), favoriteButtonLabels(card.name)]);
  const image = card.images[0];
  const price = formatMoney(locale, card.price, card.currency);
  const badges = propertyBadges(card, t('bookNow'));
  return (
    <article data-testid="property-card" data-property-id={card.id} className="group relative flex flex-col">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-sand-deep">
        {image ? (
          <PropertyImage
            image={image}
            sizes={sizes}
            eager={eager}
            className="size-full object-cover transition duration-700 ease-out group-hover:scale-[1.04]"
          />
        ) : null}
        <Badges badges={badges} className="absolute top-3 left-3 right-3" />
        <FavoriteButton propertyId={card.id} labels={favoriteLabels} className="absolute right-3 bottom-3" />
      </div>
      <div className="mt-4 flex flex-1 flex-col">
        <p className="text-[0.7rem] font-semibold tracking-[0.22em] text-gold-deep uppercase">
          {t('location', { state: card.state.name, country: card.country.name })}
        </p>
        <h3 className="mt-1.5 font-serif text-2xl leading-snug text-ink">
          {/* The whole card is the link's hit area (the ::after overlay); the name is its text. */}
          <QueuedLink
            href={`/property/${card.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-gold focus-visible:after:ring-offset-4"
          >
            {card.name}
          </QueuedLink>
        </h3>
        <p className="mt-2 text-sm text-muted">
          <span className="sr-only">{t('facts')}: </span>
          {t('bedrooms', { count: card.bedrooms })}
          <span aria-hidden="true" className="mx-1.5 text-line">
            ·
          </span>
          {t('bathrooms', { count: card.number_bathroom })}
          <span aria-hidden="true" className="mx-1.5 text-line">
            ·
          </span>
          {t('guests', { count: card.maximum_capacity })}
        </p>
        {stay ? (
          <p className="mt-3 text-ink" data-testid="card-stay-total" data-total-cents={stay.totalCents} data-nights={stay.nights}>
            <span className="text-lg font-semibold">{formatMoney(locale, stay.totalCents, card.currency)}</span>
            <span className="text-sm text-muted">
              {' '}
              {t('total')} · {t('nights', { count: stay.nights })}
            </span>
          </p>
        ) : (
          <p className="mt-3 text-ink" data-testid="card-nightly">
            <span className="sr-only">{t('priceLabel', { price })}</span>
            <span aria-hidden="true">
              <span className="text-lg font-semibold">{price}</span>
              <span className="text-sm text-muted"> / {t('perNight')}</span>
            </span>
          </p>
        )}
      </div>
    </article>
  );
}
