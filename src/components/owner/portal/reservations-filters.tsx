import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { OWNER_RESERVATION_STATUSES } from '@/server/owners/reservations/owner-reservations.schema';
import type { ReservationParams } from './reservations-href';

const field =
  'mt-1 block min-h-9 w-full rounded-lg border border-line bg-white px-2.5 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

/** The reservations' filters as a plain GET form: the URL is the state, and works without JavaScript. */
export async function ReservationsFilters({
  locale,
  current,
  villas,
}: {
  locale: Locale;
  current: ReservationParams;
  villas: { id: number; name: string }[];
}) {
  const [t, s] = await Promise.all([getTranslations('ownerPortal.reservations.filters'), getTranslations('ownerPortal.reservationStatus')]);
  const action = localizeHref(locale, '/broker/reservations');
  return (
    <form
      method="get"
      action={action}
      aria-label={t('label')}
      data-testid="reservation-filters"
      className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-white p-3 sm:grid-cols-3 xl:grid-cols-[1.2fr_1.5fr_1.2fr_1fr_1fr_auto]"
    >
      {current.per_page ? <input type="hidden" name="per_page" value={current.per_page} /> : null}
      <label className="col-span-2 min-w-0 text-xs font-medium text-ink-soft sm:col-span-1">
        {t('search')}
        <input
          type="search"
          name="q"
          defaultValue={current.q ?? ''}
          maxLength={20}
          autoComplete="off"
          className={`${field} uppercase`}
          data-testid="filter-q"
        />
      </label>
      <label className="col-span-2 min-w-0 text-xs font-medium text-ink-soft sm:col-span-1">
        {t('villa')}
        <select name="property_id" defaultValue={current.property_id ?? ''} className={field} data-testid="filter-villa">
          <option value="">{t('anyVilla')}</option>
          {villas.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-2 min-w-0 text-xs font-medium text-ink-soft sm:col-span-1">
        {t('status')}
        <select name="status" defaultValue={current.status ?? ''} className={field} data-testid="filter-status">
          <option value="">{t('anyStatus')}</option>
          {OWNER_RESERVATION_STATUSES.map((st) => (
            <option key={st} value={st}>
              {s(st)}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-0 text-xs font-medium text-ink-soft">
        {t('arrivalFrom')}
        <input type="date" name="arrival_from" defaultValue={current.arrival_from ?? ''} className={field} data-testid="filter-from" />
      </label>
      <label className="min-w-0 text-xs font-medium text-ink-soft">
        {t('arrivalTo')}
        <input type="date" name="arrival_to" defaultValue={current.arrival_to ?? ''} className={field} data-testid="filter-to" />
      </label>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <button
          type="submit"
          className="min-h-9 rounded-full bg-ink px-4 text-sm font-semibold text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none"
          data-testid="filter-apply"
        >
          {t('apply')}
        </button>
        <a href={action} className="min-h-9 rounded-full px-2 py-2 text-sm text-ink-soft underline-offset-2 hover:underline">
          {t('reset')}
        </a>
      </div>
    </form>
  );
}
