'use client';

import { useParams } from 'next/navigation';
import { useState } from 'react';
import { ApiError } from '@/components/ui/api-client';
import { localeFromParam } from '@/lib/locale-path';
import { toggleFavorite, useFavoriteIds } from './favorites-client';

export interface FavoriteButtonLabels {
  /** "Save Villa Azul to your wishlist": the state is aria-pressed. */
  toggle: string;
  failed: string;
  network: string;
}

/** The heart on a villa (SPEC §4 favourites): a toggle button, local when logged out, synced when logged in. */
export function FavoriteButton({
  propertyId,
  labels,
  className = '',
}: {
  propertyId: number;
  labels: FavoriteButtonLabels;
  className?: string;
}) {
  const locale = localeFromParam(useParams().locale);
  const ids = useFavoriteIds();
  const pressed = ids?.includes(propertyId) ?? false;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onClick() {
    setError(null);
    setBusy(true);
    try {
      await toggleFavorite(locale, propertyId, labels.network);
    } catch (err) {
      // A session that ended is handled by apiFetch (to /login); anything else is said beside the heart.
      if (!(err instanceof ApiError && (err.code === 'token_expired' || err.code === 'unauthorized')))
        setError(err instanceof ApiError ? err.message : labels.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={`z-10 flex flex-col items-end gap-1 ${className}`}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={labels.toggle}
        aria-busy={busy || undefined}
        data-testid="favorite-button"
        onClick={onClick}
        className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm backdrop-blur transition hover:scale-105 hover:bg-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-pressed:text-[#b4473b]"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" strokeLinejoin="round" />
        </svg>
      </button>
      {error ? (
        <span role="alert" className="max-w-52 rounded-md bg-white px-2 py-1 text-xs text-[#9b2c2c] shadow">
          {error}
        </span>
      ) : null}
    </span>
  );
}
