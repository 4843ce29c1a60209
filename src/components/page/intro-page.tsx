import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { PageIntro } from './page-intro';
import type { Messages } from '@/i18n/messages';

export type PageKey = keyof Messages['pages'];
type Params = { params: Promise<{ locale: string }> };

async function localeOf(params: Params['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'en';
}

/** Metadata for a page whose title and description live in messages `pages.{key}`. */
export function pageMetadataFor(key: PageKey, path: string) {
  return async ({ params }: Params): Promise<Metadata> => {
    const locale = await localeOf(params);
    const t = await getTranslations({ locale, namespace: 'pages' });
    return pageMetadata({ locale, path, title: t(`${key}.title`), description: t(`${key}.description`) });
  };
}

/**
 * A page that so far shows only its heading and what it is for: the route, layout and metadata
 * are real; its feature arrives with a later issue.
 */
export async function IntroPage({ pageKey, params }: { pageKey: PageKey } & Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <PageIntro title={t(`${pageKey}.title`)} lead={t(`${pageKey}.lead`)} />;
}
