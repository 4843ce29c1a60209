import { Select } from '@/components/ui/field';
import { ListFilters } from '@/components/ui/list-filters';
import { TextField } from '@/components/ui/text-field';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { AdminAccountRef } from '@/server/admin/properties/properties.types';

/** The properties' filters: a plain GET form, so a filtered view is a link. */
export function AdminPropertiesFilters(props: {
  locale: Locale;
  owners: AdminAccountRef[];
  current: { q: string; status: string; owner: string };
  labels: { label: string; q: string; status: string; owner: string; any: string; apply: string; clear: string };
  statusLabels: Record<'draft' | 'submitted' | 'published' | 'returned', string>;
}) {
  const { labels, current } = props;
  return (
    <ListFilters
      action={localizeHref(props.locale, '/admin/properties')}
      label={labels.label}
      applyLabel={labels.apply}
      resetLabel={labels.clear}
      testId="admin-properties-filters"
    >
      <TextField
        label={labels.q}
        name="q"
        type="search"
        size="sm"
        defaultValue={current.q}
        maxLength={100}
        className="col-span-2 sm:w-56"
        data-testid="filter-q"
      />
      <Select
        label={labels.status}
        name="status"
        size="sm"
        defaultValue={current.status}
        className="sm:w-44"
        data-testid="filter-status"
        options={[
          { value: '', label: labels.any },
          ...(['submitted', 'returned', 'draft', 'published'] as const).map((s) => ({ value: s, label: props.statusLabels[s] })),
        ]}
      />
      <Select
        label={labels.owner}
        name="owner"
        size="sm"
        defaultValue={current.owner}
        className="sm:w-56"
        data-testid="filter-owner"
        options={[{ value: '', label: labels.any }, ...props.owners.map((o) => ({ value: o.id, label: `${o.name} · ${o.email}` }))]}
      />
    </ListFilters>
  );
}
