import { getTranslations } from 'next-intl/server';
import { type Column, DataTable } from '@/components/ui/data-table';
import { DateRange } from '@/components/ui/date-range';
import { Money } from '@/components/ui/money';
import type { Locale } from '@/i18n/routing';
import type { OwnerReservationRow } from '@/server/owners/reservations/owner-reservations.types';

const STATUS_STYLE: Record<OwnerReservationRow['status'], string> = {
  requested: 'border-amber-300 bg-amber-50 text-amber-900',
  awaiting_payment: 'border-sky-300 bg-sky-50 text-sky-900',
  confirmed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  completed: 'border-line bg-white text-ink',
  declined: 'border-line bg-sand text-ink-soft',
  expired: 'border-line bg-sand text-ink-soft',
  cancelled: 'border-red-200 bg-red-50 text-red-800',
};

/** The reservations of /broker/reservations: a dense table from a tablet up, a card per stay below (DataTable). */
export async function ReservationsTable({ locale, rows }: { locale: Locale; rows: OwnerReservationRow[] }) {
  const [t, s] = await Promise.all([getTranslations('ownerPortal.reservations'), getTranslations('ownerPortal.reservationStatus')]);
  const columns: Column<OwnerReservationRow>[] = [
    {
      key: 'villa',
      header: t('columns.villa'),
      primary: true,
      className: 'font-medium break-words md:font-normal',
      cell: (r) => <span data-testid="reservation-villa">{r.property.name}</span>,
    },
    { key: 'confirmation', header: t('columns.confirmation'), className: 'font-mono text-xs', cell: (r) => r.confirmation_number },
    { key: 'dates', header: t('columns.dates'), cell: (r) => <DateRange locale={locale} from={r.check_in} to={r.check_out} /> },
    { key: 'nights', header: t('columns.nights'), align: 'end', cell: (r) => r.nights },
    { key: 'guests', header: t('columns.guests'), align: 'end', cell: (r) => r.guests },
    {
      key: 'guest',
      header: t('columns.guest'),
      cell: (r) => (
        <span data-testid="reservation-guest" data-full={r.guest.full_name_shown}>
          {r.guest.name}
          {r.guest.country ? <span className="text-ink-soft"> · {r.guest.country}</span> : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (r) => (
        <span
          className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLE[r.status]}`}
          data-testid="reservation-status"
          data-status={r.status}
        >
          {s(r.status)}
        </span>
      ),
    },
    {
      key: 'revenue',
      header: t('columns.revenue'),
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (r) => <Money locale={locale} cents={r.owner_revenue_cents} currency={r.currency} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      label={t('caption')}
      rowProps={(r) => ({ 'data-testid': 'reservation-row', 'data-id': r.id })}
      minWidthClass="md:min-w-[48rem]"
      testId="reservations-table"
    />
  );
}
