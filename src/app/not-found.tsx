import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/system/not-found-page';

export async function generateMetadata() {
  const t = await getTranslations('system.notFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * When a page throws notFound() before anything streamed, Next renders the root layout with
 * this file in place of the page tree; so it must be the
 * SPEC screen for the 404 to be in the server HTML (STACK-NOTES 3).
 */
export default async function RootNotFound() {
  return <NotFoundPage locale={await getLocale()} />;
}
