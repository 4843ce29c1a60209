import { isLocale, type Locale } from '@/i18n/routing';

/** The locale segment of a page's params; the [locale] layout already 404s anything else. */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'en';
}
