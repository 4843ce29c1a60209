import { createTranslator } from 'next-intl';
import { LOCALE_COOKIE } from '../../../entry/protocol.mjs';
import { getMessages } from '@/i18n/messages';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/routing';

const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`);

/**
 * The language of an API answer: `?locale=`, then the site's locale cookie, then Accept-Language.
 * SPEC §8 shows the server's `error` sentence to the user as is, so it must be in their language.
 */
export function requestLocale(req: Request): Locale {
  const url = new URL(req.url);
  const explicit = url.searchParams.get('locale');
  if (isLocale(explicit)) return explicit;
  const cookie = LOCALE_IN_COOKIE.exec(req.headers.get('cookie') ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(req.headers.get('accept-language'));
}

export function localeFromAcceptLanguage(header: string | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) if (isLocale(lang)) return lang;
  return DEFAULT_LOCALE;
}

export type ServerTranslator = (key: string, values?: Record<string, string | number>) => string;

/** A translator over every namespace, for code that runs outside a page render (API, mail). */
export function serverTranslator(locale: Locale): ServerTranslator {
  const t = createTranslator({ locale, messages: getMessages(locale) as unknown as Record<string, unknown> });
  return (key, values) => (t as unknown as ServerTranslator)(key, values);
}
