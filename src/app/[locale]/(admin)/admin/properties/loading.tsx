import { getTranslations } from 'next-intl/server';
import { PageLoading } from '@/components/page/page-loading';

/** While the properties load: the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('adminProperties');
  return (
    <PageLoading label={t('loading')} testId="admin-properties-loading" className="mx-auto grid w-full max-w-7xl gap-3 px-3 py-5 sm:px-5" />
  );
}
