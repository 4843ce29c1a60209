import type { Locale } from '@/i18n/routing';

/** The Intl locale of each site locale: es-DO writes "US$950", which no Caribbean reader misreads as pesos. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-DO' };

/** Integer cents as a price, without decimals when the amount is whole (e.g. $1,250 or US$1,250). */
export function formatMoney(locale: Locale, cents: number, currency = 'USD'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** An ISO calendar date (YYYY-MM-DD) as a long date, read as a date and never shifted by a time zone. */
export function formatIsoDate(locale: Locale, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A month (YYYY-MM, e.g. a statement's) by name: "July 2031", "julio de 2031". Never shifted by a time zone. */
export function formatMonth(locale: Locale, month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)),
  );
}

/** A stay's dates, check-in to check-out: "January 8, 2027 – January 12, 2027". */
export function formatStayRange(locale: Locale, checkIn: string, checkOut: string): string {
  return `${formatIsoDate(locale, checkIn)} – ${formatIsoDate(locale, checkOut)}`;
}

/** A stay's dates, short, as a range the language writes: "Jan 12 – 19", "12–19 ene". Calendar dates, never shifted by a zone. */
export function formatShortStayRange(locale: Locale, checkIn: string, checkOut: string): string {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  // Node's ICU puts thin spaces around the dash and Chromium's plain ones: plain in both, or the
  // server's markup and the browser's hydration disagree (React error 418 on the results page).
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', day: 'numeric', timeZone: 'UTC' })
    .formatRange(day(checkIn), day(checkOut))
    .replace(/[\u2009\u202f]/g, ' ');
}
