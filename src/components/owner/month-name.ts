import type { Locale } from '@/i18n/routing';
import { INTL_LOCALE } from '@/lib/format';

/** A statement month (YYYY-MM) by name: "July 2031", "julio de 2031". */
export function monthName(locale: Locale, month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)),
  );
}
