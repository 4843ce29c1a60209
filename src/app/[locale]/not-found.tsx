import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/system/not-found-screen';

export async function generateMetadata() {
  const t = await getTranslations('system.notFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function LocaleNotFound() {
  return <NotFoundScreen locale={await getLocale()} />;
}
