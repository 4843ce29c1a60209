import { getTranslations } from 'next-intl/server';

/** While the properties load: the frame stays, a quiet line says what is coming. */
export default async function Loading() {
  const t = await getTranslations('adminProperties');
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-3 px-3 py-5 sm:px-5" data-testid="admin-properties-loading" role="status">
      <p className="text-sm text-ink-soft">{t('loading')}</p>
      <div className="h-64 animate-pulse rounded-xl border border-line bg-white" aria-hidden="true" />
    </div>
  );
}
