import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { addItineraryItem, listItinerary } from '@/server/trips/itinerary.service';
import { addItineraryItemSchema } from '@/server/trips/itinerary.schema';

export const dynamic = 'force-dynamic';

/** The trip's plans by day and time → `{ data: items, meta: { count } }`; another guest's trip is 404. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const items = await listItinerary(context, tripIdOrThrow(ctx.params.id));
    return ok(items, { meta: { count: items.length } });
  },
  { allow: requireUser },
);

/** Asks for a plan → 201 `{ data: item }` (`requested`); 400 with fields, 409 `trip_closed`. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(addItineraryItemSchema, await ctx.body());
    const item = await addItineraryItem(context, id, input);
    return ok(item, { status: 201 });
  },
  { allow: requireUser },
);
