import { getTranslations } from 'next-intl/server';

/** While the reservations load (a filter, a page): the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('ownerPortal.reservations');
  return (
    <div className="grid gap-3" data-testid="reservations-loading" role="status">
      <p className="text-sm text-ink-soft">{t('loading')}</p>
      <div className="h-64 animate-pulse rounded-xl border border-line bg-white" aria-hidden="true" />
    </div>
  );
}
