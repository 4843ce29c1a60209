import type { Locale } from '@/i18n/routing';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-DO' };

/** A villa's wall-clock time ("15:00") as the reader writes times: 3:00 PM, or 15:00. Never shifted by a zone. */
export function formatWallTime(locale: Locale, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return hhmm;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}

/** An instant as the villa's local date and time, with its zone named (e.g. "Nov 23, 2:00 PM AST"). */
export function formatInstantIn(locale: Locale, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** An instant's calendar date in the villa's zone (YYYY-MM-DD), for formatIsoDate. */
export function isoDateIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

export type BalanceState = 'due' | 'paid' | 'credit';

export const balanceState = (cents: number): BalanceState => (cents > 0 ? 'due' : cents === 0 ? 'paid' : 'credit');
