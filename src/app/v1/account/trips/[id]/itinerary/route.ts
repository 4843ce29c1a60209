import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { addItineraryItem, listItinerary } from '@/server/trips/itinerary.service';
import { addItineraryItemSchema } from '@/server/trips/itinerary.schema';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** The trip's plans by day and time → `{ data: items, meta: { count } }`; another guest's trip is 404. */
export const GET = withRecord(
  tripIdOrThrow,
  async (context, id) => {
    const items = await listItinerary(context, id);
    return ok(items, { meta: { count: items.length } });
  },
  { allow: requireUser },
);

/** Asks for a plan → 201 `{ data: item }` (`requested`); 400 with fields, 409 `trip_closed`. */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const input = parseInput(addItineraryItemSchema, await ctx.body());
    const item = await addItineraryItem(context, id, input);
    return ok(item, { status: 201 });
  },
  { allow: requireUser },
);
