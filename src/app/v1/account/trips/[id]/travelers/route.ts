import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { addTravelerSchema } from '@/server/trips/itinerary.schema';
import { addTraveler, listTravelers } from '@/server/trips/travelers.service';
import { recordWrite, withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** The trip's travelers, lead guest first → `{ data, meta: { count, capacity } }`. */
export const GET = withRecord(
  tripIdOrThrow,
  async (context, id) => {
    const { travelers, capacity } = await listTravelers(context, id);
    return ok(travelers, { meta: { count: travelers.length, capacity } });
  },
  { allow: requireUser },
);

/** Adds a traveler → 201 `{ data: traveler }`; 409 `travelers_exceed_guests` at the booked guests, `trip_closed`. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(addTravelerSchema, body), addTraveler, {
  allow: requireUser,
  status: 201,
});
