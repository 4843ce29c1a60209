/**
 * The one picker of bilingual text (en/es), for the server and the UI alike: a row's `name_en` /
 * `name_es`, a `{ en, es }` object, a pair of SQL columns.
 */

/** `es` for Spanish, else `en`: no fallback. */
export function inLocale<E, S = E>(locale: string, en: E, es: S): E | S {
  return locale === 'es' ? es : en;
}

/** The text in `locale`, else the other language's when that one is empty. */
export function pickText(locale: string, en: string, es: string): string {
  return locale === 'es' ? es || en : en || es;
}

/** pickText for optional text: the other language's when missing; null when both are missing or empty. */
export function pickOptionalText(locale: string, en: string | null, es: string | null): string | null {
  return (locale === 'es' ? (es ?? en) : (en ?? es)) || null;
}
