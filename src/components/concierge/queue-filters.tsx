import { getTranslations } from 'next-intl/server';
import { Select, type SelectProps } from '@/components/ui/field';
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
  const selects: { name: 'property_id' | 'assigned'; options: SelectProps['options'] }[] = [
    { name: 'property_id', options: [{ value: '', label: t('anyProperty') }, ...villas.map((v) => ({ value: v.id, label: v.name }))] },
    {
      name: 'assigned',
      options: [
        { value: '', label: t('anyone') },
        { value: 'me', label: t('me') },
        { value: 'none', label: t('unassigned') },
      ],
    },
  ];
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
      {(['arrival_from', 'arrival_to'] as const).map((name) => (
        <TextField
          key={name}
          label={t(name === 'arrival_from' ? 'arrivalFrom' : 'arrivalTo')}
          name={name}
          type="date"
          size="sm"
          defaultValue={current[name] ?? ''}
          data-testid={`filter-${name.replace('_', '-')}`}
        />
      ))}
      {selects.map(({ name, options }) => (
        <Select
          key={name}
          label={t(name === 'property_id' ? 'property' : 'assigned')}
          name={name}
          size="sm"
          defaultValue={current[name] ?? ''}
          data-testid={name === 'property_id' ? 'filter-property' : 'filter-assigned'}
          options={options}
        />
      ))}
    </ListFilters>
  );
}
