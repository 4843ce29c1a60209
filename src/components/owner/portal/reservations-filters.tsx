import { getTranslations } from 'next-intl/server';
import { Select } from '@/components/ui/field';
import { ListFilters } from '@/components/ui/list-filters';
import { TextField } from '@/components/ui/text-field';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { OWNER_RESERVATION_STATUSES } from '@/server/owners/reservations/owner-reservations.schema';
import type { ReservationParams } from './reservations-href';

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
  const wide = 'col-span-2 sm:col-span-1';
  const small = { size: 'sm', className: wide } as const;
  return (
    <ListFilters
      action={localizeHref(locale, '/broker/reservations')}
      label={t('label')}
      applyLabel={t('apply')}
      resetLabel={t('reset')}
      hidden={{ per_page: current.per_page ? String(current.per_page) : undefined }}
      testId="reservation-filters"
      className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-white p-3 sm:grid-cols-3 xl:grid-cols-[1.2fr_1.5fr_1.2fr_1fr_1fr_auto]"
    >
      <TextField
        label={t('search')}
        name="q"
        type="search"
        size="sm"
        defaultValue={current.q ?? ''}
        maxLength={20}
        autoComplete="off"
        className={`${wide} [&_input]:uppercase`}
        data-testid="filter-q"
      />
      <Select
        {...small}
        label={t('villa')}
        name="property_id"
        defaultValue={current.property_id ?? ''}
        data-testid="filter-villa"
        options={[{ value: '', label: t('anyVilla') }, ...villas.map((v) => ({ value: v.id, label: v.name }))]}
      />
      <Select
        {...small}
        label={t('status')}
        name="status"
        defaultValue={current.status ?? ''}
        data-testid="filter-status"
        options={[{ value: '', label: t('anyStatus') }, ...OWNER_RESERVATION_STATUSES.map((st) => ({ value: st, label: s(st) }))]}
      />
      {(
        [
          ['arrival_from', 'arrivalFrom', 'filter-from'],
          ['arrival_to', 'arrivalTo', 'filter-to'],
        ] as const
      ).map(([name, label, testId]) => (
        <TextField key={name} label={t(label)} name={name} type="date" size="sm" defaultValue={current[name] ?? ''} data-testid={testId} />
      ))}
    </ListFilters>
  );
}
