import 'server-only';
import type { ServiceContext } from '../access/context';
import type { Trip } from '../booking/booking.types';
import { getTrip } from '../booking/get-trip';
import { getGroceryOrder } from './groceries.service';
import type { GroceryOrder } from './trips.types';
import { listItinerary } from './itinerary.service';
import type { ItineraryItem } from './trips.types';
import { listTravelers } from './travelers.service';
import type { Traveler } from './trips.types';

/** GET /v1/account/trips/{id}: the trip with its ledger, grocery list, plans and travelers. */
export interface TripDetail extends Trip {
  groceries: GroceryOrder;
  itinerary: ItineraryItem[];
  travelers: Traveler[];
  /** The most travelers the villa takes (its maximum capacity). */
  traveler_capacity: number;
}

/** One of the actor's trips, whole; anyone else's (or none) is 404 like getTrip. */
export async function getTripDetail(ctx: ServiceContext, id: number): Promise<TripDetail> {
  const trip = await getTrip(ctx, id);
  const [groceries, itinerary, party] = await Promise.all([getGroceryOrder(ctx, id), listItinerary(ctx, id), listTravelers(ctx, id)]);
  return { ...trip, groceries, itinerary, travelers: party.travelers, traveler_capacity: party.capacity };
}
