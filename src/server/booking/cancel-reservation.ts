import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { occupancies } from '../db/schema/booking';
import { readAccount, withLockedAccount } from '../ledger/ledger';
import { cancelAccount } from '../ledger/operations';
import { runProviderRefunds } from '../payments/refund-runner';
import { notFound } from '../core/errors';
import { bookingError } from './booking-errors';
import { canCancelReservation } from './booking.policy';
import type { Trip } from './booking.types';
import type { StoredStatus } from './stay-status';
import type { CancellationPolicyName } from './cancellation-policies';
import { type CancellableStay, type CancellationPreview, cancellationPreview } from './cancellation-preview';
import { getTrip } from './get-trip';

interface CancellationRow {
  id: number;
  user_id: number;
  status: StoredStatus;
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

/**
 * What cancelling one of the actor's trips now would give back, from its ledger (the policy's share
 * of the stay is kept, never more than was paid), and until when each refund applies; anyone
 * else's is 404.
 */
export async function getCancellationPreview(ctx: ServiceContext, reservationId: number): Promise<CancellationPreview> {
  requireUser(ctx.actor);
  const row = await cancellationRow(ctx.orm, reservationId);
  if (!row || !canCancelReservation(ctx.actor, { userId: row.user_id })) throw notFound();
  const held = await readAccount(ctx.orm, reservationId);
  return cancellationPreview({ ...stayOf(row), entries: held?.entries ?? [] }, row.policy, ctx.now);
}

/**
 * The guest cancels their trip (DESIGN §5). A stay awaiting payment or confirmed keeps what its
 * policy does not refund for the whole days left before arrival in the property's own date; a
 * request not yet accepted is withdrawn in full. The ledger closes the account (cancelAccount):
 * what was paid beyond what the stay keeps is refunded, card payments through their provider once
 * the transaction commits. 409 `stay_started` from the villa's check-in day (a stay under way is
 * ended by the concierge), 409 `not_cancellable` once cancelled, declined, expired or over.
 */
export async function cancelReservation(ctx: ServiceContext, reservationId: number): Promise<Trip> {
  requireUser(ctx.actor);
  const { orm, now } = ctx;
  const row = await cancellationRow(orm, reservationId);
  if (!row || !canCancelReservation(ctx.actor, { userId: row.user_id })) throw notFound();
  // The same answer the guest was shown (GET /v1/account/trips/{id}/cancellation).
  const preview = cancellationPreview(stayOf(row), row.policy, now);
  if (preview.refusal) throw bookingError(409, preview.refusal);
  const outcome = await withLockedAccount(orm, reservationId, async (tx, locked) => {
    if (!['confirmed', 'requested', 'awaiting_payment'].includes(locked.reservation.status)) throw bookingError(409, 'not_cancellable');
    await tx.delete(occupancies).where(eq(occupancies.reservationId, reservationId));
    return cancelAccount(tx, locked, { refundPercent: preview.refund_percent }, { actor: ctx.actor, now });
  });
  await runProviderRefunds(orm, outcome.providerRefunds, now);
  return getTrip(ctx, reservationId);
}
