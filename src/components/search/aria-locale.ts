import type { Locale } from '@/i18n/routing';

/** react-aria's locale for our languages: dates and numbers written as in the Dominican Republic for Spanish. */
export const ARIA_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-DO' };
