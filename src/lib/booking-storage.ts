import { isIsoDate, MAX_GUESTS } from './search-state';

/**
 * SPEC §3/§4 "booking": the visitor's current search, kept in localStorage under `booking` and
 * restored on return (DESIGN §6). Shape: { destination: { slug, name } | null, check_in,
 * check_out, guests }; dates are YYYY-MM-DD or null.
 */
export interface StoredBooking {
  destination: { slug: string; name: string } | null;
  check_in: string | null;
  check_out: string | null;
  guests: number | null;
}

export const BOOKING_KEY = 'booking';

const EMPTY: StoredBooking = { destination: null, check_in: null, check_out: null, guests: null };

/** Whatever is stored, cleaned: a field that is not what it should be is dropped, never thrown on. */
export function parseStoredBooking(raw: string | null): StoredBooking {
  if (!raw) return { ...EMPTY };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...EMPTY };
  }
  if (!value || typeof value !== 'object') return { ...EMPTY };
  const v = value as Record<string, unknown>;
  const d = v.destination as Record<string, unknown> | null | undefined;
  const destination =
    d && typeof d === 'object' && typeof d.slug === 'string' && /^[a-z0-9-]{1,120}$/.test(d.slug) && typeof d.name === 'string'
      ? { slug: d.slug, name: d.name }
      : null;
  const checkIn = typeof v.check_in === 'string' && isIsoDate(v.check_in) ? v.check_in : null;
  const checkOut = typeof v.check_out === 'string' && isIsoDate(v.check_out) ? v.check_out : null;
  const datesOk = checkIn !== null && checkOut !== null && checkOut > checkIn;
  const guests = typeof v.guests === 'number' && Number.isInteger(v.guests) && v.guests >= 1 && v.guests <= MAX_GUESTS ? v.guests : null;
  return { destination, check_in: datesOk ? checkIn : null, check_out: datesOk ? checkOut : null, guests };
}

export function readStoredBooking(): StoredBooking {
  try {
    return parseStoredBooking(window.localStorage.getItem(BOOKING_KEY));
  } catch {
    // Storage can be disabled (private modes, policies): the search still works, it just is not remembered.
    return { ...EMPTY };
  }
}

/** Merges `patch` into the stored search. */
export function writeStoredBooking(patch: Partial<StoredBooking>): void {
  try {
    const next = { ...readStoredBooking(), ...patch };
    window.localStorage.setItem(BOOKING_KEY, JSON.stringify(next));
  } catch {
    // See readStoredBooking.
  }
}
