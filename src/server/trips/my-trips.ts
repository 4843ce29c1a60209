import 'server-only';
import type { ServiceContext } from '../access/context';
import type { Trip } from '../booking/booking.types';
import { listTrips } from '../booking/list-trips';

/** The signed-in guest's trips for /user/trips; none for anyone else (the proxy has already sent visitors to /login). */
export async function listMyTrips(ctx: ServiceContext): Promise<Trip[]> {
  return ctx.actor.kind === 'user' ? listTrips(ctx) : [];
}
