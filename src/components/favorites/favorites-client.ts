'use client';

import { useSyncExternalStore } from 'react';
import { apiFetch } from '@/components/ui/api-client';
import { browserStorage, readJson, STORAGE_KEYS } from '@/components/ui/browser-storage';
import type { Locale } from '@/i18n/routing';
import { createFavoritesStore, type FavoritesStore } from './favorites-store';

let store: FavoritesStore | null = null;

/** The page's one favourites store, kept in step with other tabs through the `storage` event. */
export function favoritesStore(): FavoritesStore {
  if (store) return store;
  store = createFavoritesStore(browserStorage());
  const s = store;
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.favorites || e.key === null) s.reload();
  });
  return s;
}

const subscribe = (listener: () => void) => favoritesStore().subscribe(listener);
const getIds = () => favoritesStore().getIds();

/** The favourite ids; `serverIds` is what the server rendered (null: unknown until the browser reads storage). */
export function useFavoriteIds(serverIds: readonly number[] | null = null): readonly number[] | null {
  return useSyncExternalStore(subscribe, getIds, () => serverIds);
}

/** Logged in, as far as the browser knows: the SPEC §3 `profile` is stored. */
export function hasStoredProfile(): boolean {
  return readJson(browserStorage(), STORAGE_KEYS.profile) !== null;
}

/**
 * SPEC §4 favourites toggle: locally at once (works logged out), and on the server when logged in;
 * the server's answer wins, and a failure puts the heart back. Rejects with the ApiError.
 */
export async function toggleFavorite(locale: Locale, propertyId: number, networkError: string): Promise<boolean> {
  const s = favoritesStore();
  const wanted = s.toggle(propertyId);
  if (!hasStoredProfile()) return wanted;
  try {
    const answer = await apiFetch<{ data: { property_id: number; favorite: boolean; count: number } }>(locale, '/v1/account/favorites', {
      body: { form: { property_id: String(propertyId) } },
      networkError,
    });
    s.setFavorite(propertyId, answer.data.favorite);
    return answer.data.favorite;
  } catch (err) {
    s.setFavorite(propertyId, !wanted);
    throw err;
  }
}

/** SPEC §4: after login, the favourites saved while logged out go to the account; the merged list comes back. */
export async function pushLocalFavorites(locale: Locale, networkError: string): Promise<void> {
  const s = favoritesStore();
  const answer = await apiFetch<{ data: { id: number }[]; meta: { count: number } }>(locale, '/v1/account/favorites/sync', {
    body: { json: { property_ids: [...s.getIds()] } },
    networkError,
  });
  s.replace(answer.data.map((card) => card.id));
}
