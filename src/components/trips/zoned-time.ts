import type { Locale } from '@/i18n/routing';

/** An instant as the wall clock of a place (the villa's zone), e.g. "Friday, March 5, 2027 at 3:00 PM". */
export function formatInstantIn(locale: Locale, iso: string, timeZone: string, dateStyle: 'full' | 'medium' = 'full'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-DO' : 'en-US', { dateStyle, timeStyle: 'short', timeZone }).format(at);
}
