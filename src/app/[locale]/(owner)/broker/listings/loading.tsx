import { getTranslations } from 'next-intl/server';
import { PageLoading } from '@/components/page/page-loading';

/** While the listings load: the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('ownerPortal.listings');
  return <PageLoading label={t('loading')} testId="listings-loading" />;
}
