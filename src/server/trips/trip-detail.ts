import 'server-only';
import type { ServiceContext } from '../access/context';
import { getTrip } from '../booking/get-trip';
import { getGroceryOrder } from './groceries.service';
import { listItinerary } from './itinerary.service';
import { listTravelers } from './travelers.service';
import type { z } from 'zod';
import type { apiTripDetailSchema } from './trip-detail.openapi';

/** GET /v1/account/trips/{id}: the trip with its ledger, grocery list, plans and travelers. */
export type TripDetail = z.infer<typeof apiTripDetailSchema>;

/** One of the actor's trips, whole; anyone else's (or none) is 404 like getTrip. */
export async function getTripDetail(ctx: ServiceContext, id: number): Promise<TripDetail> {
  const trip = await getTrip(ctx, id);
  const [groceries, itinerary, party] = await Promise.all([getGroceryOrder(ctx, id), listItinerary(ctx, id), listTravelers(ctx, id)]);
  return { ...trip, groceries, itinerary, travelers: party.travelers, traveler_capacity: party.capacity };
}
