import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { type ServiceContext, withContext } from '../access/context';
import type { Orm } from '../db/open';
import { travelers } from '../db/schema/trips';
import { notFound } from '../core/errors';
import type { AddTravelerInput, UpdateTravelerInput } from './itinerary.schema';
import { assertTripOpen, ownTrip, plansError } from './trip-access';
import type { Traveler } from './trips.types';
import { inTransaction } from '../db/transaction';

const toTraveler = (r: typeof travelers.$inferSelect): Traveler => ({
  id: r.id,
  name: r.name,
  email: r.email,
  age_group: r.ageGroup,
  is_lead: r.isLead === 1,
});

/**
 * The facts of a trip its travelers are checked against, whoever reaches it: the account's trip
 * pages (ownTrip) or the stay's guestbook (guestbookStay). Both read and write the same rows.
 */
export interface TravelerTrip {
  id: number;
  status: string;
  /** Exclusive: the departure day. */
  checkOut: string;
  /** The villa's calendar date now. */
  today: string;
  /**
   * The most travelers the trip can list: the stay's booked guests (the villa's capacity was
   * checked when it was booked). More guests is a change of the booking, with its price.
   */
  capacity: number;
}

/** Loads the trip again (with `lock`, its reservation row locked inside the context's transaction), checking its caller. */
export type TravelerTripLoader = (ctx: ServiceContext, opts: { lock?: boolean }) => Promise<TravelerTrip>;

/** A trip's travelers, the lead guest first, with the most it can list; the caller was checked by whoever gave `trip`. */
export async function travelersOf(orm: Orm, trip: TravelerTrip): Promise<{ travelers: Traveler[]; capacity: number }> {
  const found = await orm
    .select()
    .from(travelers)
    .where(eq(travelers.reservationId, trip.id))
    .orderBy(desc(travelers.isLead), asc(travelers.createdAt), asc(travelers.id));
  return { travelers: found.map(toTraveler), capacity: trip.capacity };
}

/**
 * Adds a traveler, up to the stay's booked guests (then 409 `travelers_exceed_guests`). The trip row is
 * locked while counting (`load` with lock inside the transaction), so two adds at once cannot overfill it.
 */
export async function addTravelerTo(ctx: ServiceContext, load: TravelerTripLoader, input: AddTravelerInput): Promise<Traveler> {
  const { orm, now } = ctx;
  await load(ctx, {});
  return inTransaction(orm, async (tx) => {
    // Checked again with the trip row locked: a concurrent add, or the trip closing, waits and is seen here.
    const trip = await load(withContext(ctx, { orm: tx }), { lock: true });
    assertTripOpen(trip);
    const [row] = await tx.select({ n: count() }).from(travelers).where(eq(travelers.reservationId, trip.id));
    if ((row?.n ?? 0) >= trip.capacity) throw plansError(409, 'travelers_exceed_guests', { guests: trip.capacity });
    const [created] = await tx
      .insert(travelers)
      .values({
        reservationId: trip.id,
        name: input.name,
        email: input.email ?? '',
        ageGroup: input.age_group,
        isLead: 0,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('traveler insert returned nothing');
    return toTraveler(created);
  });
}

/** Removes a traveler of `trip` (another trip's id is 404); the lead guest's own row stays (409 `lead_not_removable`). */
export async function removeTravelerFrom(orm: Orm, trip: TravelerTrip, travelerId: number): Promise<void> {
  const current = await travelerOf(orm, trip.id, travelerId);
  assertTripOpen(trip);
  if (current.isLead === 1) throw plansError(409, 'lead_not_removable');
  await orm.delete(travelers).where(eq(travelers.id, current.id));
}

/** The account's trip as TravelerTrip facts (ownTrip: the lead guest's account only). */
const ownTripLoader =
  (tripId: number): TravelerTripLoader =>
  async (ctx, opts) => {
    const trip = await ownTrip(ctx, tripId, opts);
    return { ...trip, capacity: trip.guests };
  };

/** The trip's travelers, the lead guest first, with the most it can list (its booked guests). */
export async function listTravelers(ctx: ServiceContext, tripId: number): Promise<{ travelers: Traveler[]; capacity: number }> {
  return travelersOf(ctx.orm, await ownTripLoader(tripId)(ctx, {}));
}

/** The lead guest adds a traveler to their trip (addTravelerTo). */
export async function addTraveler(ctx: ServiceContext, tripId: number, input: AddTravelerInput): Promise<Traveler> {
  return addTravelerTo(ctx, ownTripLoader(tripId), input);
}

async function travelerOf(orm: Orm, tripId: number, travelerId: number) {
  const [row] = await orm
    .select()
    .from(travelers)
    .where(and(eq(travelers.id, travelerId), eq(travelers.reservationId, tripId)));
  if (!row) throw notFound();
  return row;
}

/** Edits a traveler's name, email or age group (the lead guest's own row too; never who leads). */
export async function updateTraveler(
  ctx: ServiceContext,
  tripId: number,
  travelerId: number,
  input: UpdateTravelerInput,
): Promise<Traveler> {
  const { orm } = ctx;
  const trip = await ownTrip(ctx, tripId);
  const current = await travelerOf(orm, trip.id, travelerId);
  assertTripOpen(trip);
  const set: Partial<typeof travelers.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.email !== undefined) set.email = input.email;
  if (input.age_group !== undefined) set.ageGroup = input.age_group;
  if (Object.keys(set).length === 0) return toTraveler(current);
  const [updated] = await orm.update(travelers).set(set).where(eq(travelers.id, current.id)).returning();
  if (!updated) throw notFound();
  return toTraveler(updated);
}

/** Removes a traveler; the lead guest's own row stays (409 `lead_not_removable`). */
export async function removeTraveler(ctx: ServiceContext, tripId: number, travelerId: number): Promise<void> {
  await removeTravelerFrom(ctx.orm, await ownTripLoader(tripId)(ctx, {}), travelerId);
}
