import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/system/not-found-page';

export async function generateMetadata() {
  const t = await getTranslations('system.notFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function LocaleNotFound() {
  return <NotFoundPage locale={await getLocale()} />;
}
