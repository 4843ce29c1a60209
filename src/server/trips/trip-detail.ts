import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Actor } from '../accounts/session';
import { getTrip, type Trip } from '../booking/booking.service';
import type { Orm } from '../db/open';
import { type GroceryOrder, getGroceryOrder } from './groceries.service';
import { type ItineraryItem, listItinerary } from './itinerary.service';
import { listTravelers, type Traveler } from './travelers.service';

/** GET /v1/account/trips/{id}: the trip with its ledger, grocery list, plans and travelers. */
export interface TripDetail extends Trip {
  groceries: GroceryOrder;
  itinerary: ItineraryItem[];
  travelers: Traveler[];
  /** The most travelers the villa takes (its maximum capacity). */
  traveler_capacity: number;
}

/** One of the actor's trips, whole; anyone else's (or none) is 404 like getTrip. */
export async function getTripDetail(orm: Orm, actor: Actor, id: number, locale: Locale, now: Date = new Date()): Promise<TripDetail> {
  const trip = await getTrip(orm, actor, id, locale);
  const [groceries, itinerary, party] = await Promise.all([
    getGroceryOrder(orm, actor, id, locale, now),
    listItinerary(orm, actor, id, locale),
    listTravelers(orm, actor, id),
  ]);
  return { ...trip, groceries, itinerary, travelers: party.travelers, traveler_capacity: party.capacity };
}
