import 'server-only';
import { sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { guestScopeSql } from '../booking/booking.policy';
import type { CancellationPolicyName } from '../booking/cancellation-policies';
import { rows } from '../db/raw';
import { notFound } from '../core/errors';

/**
 * Small reads for the trip hub and overview, by reservation id. Each filters by the same guest
 * scope as getTrip (booking.policy's guestScopeSql): another guest's trip, or none, is 404.
 */

/** The reservation `r` (joined in each query below) is the actor's own. */
const own = (ctx: ServiceContext) => {
  requireUser(ctx.actor);
  return guestScopeSql(ctx.actor, { userId: sql.raw('r.user_id') });
};

export interface GrocerySummary {
  status: 'none' | 'draft' | 'submitted';
  estimated_cents: number;
}

/** The trip's grocery list: none yet, a saved draft, or submitted to the concierge, with its estimate. */
export async function grocerySummary(ctx: ServiceContext, reservationId: number): Promise<GrocerySummary> {
  const [row] = await rows<{ status: GrocerySummary['status'] | null; estimated_cents: number | null }>(
    ctx.orm,
    sql`select o.status::text as status, o.estimated_cents
      from reservations r left join grocery_orders o on o.reservation_id = r.id
      where r.id = ${reservationId} and ${own(ctx)}`,
  );
  if (!row) throw notFound();
  return { status: row.status ?? 'none', estimated_cents: row.estimated_cents ?? 0 };
}

export interface ItinerarySummary {
  /** Plans still on: requested or confirmed (declined and cancelled ones are not counted). */
  total: number;
  requested: number;
  confirmed: number;
}

export async function itinerarySummary(ctx: ServiceContext, reservationId: number): Promise<ItinerarySummary> {
  const [row] = await rows<{ requested: number; confirmed: number }>(
    ctx.orm,
    sql`select count(i.id) filter (where i.status = 'requested')::int as requested,
        count(i.id) filter (where i.status = 'confirmed')::int as confirmed
      from reservations r left join itinerary_items i on i.reservation_id = r.id
      where r.id = ${reservationId} and ${own(ctx)}
      group by r.id`,
  );
  if (!row) throw notFound();
  const requested = row?.requested ?? 0;
  const confirmed = row?.confirmed ?? 0;
  return { total: requested + confirmed, requested, confirmed };
}

export interface TravelerSummary {
  count: number;
  /** The most travelers the trip can list: its booked guests. */
  capacity: number;
}

export async function travelerSummary(ctx: ServiceContext, reservationId: number): Promise<TravelerSummary> {
  const [row] = await rows<{ count: number; capacity: number }>(
    ctx.orm,
    sql`select (select count(*)::int from travelers t where t.reservation_id = r.id) as count, r.guests as capacity
      from reservations r where r.id = ${reservationId} and ${own(ctx)}`,
  );
  if (!row) throw notFound();
  return { count: row.count, capacity: row.capacity };
}

export interface TripVilla {
  address: string;
  lat: number;
  lng: number;
  check_in_time: string;
  check_out_time: string;
  policy: CancellationPolicyName;
  capacity: number;
}

/** The villa details of a stay that the trip itself does not carry (the address is for confirmed stays only: the page decides). */
export async function tripVilla(ctx: ServiceContext, reservationId: number): Promise<TripVilla | null> {
  const [row] = await rows<TripVilla>(
    ctx.orm,
    sql`select p.address, p.lat, p.lng, p.check_in_time, p.check_out_time, p.cancellation_policy::text as policy,
        p.maximum_capacity as capacity
      from reservations r join properties p on p.id = r.property_id where r.id = ${reservationId} and ${own(ctx)}`,
  );
  return row ? { ...row, lat: Number(row.lat), lng: Number(row.lng) } : null;
}

export interface TripConcierge {
  name: string;
  email: string;
  phone: string;
}

/**
 * The concierge who looks after the villa's destination: one assigned to its state, else one
 * assigned to its whole country; null when nobody is (the page then gives the general desk).
 */
export async function tripConcierge(ctx: ServiceContext, reservationId: number): Promise<TripConcierge | null> {
  const [row] = await rows<TripConcierge>(
    ctx.orm,
    sql`select u.name, u.email, u.phone
      from reservations r join properties p on p.id = r.property_id
        join concierge_assignments a on a.state_id = p.state_id or (a.state_id is null and a.country_id = p.country_id)
        join users u on u.id = a.user_id
      where r.id = ${reservationId} and ${own(ctx)}
      order by (a.state_id is null), a.id
      limit 1`,
  );
  return row ?? null;
}
