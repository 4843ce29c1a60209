import type { AuditAction } from '@/lib/audit-actions';
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import type { Orm } from '../db/open';
import { occupancies, reservations } from '../db/schema/booking';
import { recordTripEvent } from '../concierge/trip-events';
import { publishLiveEvent } from '../live/publish';
import { bookingError } from './booking-errors';
import { reservationInScope } from './concierge-scope';
import { sendDecisionMail } from './decision-mail';
import { expireRequests } from './expire-requests';
import { PAYMENT_HOLD_MS } from './holds';

/** The trip's open pages learn its new status live (DESIGN §10), in the transaction that sets it. */
function publishStatus(tx: Orm, reservationId: number, status: string) {
  return publishLiveEvent(tx, { kind: 'reservation_status', reservationId, payload: { trip_id: reservationId, status } });
}

/** A requested reservation a concierge may decide on: 401/403 by role, 404 outside their scope, 409 once decided. */
async function requestInScope(ctx: ServiceContext, reservationId: number) {
  const row = await reservationInScope(ctx, reservationId);
  if (row.status !== 'requested') throw bookingError(409, 'not_requested');
}

/**
 * The request, still `requested`, takes its decision (`set`) in the transaction `tx`, audited as
 * `action` with its villa; 409 not_requested when another decision came first.
 */
async function leaveRequested(
  tx: Orm,
  ctx: ServiceContext,
  reservationId: number,
  decision: { set: Partial<typeof reservations.$inferInsert>; action: AuditAction; after: Record<string, unknown> },
) {
  const [row] = await tx
    .update(reservations)
    .set(decision.set)
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'requested')))
    .returning({ id: reservations.id, propertyId: reservations.propertyId });
  if (!row) throw bookingError(409, 'not_requested');
  await recordAudit(tx, ctx, {
    action: decision.action,
    objectType: 'reservation',
    objectId: reservationId,
    before: { property_id: row.propertyId, status: 'requested' },
    after: { property_id: row.propertyId, ...decision.after },
  });
}

/**
 * A concierge accepts a request: it awaits payment (DESIGN §5), its nights held 72 more hours
 * for the deposit, and the guest is mailed.
 */
export async function confirmRequest(ctx: ServiceContext, reservationId: number) {
  const { orm, now } = ctx;
  await expireRequests(ctx);
  await requestInScope(ctx, reservationId);
  await orm.transaction(async (tx) => {
    await leaveRequested(tx, ctx, reservationId, {
      set: { status: 'awaiting_payment', holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS) },
      action: 'reservation.confirm',
      after: { status: 'awaiting_payment' },
    });
    await recordTripEvent(tx, { reservationId, actor: ctx.actor, kind: 'confirmed' });
    await publishStatus(tx, reservationId, 'awaiting_payment');
  });
  await sendDecisionMail(orm, reservationId, 'confirmed');
}

/**
 * A concierge turns a request down with a reason: `declined`, its nights are free again, the
 * reason goes on the trip's timeline (a `declined` event) and into the guest's mail as written.
 */
export async function declineRequest(ctx: ServiceContext, reservationId: number, input: { reason: string }) {
  const { orm, now } = ctx;
  await expireRequests(ctx);
  await requestInScope(ctx, reservationId);
  await orm.transaction(async (tx) => {
    await leaveRequested(tx, ctx, reservationId, {
      set: { status: 'declined', declinedAt: now, holdExpiresAt: null },
      action: 'reservation.decline',
      after: { status: 'declined', reason: input.reason },
    });
    await tx.delete(occupancies).where(eq(occupancies.reservationId, reservationId));
    await recordTripEvent(tx, { reservationId, actor: ctx.actor, kind: 'declined', data: { reason: input.reason } });
    await publishStatus(tx, reservationId, 'declined');
  });
  await sendDecisionMail(orm, reservationId, 'declined', { reason: input.reason });
}
