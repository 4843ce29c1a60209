import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';

/**
 * The stay a visitor is pricing on a property page: calendar dates (YYYY-MM-DD, never instants)
 * and a guest count. Pure helpers shared by the booking box, its store and the tests.
 */
export interface Selection {
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
}

export const DEFAULT_GUESTS = 2;
export const MAX_GUESTS_PARAM = 99;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMs(iso: string): number | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? ms : null;
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && utcMs(value) !== null;
}

export function addDays(iso: string, days: number): string {
  const ms = utcMs(iso);
  if (ms === null) throw new RangeError(`not a calendar date: ${iso}`);
  return new Date(ms + days * 86_400_000).toISOString().slice(0, 10);
}

function guestsFrom(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_GUESTS_PARAM ? n : null;
}

/**
 * The starting selection: the URL's check_in/check_out/guests win, else the `booking` object
 * in localStorage (SPEC §3: the current search), else nothing picked and two guests.
 * Dates come as a pair or not at all; a reversed pair is kept so the server can say what is wrong.
 */
export function initialSelection(params: URLSearchParams, stored: unknown): Selection {
  const saved = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const urlIn = params.get('check_in');
  const urlOut = params.get('check_out');
  const fromUrl = isIsoDate(urlIn) && isIsoDate(urlOut);
  const checkIn = fromUrl ? urlIn : isIsoDate(saved.check_in) && isIsoDate(saved.check_out) ? saved.check_in : null;
  const checkOut = fromUrl ? urlOut : checkIn ? (saved.check_out as string) : null;
  const guests = guestsFrom(params.get('guests')) ?? guestsFrom(saved.guests) ?? DEFAULT_GUESTS;
  return { checkIn, checkOut, guests };
}

/** The `booking` object to store: the selection written over whatever else the search kept there. */
export function storedBooking(stored: unknown, selection: Selection): Record<string, unknown> {
  const base = stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...(stored as Record<string, unknown>) } : {};
  if (selection.checkIn && selection.checkOut) {
    base.check_in = selection.checkIn;
    base.check_out = selection.checkOut;
  } else {
    delete base.check_in;
    delete base.check_out;
  }
  base.guests = selection.guests;
  return base;
}

/** The page's query string with the selection written in; other parameters are kept. */
export function searchWithSelection(current: string, selection: Selection): string {
  const params = new URLSearchParams(current);
  if (selection.checkIn && selection.checkOut) {
    params.set('check_in', selection.checkIn);
    params.set('check_out', selection.checkOut);
  } else {
    params.delete('check_in');
    params.delete('check_out');
  }
  params.set('guests', String(selection.guests));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where "Book now" / "Request to book" leads, in the page's language. */
export function bookingRequestHref(locale: Locale, propertyId: number, selection: { checkIn: string; checkOut: string; guests: number }) {
  const params = new URLSearchParams({
    property: String(propertyId),
    check_in: selection.checkIn,
    check_out: selection.checkOut,
    guests: String(selection.guests),
  });
  return localizeHref(locale, `/user-booking-request?${params}`);
}
