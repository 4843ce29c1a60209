import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { QueueParams } from './queue-href';

const field =
  'mt-1 block min-h-9 w-full rounded-lg border border-line bg-white px-2.5 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

/**
 * The queue's filters as a plain GET form: the URL is the state, so a filtered view is a link and
 * works before (or without) JavaScript. The status tab travels as a hidden field.
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
  const action = localizeHref(locale, '/concierges/reservations');
  return (
    <form
      method="get"
      action={action}
      aria-label={t('filters')}
      data-testid="queue-filters"
      className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-white p-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1.5fr_1fr_auto]"
    >
      {current.status ? <input type="hidden" name="status" value={current.status} /> : null}
      {current.per_page ? <input type="hidden" name="per_page" value={current.per_page} /> : null}
      <label className="col-span-2 min-w-0 text-xs font-medium text-ink-soft sm:col-span-1">
        {t('search')}
        <input
          type="search"
          name="q"
          defaultValue={current.q ?? ''}
          placeholder={t('searchHint')}
          maxLength={80}
          className={field}
          data-testid="filter-q"
        />
      </label>
      <label className="min-w-0 text-xs font-medium text-ink-soft">
        {t('arrivalFrom')}
        <input
          type="date"
          name="arrival_from"
          defaultValue={current.arrival_from ?? ''}
          className={field}
          data-testid="filter-arrival-from"
        />
      </label>
      <label className="min-w-0 text-xs font-medium text-ink-soft">
        {t('arrivalTo')}
        <input type="date" name="arrival_to" defaultValue={current.arrival_to ?? ''} className={field} data-testid="filter-arrival-to" />
      </label>
      <label className="min-w-0 text-xs font-medium text-ink-soft">
        {t('property')}
        <select name="property_id" defaultValue={current.property_id ?? ''} className={field} data-testid="filter-property">
          <option value="">{t('anyProperty')}</option>
          {villas.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-0 text-xs font-medium text-ink-soft">
        {t('assigned')}
        <select name="assigned" defaultValue={current.assigned ?? ''} className={field} data-testid="filter-assigned">
          <option value="">{t('anyone')}</option>
          <option value="me">{t('me')}</option>
          <option value="none">{t('unassigned')}</option>
        </select>
      </label>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <button
          type="submit"
          className="min-h-9 rounded-full bg-ink px-4 text-sm font-semibold text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none"
          data-testid="filter-apply"
        >
          {t('apply')}
        </button>
        <a
          href={action}
          className="min-h-9 rounded-full px-2 py-2 text-sm text-ink-soft underline-offset-2 hover:underline"
          data-testid="filter-reset"
        >
          {t('reset')}
        </a>
      </div>
    </form>
  );
}
