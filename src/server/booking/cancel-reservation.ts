import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { charges, occupancies, reservations } from '../db/schema/booking';
import { notFound } from '../http/errors';
import { serverTranslator } from '../http/locale';
import { bookingError } from './booking-errors';
import { canCancelReservation } from './booking.policy';
import type { Trip } from './booking.types';
import type { CancellationPolicyName } from './cancellation-policies';
import { type CancellableStay, type CancellationPreview, cancellationPreview } from './cancellation-preview';
import { getTrip } from './get-trip';

interface CancellationRow {
  id: number;
  user_id: number;
  status: Trip['status'];
  check_in: string;
  check_out: string;
  total_cents: number;
  policy: CancellationPolicyName;
  time_zone: string;
}

async function cancellationRow(orm: Orm, reservationId: number): Promise<CancellationRow | undefined> {
  const [row] = await rows<CancellationRow>(
    orm,
    sql`select r.id, r.user_id, r.status::text as status, r.check_in::text as check_in, r.check_out::text as check_out,
        r.total_cents, p.cancellation_policy::text as policy, coalesce(s.time_zone, c.time_zone) as time_zone
      from reservations r join properties p on p.id = r.property_id
        join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where r.id = ${reservationId}`,
  );
  return row;
}

const stayOf = (row: CancellationRow): CancellableStay => ({
  status: row.status,
  checkIn: row.check_in,
  checkOut: row.check_out,
  totalCents: row.total_cents,
  timeZone: row.time_zone,
});

/** What cancelling one of the actor's trips now would refund, and until when each refund applies; anyone else's is 404. */
export async function getCancellationPreview(ctx: ServiceContext, reservationId: number): Promise<CancellationPreview> {
  requireUser(ctx.actor);
  const row = await cancellationRow(ctx.orm, reservationId);
  if (!row || !canCancelReservation(ctx.actor, { userId: row.user_id })) throw notFound();
  return cancellationPreview(stayOf(row), row.policy, ctx.now);
}

/**
 * The guest cancels their trip (DESIGN §5). A confirmed stay refunds by the property's policy and
 * the whole days left before arrival in the property's own date; a request not yet accepted is
 * withdrawn in full. The ledger gets a `cancellation` credit of the refundable part (the rest stays
 * due as the cancellation fee) and, for money already paid, a `refund` line. 409 once cancelled,
 * declined, expired or over.
 */
export async function cancelReservation(ctx: ServiceContext, reservationId: number): Promise<Trip> {
  requireUser(ctx.actor);
  const { orm, now } = ctx;
  const row = await cancellationRow(orm, reservationId);
  if (!row || !canCancelReservation(ctx.actor, { userId: row.user_id })) throw notFound();
  // The same answer the guest was shown (GET /v1/account/trips/{id}/cancellation).
  const preview = cancellationPreview(stayOf(row), row.policy, now);
  if (!preview.cancellable) throw bookingError(409, 'not_cancellable');
  const percent = preview.refund_percent;
  const refund = preview.refund_cents;
  await orm.transaction(async (tx) => {
    const updated = await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: now, refundCents: refund, holdExpiresAt: null })
      .where(and(eq(reservations.id, reservationId), sql`${reservations.status} in ('confirmed', 'requested')`))
      .returning({ id: reservations.id });
    if (updated.length === 0) throw bookingError(409, 'not_cancellable');
    await tx.delete(occupancies).where(eq(occupancies.reservationId, reservationId));
    const [paidRow] = await rows<{ paid: number }>(
      tx as unknown as Orm,
      sql`select coalesce(-sum(amount_cents), 0)::int as paid from charges where reservation_id = ${reservationId} and kind in ('payment', 'refund')`,
    );
    const paid = Math.max(0, paidRow?.paid ?? 0);
    const en = serverTranslator('en');
    const es = serverTranslator('es');
    const lines: (typeof charges.$inferInsert)[] = [
      {
        reservationId,
        kind: 'cancellation',
        labelEn: en('booking.charges.cancellation', { percent }),
        labelEs: es('booking.charges.cancellation', { percent }),
        amountCents: 0 - refund,
        createdAt: now,
      },
    ];
    const refunded = Math.min(refund, paid);
    if (refunded > 0) {
      lines.push({
        reservationId,
        kind: 'refund',
        labelEn: en('booking.charges.refund'),
        labelEs: es('booking.charges.refund'),
        amountCents: refunded,
        createdAt: now,
      });
    }
    await tx.insert(charges).values(lines);
  });
  return getTrip(ctx, reservationId);
}
