import type { Metadata } from 'next';
import { LOCALES, type Locale } from '@/i18n/routing';
import { localizeHref } from './locale-path';
import { config } from '@/server/core/config.mjs';

export function siteUrl(): string {
  return config().siteUrl;
}

/** Title, description, canonical URL and hreflang alternates for one page in one language. */
export function pageMetadata(opts: { locale: Locale; path: string; title: string; description: string }): Metadata {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = `${siteUrl()}${localizeHref(l, opts.path)}`;
  languages['x-default'] = `${siteUrl()}${localizeHref('en', opts.path)}`;
  return {
    title: opts.title,
    description: opts.description,
    alternates: { canonical: `${siteUrl()}${localizeHref(opts.locale, opts.path)}`, languages },
    openGraph: {
      title: opts.title,
      description: opts.description,
      locale: opts.locale === 'es' ? 'es_DO' : 'en_US',
      siteName: 'Alma Villas',
      type: 'website',
    },
  };
}
