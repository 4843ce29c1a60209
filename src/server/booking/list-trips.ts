import 'server-only';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { reservations } from '../db/schema/booking';
import { guestScopeSql } from './booking.policy';
import type { Trip } from './booking.types';
import { loadTrips } from './load-trips';

/** The actor's trips, latest arrival first (401 without an account). */
export async function listTrips(ctx: ServiceContext): Promise<Trip[]> {
  requireUser(ctx.actor);
  return loadTrips(ctx.orm, [guestScopeSql(ctx.actor, reservations)], ctx.locale, ctx.now);
}
