import { getTranslations } from 'next-intl/server';
import { Select } from '@/components/ui/field';
import { ListFilters } from '@/components/ui/list-filters';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';

/** An administrator's owner filter: a plain GET form, so the filtered view is a link ("All owners" links to the bare page). */
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
    <ListFilters
      action={localizeHref(locale, path)}
      label={t('label')}
      applyLabel={t('apply')}
      resetLabel={t('all')}
      className="flex flex-wrap items-end gap-2"
      testId="owner-filter"
    >
      <Select
        label={t('label')}
        name="owner"
        size="sm"
        defaultValue={current ?? ''}
        className="max-w-xs"
        data-testid="owner-filter-select"
        options={[{ value: '', label: t('all') }, ...owners.map((o) => ({ value: o.id, label: o.name }))]}
      />
    </ListFilters>
  );
}
