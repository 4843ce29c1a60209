import { getTranslations } from 'next-intl/server';
import { ResultsSkeleton } from '@/components/search/results-skeleton';

export default async function Loading() {
  const t = await getTranslations('results');
  return <ResultsSkeleton label={t('updating')} hero={true} />;
}
