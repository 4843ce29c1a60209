import type { Locale } from '@/i18n/routing';

/**
 * The four strings of the error boundaries' screen (messages/{locale}/system.json, notFound).
 * The boundaries are client components in every page's first load and have no translations
 * provider, so they carry these few strings rather than the whole system namespace in both
 * languages; error-strings.test.ts keeps them equal to the message files.
 */
export const ERROR_SCREEN_STRINGS: Record<Locale, { heading: string; text: string; imageAlt: string; home: string }> = {
  en: {
    heading: 'Page Not Found',
    text: "Sorry, the page you are looking for doesn't exist. Here are some helpful links:",
    imageAlt: 'A lone palm tree on an empty beach at sunset',
    home: 'Take Me Home',
  },
  es: {
    heading: 'Página no encontrada',
    text: 'Lo sentimos, la página que buscas no existe. Aquí tienes algunos enlaces útiles:',
    imageAlt: 'Una palmera solitaria en una playa vacía al atardecer',
    home: 'Llévame al inicio',
  },
};
