'use client';

import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { useFavoriteIds } from './favorites-client';

/**
 * The visitor's wishlist lives in this browser (SPEC §3 `favorites`): the page asks the server for
 * the cards of those ids through its `?ids=` query, so the cards are server-rendered like
 * everywhere else. When the stored list and the rendered one differ (first visit, a heart
 * toggled here or in another tab), the query is replaced.
 */
export function LocalWishlist({
  renderedIds,
  loading,
  empty,
  children,
}: {
  /** The ids the server rendered; null when the address named none. */
  renderedIds: number[] | null;
  loading: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  const ids = useFavoriteIds();
  const router = useRouter();
  const pathname = usePathname();
  const wanted = ids?.join(',') ?? null;
  const rendered = renderedIds?.join(',') ?? '';
  const inStep = wanted !== null && wanted === rendered;

  useEffect(() => {
    if (wanted === null || wanted === rendered) return;
    router.replace(wanted ? `${pathname}?ids=${wanted}` : pathname, { scroll: false });
  }, [wanted, rendered, pathname, router]);

  if (ids !== null && ids.length === 0) return <>{empty}</>;
  if (!inStep && renderedIds === null) {
    return (
      <p role="status" className="py-16 text-center text-ink-soft" data-testid="wishlist-loading">
        {loading}
      </p>
    );
  }
  return <div aria-busy={!inStep || undefined}>{children}</div>;
}
