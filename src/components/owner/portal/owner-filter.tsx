import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';

/** An administrator's owner filter: a plain GET form, so the filtered view is a link. */
export async function OwnerFilter({
  locale,
  path,
  owners,
  current,
}: {
  locale: Locale;
  path: string;
  owners: { id: number; name: string; email: string }[];
  current: number | undefined;
}) {
  const t = await getTranslations('ownerPortal.ownerFilter');
  return (
    <form method="get" action={localizeHref(locale, path)} className="flex flex-wrap items-end gap-2" data-testid="owner-filter">
      <label className="min-w-0 text-xs font-medium text-ink-soft">
        {t('label')}
        <select
          name="owner"
          defaultValue={current ?? ''}
          className="mt-1 block min-h-9 w-full max-w-xs rounded-lg border border-line bg-white px-2.5 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
          data-testid="owner-filter-select"
        >
          <option value="">{t('all')}</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="min-h-9 rounded-full border border-line bg-white px-4 text-sm focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
      >
        {t('apply')}
      </button>
    </form>
  );
}
