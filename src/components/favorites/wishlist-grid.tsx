import { getTranslations } from 'next-intl/server';
import { PropertyCard } from '@/components/catalog/property-card';
import { QueuedLink } from '@/components/system/queued-link';
import type { PropertyCard as Card } from '@/server/catalog/catalog.types';

/** The saved villas as cards, with how many there are. */
export async function WishlistGrid({ cards }: { cards: Card[] }) {
  const t = await getTranslations('account.wishlist');
  return (
    <>
      <p className="text-sm text-muted" data-testid="wishlist-count">
        {t('saved', { count: cards.length })}
      </p>
      <ul className="mt-6 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3" data-testid="wishlist-grid">
        {cards.map((card, i) => (
          <li key={card.id}>
            <PropertyCard card={card} eager={i < 3} sizes="(min-width: 64rem) 31vw, (min-width: 40rem) 46vw, 100vw" />
          </li>
        ))}
      </ul>
    </>
  );
}

export async function WishlistEmpty() {
  const t = await getTranslations('account.wishlist');
  return (
    <div className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-14 text-center" data-testid="wishlist-empty">
      <h2 className="font-serif text-2xl">{t('emptyTitle')}</h2>
      <p className="mx-auto mt-3 max-w-md text-ink-soft">{t('emptyText')}</p>
      <QueuedLink
        href="/listings"
        className="mt-6 inline-block rounded-full bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-sea-deep"
      >
        {t('browse')}
      </QueuedLink>
    </div>
  );
}
