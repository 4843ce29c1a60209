import { FavoriteButton, type FavoriteButtonLabels } from '@/components/favorites/favorite-button';
import { QueuedLink } from '@/components/system/queued-link';
import type { PropertyCard as Card } from '@/server/catalog/catalog.types';
import type { Badge } from './badges';
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

/** A card's sentences, already in the page's language (the server's translator or the browser's templates). */
export interface PropertyCardText {
  badges: Badge[];
  /** "Punta Cana, Dominican Republic". */
  location: string;
  facts: string;
  bedrooms: string;
  bathrooms: string;
  guests: string;
  /** The nightly price, formatted; its sentence for screen readers; "night". */
  price: string;
  priceLabel: string;
  perNight: string;
  /** With dates: the stay's total, formatted, "total" and "6 nights". */
  stay: { total: string; totalLabel: string; nights: string } | null;
  favorite: FavoriteButtonLabels;
  /** Its guests' rating: "4.8 (12)" shown, with its sentence for screen readers; or "New" (fewer than 3 reviews). */
  rating: { rated: true; shown: string; label: string } | { rated: false; shown: string };
}

/** The rating line of a card (and of a villa's heading): "★ 4.8 (12)", or "New". */
export function RatingLine({ rating, className = '' }: { rating: PropertyCardText['rating']; className?: string }) {
  if (!rating.rated) {
    return (
      <p data-testid="card-rating" data-rated="false" className={`text-sm font-semibold text-gold-deep ${className}`}>
        {rating.shown}
      </p>
    );
  }
  return (
    <p data-testid="card-rating" data-rated="true" className={`text-sm text-ink ${className}`}>
      <span className="sr-only">{rating.label}</span>
      <span aria-hidden="true">
        <span className="text-gold-deep">★</span> {rating.shown}
      </span>
    </p>
  );
}

/**
 * A property in a grid (SPEC §3): photo, badges, place, name, rooms and the nightly price — or,
 * when the search has dates, the stay's total and its nights. The markup only: the server's
 * PropertyCard and the browser's dated results (results-island.tsx) give it its sentences.
 */
export function PropertyCardView({
  card,
  stay,
  text,
  eager = false,
  sizes,
}: {
  card: Card;
  /** The searched stay's total (cents) and nights; null without dates. */
  stay: { totalCents: number; nights: number } | null;
  text: PropertyCardText;
  /** The first cards above the fold load at once; the rest lazily. */
  eager?: boolean;
  sizes: string;
}) {
  const image = card.images[0];
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
        <Badges badges={text.badges} className="absolute top-3 left-3 right-3" />
        <FavoriteButton propertyId={card.id} labels={text.favorite} className="absolute right-3 bottom-3" />
      </div>
      <div className="mt-4 flex flex-1 flex-col">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-[0.7rem] font-semibold tracking-[0.22em] text-gold-deep uppercase">{text.location}</p>
          <RatingLine rating={text.rating} className="shrink-0" />
        </div>
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
          <span className="sr-only">{text.facts}: </span>
          {text.bedrooms}
          <span aria-hidden="true" className="mx-1.5 text-line">
            ·
          </span>
          {text.bathrooms}
          <span aria-hidden="true" className="mx-1.5 text-line">
            ·
          </span>
          {text.guests}
        </p>
        {stay && text.stay ? (
          <p className="mt-3 text-ink" data-testid="card-stay-total" data-total-cents={stay.totalCents} data-nights={stay.nights}>
            <span className="text-lg font-semibold">{text.stay.total}</span>
            <span className="text-sm text-muted">
              {' '}
              {text.stay.totalLabel} · {text.stay.nights}
            </span>
          </p>
        ) : (
          <p className="mt-3 text-ink" data-testid="card-nightly">
            <span className="sr-only">{text.priceLabel}</span>
            <span aria-hidden="true">
              <span className="text-lg font-semibold">{text.price}</span>
              <span className="text-sm text-muted"> / {text.perNight}</span>
            </span>
          </p>
        )}
      </div>
    </article>
  );
}
