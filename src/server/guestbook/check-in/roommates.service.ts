import 'server-only';
import type { ServiceContext } from '../../access/context';
import type { AddTravelerInput } from '../../trips/itinerary.schema';
import { addTravelerTo, removeTravelerFrom, type TravelerTrip, travelersOf } from '../../trips/travelers.service';
import type { Traveler } from '../../trips/trips.types';
import { type GuestbookStay, guestbookStay } from '../guestbook-access';

/** The stay as the trip's travelers see it: the same rows and rules as the account's trip pages. */
const asTrip = (stay: GuestbookStay): TravelerTrip => ({
  id: stay.reservationId,
  status: stay.status,
  checkOut: stay.checkOut,
  today: stay.today,
  capacity: stay.guests,
});

/** The stay's travelers (the trip pages' own list), lead guest first, with the most it can list (its booked guests). */
export async function listRoommates(ctx: ServiceContext, number: string): Promise<{ travelers: Traveler[]; capacity: number }> {
  return travelersOf(ctx.orm, asTrip(await guestbookStay(ctx, number)));
}

/** Adds a traveler from the guestbook, up to the booked guests (409 `travelers_exceed_guests`). */
export async function addRoommate(ctx: ServiceContext, number: string, input: AddTravelerInput): Promise<Traveler> {
  return addTravelerTo(ctx, async (c, opts) => asTrip(await guestbookStay(c, number, opts)), input);
}

/** Removes a traveler of this stay (another stay's id is 404); never the lead guest (409 `lead_not_removable`). */
export async function removeRoommate(ctx: ServiceContext, number: string, travelerId: number): Promise<void> {
  await removeTravelerFrom(ctx.orm, asTrip(await guestbookStay(ctx, number)), travelerId);
}
