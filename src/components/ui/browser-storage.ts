/** SPEC §3 browser storage keys. The session credential is an httpOnly cookie, never stored here (DESIGN §6). */
export const STORAGE_KEYS = {
  profile: 'profile',
  booking: 'booking',
  favorites: 'favorites',
  favoriteCount: 'favoriteCount',
} as const;

/** localStorage, or null where it is unavailable (server render, privacy modes that throw). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(storage: Storage | null, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | null, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the mirror; the server keeps the truth.
  }
}

export function removeKey(storage: Storage | null, key: string) {
  try {
    storage?.removeItem(key);
  } catch {
    // see writeJson
  }
}
