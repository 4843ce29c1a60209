import { getTranslations } from 'next-intl/server';
import { PageLoading } from '@/components/page/page-loading';

/** While the overview loads: the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('ownerPortal.overview');
  return (
    <PageLoading label={t('loading')} testId="overview-loading">
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <div className="h-56 animate-pulse rounded-xl border border-line bg-white" />
        <div className="h-56 animate-pulse rounded-xl border border-line bg-white" />
      </div>
    </PageLoading>
  );
}
