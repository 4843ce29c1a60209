import 'server-only';
import { eq } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { reservations } from '../db/schema/booking';
import { notFound } from '../core/errors';
import { guestScopeSql } from './booking.policy';
import type { Trip } from './booking.types';
import { loadTrips } from './load-trips';

/** One of the actor's trips (the same scope as listTrips); anyone else's, or none, is 404. */
export async function getTrip(ctx: ServiceContext, id: number): Promise<Trip> {
  requireUser(ctx.actor);
  const [trip] = await loadTrips(ctx.orm, [guestScopeSql(ctx.actor, reservations), eq(reservations.id, id)], ctx.locale, ctx.now);
  if (!trip) throw notFound();
  return trip;
}
