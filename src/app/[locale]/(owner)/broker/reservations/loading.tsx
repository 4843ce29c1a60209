import { getTranslations } from 'next-intl/server';
import { PageLoading } from '@/components/page/page-loading';

/** While the reservations load (a filter, a page): the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('ownerPortal.reservations');
  return <PageLoading label={t('loading')} testId="reservations-loading" />;
}
