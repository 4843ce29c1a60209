import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema/accounts';
import { groceryOrderLines, groceryOrders } from '@/server/db/schema/trips';
import type { Orm } from '@/server/db/open';
import { addExtraCharge } from '@/server/ledger/extras';
import { withLockedAccount } from '@/server/ledger/ledger';
import { userActor } from './context';

/** An extra a staff member added to a trip's bill (what the desk's void acts on); returns its entry id. */
export async function staffExtra(orm: Orm, tripId: number, staffId: number, amountCents = 12_000): Promise<number> {
  const [staff] = await orm.select().from(users).where(eq(users.id, staffId));
  if (!staff) throw new Error('no such staff member');
  const out = await withLockedAccount(orm, tripId, (tx, locked) =>
    addExtraCharge(tx, locked, { description: 'Late check-out', amountCents }, { actor: userActor(staff), now: new Date() }),
  );
  return out.entryId;
}

/**
 * A submitted grocery list on a trip with one line per item given (quantity × unit price), its
 * estimate marked as billed; `actual` prices the lines. The ledger entry for the estimate is the
 * caller's business (tests post it with postTestEntries when the figures matter).
 */
export async function submittedGroceries(
  orm: Orm,
  tripId: number,
  lines: { itemId: number; quantity: number; unitPriceCents: number; actualCents?: number }[],
): Promise<{ orderId: number; lineIds: number[]; estimate: number }> {
  const estimate = lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
  const [order] = await orm
    .insert(groceryOrders)
    .values({ reservationId: tripId, status: 'submitted', estimatedCents: estimate, billedCents: estimate, submittedAt: new Date() })
    .returning();
  if (!order) throw new Error('grocery order insert returned nothing');
  const inserted = await orm
    .insert(groceryOrderLines)
    .values(
      lines.map((l) => ({
        orderId: order.id,
        itemId: l.itemId,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        actualCents: l.actualCents ?? null,
      })),
    )
    .returning({ id: groceryOrderLines.id });
  return { orderId: order.id, lineIds: inserted.map((l) => l.id), estimate };
}
