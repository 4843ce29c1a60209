import 'server-only';
import type { ServiceContext } from '../../access/context';
import { csvAmount, toCsv } from '../../core/csv';
import type { ServerTranslator } from '../../core/locale';
import { exportOwnerReservations } from './list-owner-reservations';
import type { OwnerReservationQuery } from './owner-reservations.schema';

const COLUMNS = [
  'confirmation',
  'villa',
  'checkIn',
  'checkOut',
  'nights',
  'guests',
  'guest',
  'country',
  'status',
  'revenue',
  'currency',
] as const;

/**
 * The owner's reservations as a CSV file in the request's language: the list's filters, every page,
 * the same guest privacy (first name and country until confirmed; never e-mail or phone).
 */
export async function reservationsCsv(
  ctx: ServiceContext,
  q: OwnerReservationQuery,
  t: ServerTranslator,
): Promise<{ name: string; body: string }> {
  const found = await exportOwnerReservations(ctx, q);
  const body = toCsv(
    COLUMNS.map((c) => t(`ownerPortal.csv.${c}`)),
    found.map((r) => [
      r.confirmation_number,
      r.property.name,
      r.check_in,
      r.check_out,
      r.nights,
      r.guests,
      r.guest.name,
      r.guest.country,
      t(`ownerPortal.reservationStatus.${r.status}`),
      csvAmount(r.owner_revenue_cents),
      r.currency,
    ]),
  );
  return { name: `alma-villas-reservations-${ctx.now.toISOString().slice(0, 10)}.csv`, body };
}
