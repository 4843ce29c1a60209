import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { LOCALES, type Locale } from '@/i18n/routing';

export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

/** /press in Spanish → /es/press. */
export function localizedPath(locale: Locale, path: string): string {
  return getPathname({ locale, href: path });
}

/** Title, description, canonical URL and hreflang alternates for one page in one language. */
export function pageMetadata(opts: { locale: Locale; path: string; title: string; description: string }): Metadata {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = `${siteUrl()}${localizedPath(l, opts.path)}`;
  languages['x-default'] = `${siteUrl()}${localizedPath('en', opts.path)}`;
  return {
    title: opts.title,
    description: opts.description,
    alternates: { canonical: `${siteUrl()}${localizedPath(opts.locale, opts.path)}`, languages },
    openGraph: {
      title: opts.title,
      description: opts.description,
      locale: opts.locale === 'es' ? 'es_DO' : 'en_US',
      siteName: 'Alma Villas',
      type: 'website',
    },
  };
}
