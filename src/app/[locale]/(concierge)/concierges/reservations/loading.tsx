import { getTranslations } from 'next-intl/server';

/** While the queue loads (a filter, a page): the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('desk.queue');
  return (
    <div className="grid gap-3 px-3 py-5 sm:px-5" data-testid="queue-loading" role="status">
      <p className="text-sm text-ink-soft">{t('loading')}</p>
      <div className="h-64 animate-pulse rounded-xl border border-line bg-white" aria-hidden="true" />
    </div>
  );
}
