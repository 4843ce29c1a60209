import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/routing';

/**
 * The URL of a path in a language, without next-intl's client runtime (kept out of the
 * first-load JavaScript): English is unprefixed, Spanish lives under /es.
 */
export function localizeHref(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/')) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

export function localeFromParam(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
