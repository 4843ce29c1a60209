import type { Trip } from '../booking/booking.types';
import { todayIn } from '../core/calendar';

export type TripGroup = 'current' | 'upcoming' | 'past' | 'inactive';

export const TRIP_GROUPS: readonly TripGroup[] = ['current', 'upcoming', 'past', 'inactive'];

type Dated = Pick<Trip, 'status' | 'check_in' | 'check_out'> & { property: Pick<Trip['property'], 'time_zone'> };

/**
 * Where a trip belongs on /user/trips, by the villa's own date today (DESIGN §5): a confirmed stay
 * under way is current; one not begun (or a request still held) is upcoming; a confirmed stay that
 * has ended (completed, or confirmed on its last day before check-out time) is past; cancelled, declined and expired ones (and a request its arrival overtook) are
 * inactive.
 */
export function tripGroupOf(trip: Dated, now: Date): TripGroup {
  const today = todayIn(trip.property.time_zone, now);
  if (trip.status === 'completed') return 'past';
  if (trip.status === 'confirmed') {
    if (trip.check_out <= today) return 'past';
    return trip.check_in <= today ? 'current' : 'upcoming';
  }
  if ((trip.status === 'requested' || trip.status === 'awaiting_payment') && trip.check_in > today) return 'upcoming';
  return 'inactive';
}

/** The trips by group: current and upcoming soonest first, past and inactive latest first. */
export function groupTrips<T extends Dated>(trips: readonly T[], now: Date): Record<TripGroup, T[]> {
  const groups: Record<TripGroup, T[]> = { current: [], upcoming: [], past: [], inactive: [] };
  for (const trip of trips) groups[tripGroupOf(trip, now)].push(trip);
  const soonest = (a: T, b: T) => a.check_in.localeCompare(b.check_in);
  groups.current.sort(soonest);
  groups.upcoming.sort(soonest);
  groups.past.sort((a, b) => soonest(b, a));
  groups.inactive.sort((a, b) => soonest(b, a));
  return groups;
}
