'use client';

import { QueuedLink } from '@/components/system/queued-link';
import { useFavoriteIds } from './favorites-client';

export interface FavoritesCountLabels {
  link: string;
}

/** The header's wishlist link with the number of saved villas, in step with every heart on the page. */
export function FavoritesCount({
  href,
  serverIds,
  labels,
  className = '',
}: {
  href: string;
  /** The account's favourites as the server rendered them; null for a visitor (the browser counts). */
  serverIds: number[] | null;
  labels: FavoritesCountLabels;
  className?: string;
}) {
  const ids = useFavoriteIds(serverIds);
  const count = ids?.length ?? null;
  return (
    <QueuedLink
      href={href}
      data-testid="favorites-count"
      data-count={count ?? ''}
      className={`relative inline-flex size-11 items-center justify-center rounded-full text-ink-soft transition hover:bg-black/5 hover:text-ink ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">
        {labels.link}
        {count !== null ? ` (${count})` : ''}
      </span>
      {count ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-4.5 rounded-full bg-gold-deep px-1 text-center text-[0.62rem] leading-4.5 font-semibold text-white"
        >
          {count}
        </span>
      ) : null}
    </QueuedLink>
  );
}
