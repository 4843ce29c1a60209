import { getTranslations } from 'next-intl/server';

/** While the listings load: the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('ownerPortal.listings');
  return (
    <div className="grid gap-3" data-testid="listings-loading" role="status">
      <p className="text-sm text-ink-soft">{t('loading')}</p>
      <div className="h-64 animate-pulse rounded-xl border border-line bg-white" aria-hidden="true" />
    </div>
  );
}
