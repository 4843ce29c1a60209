import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { browserStorage, removeKey, STORAGE_KEYS } from '@/components/ui/browser-storage';

/**
 * SPEC §4 logout: the server revokes the session and clears its cookie; the browser forgets the
 * profile and the account's favourites (the account keeps them; `booking`, the current search, stays),
 * then goes to /. A full load, so every server-rendered part shows the visitor state.
 */
export async function logout(locale: Locale): Promise<void> {
  try {
    await fetch(`/api/logout?locale=${locale}`, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    // Offline: the local state is cleared anyway; the cookie lapses or is revoked later.
  }
  const storage = browserStorage();
  removeKey(storage, STORAGE_KEYS.profile);
  removeKey(storage, STORAGE_KEYS.favorites);
  removeKey(storage, STORAGE_KEYS.favoriteCount);
  window.location.assign(localizeHref(locale, '/'));
}
