import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { UserActor } from '../access/actor';
import { type ServiceContext, withContext } from '../access/context';
import { rows } from '../db/raw';
import { conciergeNotes } from '../db/schema/concierge';
import { users } from '../db/schema/accounts';
import { notFound } from '../core/errors';
import { getTripDetail } from '../trips/trip-detail';
import type { TripDesk } from './trip.types';
import { getConciergeTripMoney } from './trip-money.service';
import { tripTimeline } from './trip-timeline';
import { inLocale } from '@/lib/bilingual';

/**
 * The trip in the concierge's scope (404 outside it, 403 for other roles), whole: what its guest
 * sees is read through the guest's own services with the guest as the actor, so the desk shows
 * exactly that and nothing more; private notes and the timeline are added beside it.
 */
export async function getTripDesk(ctx: ServiceContext, tripId: number): Promise<TripDesk> {
  const money = await getConciergeTripMoney(ctx, tripId);
  const [guest] = await rows<{ id: number; email: string; name: string; locale: string }>(
    ctx.orm,
    sql`select u.id, u.email, u.name, u.locale from reservations r join users u on u.id = r.user_id where r.id = ${tripId}`,
  );
  if (!guest) throw notFound();
  const asGuest: UserActor = {
    kind: 'user',
    userId: guest.id,
    sessionId: 0,
    email: guest.email,
    name: guest.name,
    locale: guest.locale,
    groups: [],
    role: 'user',
  };
  const guestView = await getTripDetail(withContext(ctx, { actor: asGuest }), tripId);
  const lines = await rows<{
    id: number;
    name_en: string;
    name_es: string;
    quantity: number;
    unit_price_cents: number;
    actual_cents: number | null;
  }>(
    ctx.orm,
    sql`select l.id, i.name_en, i.name_es, l.quantity, l.unit_price_cents, l.actual_cents
      from grocery_order_lines l join grocery_orders o on o.id = l.order_id join grocery_items i on i.id = l.item_id
      where o.reservation_id = ${tripId} order by i.position, i.id`,
  );
  const [order] = await rows<{ billed_cents: number; purchased_at: string | Date | null }>(
    ctx.orm,
    sql`select billed_cents, purchased_at from grocery_orders where reservation_id = ${tripId}`,
  );
  const notes = await ctx.orm
    .select({ id: conciergeNotes.id, body: conciergeNotes.body, author: users.name, createdAt: conciergeNotes.createdAt })
    .from(conciergeNotes)
    .leftJoin(users, eq(users.id, conciergeNotes.authorUserId))
    .where(eq(conciergeNotes.reservationId, tripId))
    .orderBy(asc(conciergeNotes.id));
  return {
    guest_view: guestView,
    money,
    grocery_lines: lines.map((l) => ({
      line_id: l.id,
      name: inLocale(ctx.locale, l.name_en, l.name_es),
      quantity: l.quantity,
      estimate_cents: l.quantity * l.unit_price_cents,
      actual_cents: l.actual_cents,
    })),
    grocery_billed_cents: order?.billed_cents ?? 0,
    grocery_purchased_at: order?.purchased_at ? new Date(order.purchased_at).toISOString() : null,
    notes: notes.reverse().map((n) => ({ id: n.id, body: n.body, author: n.author, created_at: new Date(n.createdAt).toISOString() })),
    timeline: await tripTimeline(ctx.orm, tripId),
  };
}
