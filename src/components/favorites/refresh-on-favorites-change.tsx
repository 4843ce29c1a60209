'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useFavoriteIds } from './favorites-client';

/** Re-renders a server-rendered list of the account's favourites when a heart on it changes them. */
export function RefreshOnFavoritesChange() {
  const ids = useFavoriteIds();
  const router = useRouter();
  const first = useRef<string | null>(null);
  const key = ids?.join(',') ?? null;
  useEffect(() => {
    if (key === null) return;
    if (first.current === null) {
      first.current = key;
      return;
    }
    if (first.current !== key) {
      first.current = key;
      router.refresh();
    }
  }, [key, router]);
  return null;
}
