import type { Locale } from '@/i18n/routing';

/** The Intl locale for money: es-DO writes "US$950", which no Caribbean reader misreads as pesos. */
const MONEY_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-DO' };

/** Integer cents as a price, without decimals when the amount is whole (e.g. $1,250 or US$1,250). */
export function formatMoney(locale: Locale, cents: number, currency = 'USD'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(MONEY_LOCALE[locale], {
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
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-DO' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
