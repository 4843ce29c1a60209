import { readJson, STORAGE_KEYS, writeJson } from '@/components/ui/browser-storage';

/** Property ids from storage or an answer: positive integers, each once, in order; anything else dropped. */
export function parseFavoriteIds(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  for (const v of raw) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
    if (Number.isInteger(n) && n > 0 && n <= 2_147_483_647) seen.add(n);
  }
  return [...seen];
}

export interface FavoritesStore {
  /** The ids, newest first. The same array until something changes (a useSyncExternalStore snapshot). */
  getIds(): readonly number[];
  subscribe(listener: () => void): () => void;
  /** Adds or removes one property; returns whether it is now a favourite. */
  toggle(id: number): boolean;
  /** Sets one property's state (an answer from the server). */
  setFavorite(id: number, favorite: boolean): void;
  /** Replaces the whole list (the account's list after login or on a page load). */
  replace(ids: readonly unknown[]): void;
  /** Re-reads storage: another tab changed it (the `storage` event). */
  reload(): void;
}

/**
 * SPEC §3/§4 favourites: a list of property ids mirrored in storage under `favorites` (JSON array)
 * and `favoriteCount`. Works without an account; the server sync is the caller's (favorites-client).
 */
export function createFavoritesStore(storage: Storage | null): FavoritesStore {
  let ids: readonly number[] = parseFavoriteIds(readJson(storage, STORAGE_KEYS.favorites));
  const listeners = new Set<() => void>();

  function commit(next: readonly number[], persist: boolean) {
    const same = next.length === ids.length && next.every((id, i) => ids[i] === id);
    if (!same) ids = next;
    if (persist) {
      writeJson(storage, STORAGE_KEYS.favorites, next);
      writeJson(storage, STORAGE_KEYS.favoriteCount, next.length);
    }
    if (!same) for (const l of listeners) l();
  }

  return {
    getIds: () => ids,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(id) {
      const on = !ids.includes(id);
      commit(on ? [id, ...ids] : ids.filter((x) => x !== id), true);
      return on;
    },
    setFavorite(id, favorite) {
      if (favorite === ids.includes(id)) return;
      commit(favorite ? [id, ...ids] : ids.filter((x) => x !== id), true);
    },
    replace(next) {
      commit(parseFavoriteIds(next), true);
    },
    reload() {
      commit(parseFavoriteIds(readJson(storage, STORAGE_KEYS.favorites)), false);
    },
  };
}
