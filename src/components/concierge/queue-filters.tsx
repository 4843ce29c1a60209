import { getTranslations } from 'next-intl/server';
import { Select } from '@/components/ui/field';
import { ListFilters } from '@/components/ui/list-filters';
import { TextField } from '@/components/ui/text-field';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { QueueParams } from './queue-href';

/**
 * The queue's filters as a plain GET form: the URL is the state, so a filtered view is a link and
 * works before (or without) JavaScript. The status tab and the page size travel as hidden fields.
 */
export async function QueueFilters({
  locale,
  current,
  villas,
}: {
  locale: Locale;
  current: QueueParams;
  villas: { id: number; name: string }[];
}) {
  const t = await getTranslations('desk.queue');
  return (
    <ListFilters
      action={localizeHref(locale, '/concierges/reservations')}
      label={t('filters')}
      applyLabel={t('apply')}
      resetLabel={t('reset')}
      hidden={{ status: current.status, per_page: current.per_page }}
      testId="queue-filters"
      className="grid grid-cols-2 items-end gap-2 rounded-xl border border-line bg-white p-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1.5fr_1fr_auto]"
    >
      <TextField
        label={t('search')}
        name="q"
        type="search"
        size="sm"
        defaultValue={current.q ?? ''}
        placeholder={t('searchHint')}
        maxLength={80}
        className="col-span-2 sm:col-span-1"
        data-testid="filter-q"
      />
      <TextField
        label={t('arrivalFrom')}
        name="arrival_from"
        type="date"
        size="sm"
        defaultValue={current.arrival_from ?? ''}
        data-testid="filter-arrival-from"
      />
      <TextField
        label={t('arrivalTo')}
        name="arrival_to"
        type="date"
        size="sm"
        defaultValue={current.arrival_to ?? ''}
        data-testid="filter-arrival-to"
      />
      <Select
        label={t('property')}
        name="property_id"
        size="sm"
        defaultValue={current.property_id ?? ''}
        data-testid="filter-property"
        options={[{ value: '', label: t('anyProperty') }, ...villas.map((v) => ({ value: v.id, label: v.name }))]}
      />
      <Select
        label={t('assigned')}
        name="assigned"
        size="sm"
        defaultValue={current.assigned ?? ''}
        data-testid="filter-assigned"
        options={[
          { value: '', label: t('anyone') },
          { value: 'me', label: t('me') },
          { value: 'none', label: t('unassigned') },
        ]}
      />
    </ListFilters>
  );
}
