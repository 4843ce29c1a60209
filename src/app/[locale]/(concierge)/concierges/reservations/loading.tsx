import { getTranslations } from 'next-intl/server';
import { PageLoading } from '@/components/page/page-loading';

/** While the queue loads (a filter, a page): the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('desk.queue');
  return <PageLoading label={t('loading')} testId="queue-loading" className="grid gap-3 px-3 py-5 sm:px-5" />;
}
