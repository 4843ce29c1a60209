'use client';

import { useEffect } from 'react';
import { favoritesStore } from '@/components/favorites/favorites-client';
import { browserStorage, readJson, removeKey, STORAGE_KEYS, writeJson } from '@/components/ui/browser-storage';

/**
 * Keeps the browser's SPEC §3 `profile` and favourites in step with the session the server
 * rendered: logged in, the server's profile and favourites are stored; logged out (the session
 * ended elsewhere, or expired), a stale profile and the account's favourites are removed.
 */
export function AccountSync({ profile, favoriteIds }: { profile: unknown; favoriteIds: number[] | null }) {
  useEffect(() => {
    const storage = browserStorage();
    if (profile) {
      writeJson(storage, STORAGE_KEYS.profile, profile);
      if (favoriteIds) favoritesStore().replace(favoriteIds);
    } else if (readJson(storage, STORAGE_KEYS.profile) !== null) {
      removeKey(storage, STORAGE_KEYS.profile);
      favoritesStore().replace([]);
    }
  }, [profile, favoriteIds]);
  return null;
}
