import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import { reservationInScope } from '../booking/concierge-scope';
import type { Orm } from '../db/open';
import { conciergeNotes } from '../db/schema/concierge';
import { groceryOrderLines, groceryOrders } from '../db/schema/trips';
import { sendMoneyNoticeMail } from '../booking/money-mail';
import { AppError } from '../core/errors';
import { addExtraCharge, settleGroceryPurchase, voidCharge } from '../ledger/extras';
import { withLockedAccount } from '../ledger/ledger';
import { recordTripEvent } from './trip-events';
import type { ChargeInput, NoteInput, PriceLinesInput, VoidChargeInput } from './trip.schema';
import { inTransaction } from '../db/transaction';

const deskError = (status: number, code: string, field?: string) =>
  new AppError(status, code, {
    message: { key: `tripDesk.errors.${code}` },
    ...(field ? { fields: { [field]: { key: `tripDesk.errors.${code}` } } } : {}),
  });

/** Money moves only on a trip that is still on: a declined, expired or cancelled one has a closed account. */
function assertOpen(scoped: { status: string }) {
  if (scoped.status === 'declined' || scoped.status === 'expired' || scoped.status === 'cancelled') throw deskError(409, 'trip_closed');
}

/** A private note on the trip: staff of its scope read it, the guest never does. */
export async function addTripNote(ctx: ServiceContext, tripId: number, input: NoteInput): Promise<{ id: number }> {
  const staff = requireUser(ctx.actor);
  await reservationInScope(ctx, tripId);
  const [note] = await ctx.orm
    .insert(conciergeNotes)
    .values({ reservationId: tripId, authorUserId: staff.userId, body: input.body, createdAt: ctx.now })
    .returning({ id: conciergeNotes.id });
  return { id: note?.id ?? 0 };
}

/** An extra on the trip's bill, written by the ledger with the concierge as its actor; the guest is mailed about it. */
export async function addDeskCharge(ctx: ServiceContext, tripId: number, input: ChargeInput): Promise<{ entry_id: number }> {
  assertOpen(await reservationInScope(ctx, tripId));
  const out = await withLockedAccount(ctx.orm, tripId, async (tx, locked) => {
    const added = await addExtraCharge(
      tx,
      locked,
      { description: input.description, amountCents: input.amount },
      { actor: ctx.actor, now: ctx.now },
    );
    await recordAudit(tx, ctx, {
      action: 'charge.add',
      objectType: 'reservation',
      objectId: tripId,
      after: {
        property_id: locked.reservation.propertyId,
        entry_id: added.entryId,
        description: input.description,
        amount_cents: input.amount,
        currency: locked.reservation.currency,
      },
    });
    return added;
  });
  await sendMoneyNoticeMail(ctx.orm, tripId, 'charge_added', { amountCents: input.amount, reason: '', description: input.description });
  return { entry_id: out.entryId };
}

/** Voids a desk charge or goodwill credit once, with a reason: a reversing entry; the timeline records who and why. */
export async function voidDeskCharge(
  ctx: ServiceContext,
  tripId: number,
  entryId: number,
  input: VoidChargeInput,
): Promise<{ voided: number }> {
  assertOpen(await reservationInScope(ctx, tripId));
  await withLockedAccount(ctx.orm, tripId, async (tx, locked) => {
    await voidCharge(tx, locked, { entryId, reason: input.reason }, { actor: ctx.actor, now: ctx.now });
    await recordTripEvent(tx, {
      reservationId: tripId,
      actor: ctx.actor,
      kind: 'charge_voided',
      data: { entry_id: entryId, reason: input.reason },
    });
    const entry = locked.entries.find((e) => e.id === entryId);
    await recordAudit(tx, ctx, {
      action: 'charge.void',
      objectType: 'reservation',
      objectId: tripId,
      before: { property_id: locked.reservation.propertyId, entry_id: entryId, amount_cents: entry?.amountCents ?? null, voided: false },
      after: { property_id: locked.reservation.propertyId, entry_id: entryId, voided: true, reason: input.reason },
    });
  });
  return { voided: entryId };
}

/** The trip's submitted grocery list, its row locked until the transaction ends; 409 when there is none. */
async function submittedOrder(db: Orm, tripId: number) {
  const [order] = await db.select().from(groceryOrders).where(eq(groceryOrders.reservationId, tripId)).for('update');
  if (order?.status !== 'submitted') throw deskError(409, 'groceries_not_submitted');
  return order;
}

/** What the concierge paid per line of the trip's submitted list. A line of another trip is 400 on its field; nothing is written then. */
export async function priceGroceryLines(ctx: ServiceContext, tripId: number, input: PriceLinesInput): Promise<{ priced: number }> {
  const scoped = await reservationInScope(ctx, tripId);
  assertOpen(scoped);
  await inTransaction(ctx.orm, async (tx) => {
    const order = await submittedOrder(tx, tripId);
    if (order.purchasedAt) throw deskError(409, 'groceries_purchased');
    const ids = input.lines.map((l) => l.line_id);
    const own = await tx
      .select({ id: groceryOrderLines.id, actualCents: groceryOrderLines.actualCents })
      .from(groceryOrderLines)
      .where(and(eq(groceryOrderLines.orderId, order.id), inArray(groceryOrderLines.id, ids)));
    const ownIds = new Set(own.map((l) => l.id));
    const index = input.lines.findIndex((l) => !ownIds.has(l.line_id));
    if (index >= 0) throw deskError(400, 'unknown_line', `lines.${index}.line_id`);
    for (const line of input.lines)
      await tx.update(groceryOrderLines).set({ actualCents: line.actual_cents }).where(eq(groceryOrderLines.id, line.line_id));
    const was = new Map(own.map((l) => [l.id, l.actualCents]));
    await recordAudit(tx, ctx, {
      action: 'charge.groceries_price',
      objectType: 'reservation',
      objectId: tripId,
      before: {
        property_id: scoped.propertyId,
        lines: input.lines.map((l) => ({ line_id: l.line_id, actual_cents: was.get(l.line_id) ?? null })),
      },
      after: { property_id: scoped.propertyId, lines: input.lines.map((l) => ({ line_id: l.line_id, actual_cents: l.actual_cents })) },
    });
  });
  return { priced: input.lines.length };
}

/**
 * The groceries were bought: every line must be priced (409 otherwise). The ledger posts the
 * difference between the estimate billed and the real cost; the list is final for the guest.
 */
export async function markGroceriesPurchased(ctx: ServiceContext, tripId: number): Promise<{ billed_cents: number }> {
  assertOpen(await reservationInScope(ctx, tripId));
  return withLockedAccount(ctx.orm, tripId, async (tx, locked) => {
    const order = await submittedOrder(tx, tripId);
    if (order.purchasedAt) throw deskError(409, 'groceries_purchased');
    const [sum] = await tx
      .select({
        unpriced: sql<number>`count(*) filter (where ${groceryOrderLines.actualCents} is null)::int`,
        actual: sql<number>`coalesce(sum(${groceryOrderLines.actualCents}), 0)::int`,
      })
      .from(groceryOrderLines)
      .where(eq(groceryOrderLines.orderId, order.id));
    if (!sum || Number(sum.unpriced) > 0) throw deskError(409, 'groceries_unpriced');
    const out = await settleGroceryPurchase(
      tx,
      locked,
      { billedCents: order.billedCents, actualCents: Number(sum.actual), reference: `grocery-order:${tripId}` },
      { actor: ctx.actor, now: ctx.now },
    );
    await tx
      .update(groceryOrders)
      .set({ billedCents: out.billedCents, purchasedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(groceryOrders.id, order.id));
    await recordTripEvent(tx, {
      reservationId: tripId,
      actor: ctx.actor,
      kind: 'groceries_purchased',
      data: { estimated_cents: order.billedCents, actual_cents: out.billedCents },
    });
    await recordAudit(tx, ctx, {
      action: 'charge.groceries',
      objectType: 'reservation',
      objectId: tripId,
      before: { property_id: locked.reservation.propertyId, groceries_billed_cents: order.billedCents, purchased: false },
      after: { property_id: locked.reservation.propertyId, groceries_billed_cents: out.billedCents, purchased: true },
    });
    return { billed_cents: out.billedCents };
  });
}
