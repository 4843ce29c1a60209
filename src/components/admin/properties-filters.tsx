import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { AdminAccountRef } from '@/server/admin/properties/properties.types';

const control =
  'mt-1 block min-h-9 w-full rounded-lg border border-line bg-white px-2.5 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

/** The properties' filters: a plain GET form, so a filtered view is a link. */
export function AdminPropertiesFilters(props: {
  locale: Locale;
  owners: AdminAccountRef[];
  current: { q: string; status: string; owner: string };
  labels: { label: string; q: string; status: string; owner: string; any: string; apply: string; clear: string };
  statusLabels: Record<'draft' | 'submitted' | 'published' | 'returned', string>;
}) {
  const { labels, current } = props;
  const action = localizeHref(props.locale, '/admin/properties');
  return (
    <form
      method="get"
      action={action}
      aria-label={labels.label}
      className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap"
      data-testid="admin-properties-filters"
    >
      <label className="col-span-2 min-w-0 text-xs font-medium text-ink-soft sm:w-56">
        {labels.q}
        <input type="search" name="q" defaultValue={current.q} maxLength={100} className={control} data-testid="filter-q" />
      </label>
      <label className="min-w-0 text-xs font-medium text-ink-soft sm:w-44">
        {labels.status}
        <select name="status" defaultValue={current.status} className={control} data-testid="filter-status">
          <option value="">{labels.any}</option>
          {(['submitted', 'returned', 'draft', 'published'] as const).map((s) => (
            <option key={s} value={s}>
              {props.statusLabels[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-0 text-xs font-medium text-ink-soft sm:w-56">
        {labels.owner}
        <select name="owner" defaultValue={current.owner} className={control} data-testid="filter-owner">
          <option value="">{labels.any}</option>
          {props.owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} · {o.email}
            </option>
          ))}
        </select>
      </label>
      <div className="col-span-2 flex gap-2">
        <button
          type="submit"
          className="min-h-9 rounded-full bg-ink px-4 text-sm font-semibold text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
        >
          {labels.apply}
        </button>
        <a
          href={action}
          className="inline-flex min-h-9 items-center rounded-full border border-line bg-white px-4 text-sm focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
        >
          {labels.clear}
        </a>
      </div>
    </form>
  );
}
