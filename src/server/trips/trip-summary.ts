import 'server-only';
import { sql } from 'drizzle-orm';
import type { CancellationPolicyName } from '../booking/cancellation-policies';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';

/**
 * Small reads for the trip hub and overview, by reservation id. The caller has already checked the
 * trip is the actor's (tripPageData / getTrip answer 404 otherwise), so these take the id alone.
 */

export interface GrocerySummary {
  status: 'none' | 'draft' | 'submitted';
  estimated_cents: number;
}

/** The trip's grocery list: none yet, a saved draft, or submitted to the concierge, with its estimate. */
export async function grocerySummary(orm: Orm, reservationId: number): Promise<GrocerySummary> {
  const [row] = await rows<GrocerySummary>(
    orm,
    sql`select o.status::text as status, o.estimated_cents from grocery_orders o where o.reservation_id = ${reservationId}`,
  );
  return row ?? { status: 'none', estimated_cents: 0 };
}

export interface ItinerarySummary {
  /** Plans still on: requested or confirmed (declined and cancelled ones are not counted). */
  total: number;
  requested: number;
  confirmed: number;
}

export async function itinerarySummary(orm: Orm, reservationId: number): Promise<ItinerarySummary> {
  const [row] = await rows<{ requested: number; confirmed: number }>(
    orm,
    sql`select count(*) filter (where status = 'requested')::int as requested,
        count(*) filter (where status = 'confirmed')::int as confirmed
      from itinerary_items where reservation_id = ${reservationId}`,
  );
  const requested = row?.requested ?? 0;
  const confirmed = row?.confirmed ?? 0;
  return { total: requested + confirmed, requested, confirmed };
}

export interface TravelerSummary {
  count: number;
  /** The villa's maximum capacity. */
  capacity: number;
}

export async function travelerSummary(orm: Orm, reservationId: number): Promise<TravelerSummary> {
  const [row] = await rows<{ count: number; capacity: number }>(
    orm,
    sql`select (select count(*)::int from travelers t where t.reservation_id = r.id) as count, p.maximum_capacity as capacity
      from reservations r join properties p on p.id = r.property_id where r.id = ${reservationId}`,
  );
  return { count: row?.count ?? 0, capacity: row?.capacity ?? 0 };
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
export async function tripVilla(orm: Orm, reservationId: number): Promise<TripVilla | null> {
  const [row] = await rows<TripVilla>(
    orm,
    sql`select p.address, p.lat, p.lng, p.check_in_time, p.check_out_time, p.cancellation_policy::text as policy,
        p.maximum_capacity as capacity
      from reservations r join properties p on p.id = r.property_id where r.id = ${reservationId}`,
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
export async function tripConcierge(orm: Orm, reservationId: number): Promise<TripConcierge | null> {
  const [row] = await rows<TripConcierge>(
    orm,
    sql`select u.name, u.email, u.phone
      from reservations r join properties p on p.id = r.property_id
        join concierge_assignments a on a.state_id = p.state_id or (a.state_id is null and a.country_id = p.country_id)
        join users u on u.id = a.user_id
      where r.id = ${reservationId}
      order by (a.state_id is null), a.id
      limit 1`,
  );
  return row ?? null;
}
