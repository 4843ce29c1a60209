import { pushLocalFavorites } from '@/components/favorites/favorites-client';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { ROLE_HOME, type Role } from '@/lib/roles';
import { apiFetch } from '@/components/ui/api-client';
import { browserStorage, STORAGE_KEYS, writeJson } from '@/components/ui/browser-storage';

export interface StoredProfile {
  id: number;
  email: string;
  name: string;
  phone: string;
  /** One of our destination countries' id, or null (decision 029). */
  country_id: number | null;
  /** ISO 3166-1 alpha-2: the guest's country, any country. */
  country_code: string | null;
  locale: string;
  /** The person's IANA time zone, or null: their browser's (issue 31). */
  time_zone?: string | null;
  groups: { code: string }[];
  role: Role;
}

/**
 * SPEC §4 visitor → logged in: the profile is fetched and stored, the favourites saved while
 * logged out are pushed to the account (failure there does not undo the login), and the page to
 * go to is chosen: `next` (already checked on the server) or the role's home.
 */
export async function afterLogin(locale: Locale, next: string | null, networkError: string) {
  const { data: profile } = await apiFetch<{ data: StoredProfile }>(locale, '/v1/account/profile', { networkError });
  writeJson(browserStorage(), STORAGE_KEYS.profile, profile);
  try {
    await pushLocalFavorites(locale, networkError);
  } catch (err) {
    console.warn('[favorites] could not push the local favourites after login', err);
  }
  return { profile, target: next ?? localizeHref(locale, ROLE_HOME[profile.role]) };
}
