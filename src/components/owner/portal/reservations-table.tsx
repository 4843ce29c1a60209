import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney, formatStayRange } from '@/lib/format';
import type { OwnerReservationRow } from '@/server/owners/reservations/owner-reservations.types';

const STATUS_STYLE: Record<OwnerReservationRow['status'], string> = {
  requested: 'border-amber-300 bg-amber-50 text-amber-900',
  awaiting_payment: 'border-sky-300 bg-sky-50 text-sky-900',
  confirmed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  declined: 'border-line bg-sand text-ink-soft',
  expired: 'border-line bg-sand text-ink-soft',
  cancelled: 'border-red-200 bg-red-50 text-red-800',
};

/** The reservations of /broker/reservations: a dense table from a laptop up, a card per stay below. */
export async function ReservationsTable({ locale, rows }: { locale: Locale; rows: OwnerReservationRow[] }) {
  const [t, s] = await Promise.all([getTranslations('ownerPortal.reservations'), getTranslations('ownerPortal.reservationStatus')]);
  const status = (r: OwnerReservationRow) => (
    <span
      className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLE[r.status]}`}
      data-testid="reservation-status"
      data-status={r.status}
    >
      {s(r.status)}
    </span>
  );
  const guest = (r: OwnerReservationRow) => (
    <span data-testid="reservation-guest" data-full={r.guest.full_name_shown}>
      {r.guest.name}
      {r.guest.country ? <span className="text-ink-soft"> · {r.guest.country}</span> : null}
    </span>
  );
  const money = (r: OwnerReservationRow) => formatMoney(locale, r.owner_revenue_cents, r.currency);
  return (
    <div data-testid="reservations-table">
      <table className="hidden w-full border-collapse overflow-hidden rounded-xl border border-line bg-white text-sm lg:table">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-sand text-left text-xs text-ink-soft">
          <tr>
            {(['confirmation', 'villa', 'dates', 'nights', 'guests', 'guest', 'status'] as const).map((key) => (
              <th key={key} scope="col" className={`px-3 py-2 font-medium ${key === 'nights' || key === 'guests' ? 'text-right' : ''}`}>
                {t(`columns.${key}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('columns.revenue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-line" data-testid="reservation-row" data-id={r.id}>
              <td className="px-3 py-2 font-mono text-xs">{r.confirmation_number}</td>
              <td className="px-3 py-2">{r.property.name}</td>
              <td className="px-3 py-2">{formatStayRange(locale, r.check_in, r.check_out)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{r.nights}</td>
              <td className="px-3 py-2 text-right tabular-nums">{r.guests}</td>
              <td className="px-3 py-2">{guest(r)}</td>
              <td className="px-3 py-2">{status(r)}</td>
              <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{money(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-2 lg:hidden" aria-label={t('caption')}>
        {rows.map((r) => (
          <li key={r.id} className="rounded-xl border border-line bg-white p-3 text-sm" data-testid="reservation-card" data-id={r.id}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{r.property.name}</p>
                <p className="font-mono text-xs text-ink-soft">{r.confirmation_number}</p>
              </div>
              {status(r)}
            </div>
            <p className="mt-1">{formatStayRange(locale, r.check_in, r.check_out)}</p>
            <p className="text-ink-soft">
              {t('nights', { count: r.nights })} · {t('guests', { count: r.guests })}
            </p>
            <div className="mt-1 flex flex-wrap justify-between gap-2">
              {guest(r)}
              <span className="tabular-nums">{money(r)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
