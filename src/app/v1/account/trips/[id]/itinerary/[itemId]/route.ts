import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';
import { cancelItineraryItem } from '@/server/trips/itinerary.service';

export const dynamic = 'force-dynamic';

/** The guest withdraws a plan → `{ data: item }` (`cancelled`); a confirmed one's charge is reversed. */
export const DELETE = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const itemId = tripIdOrThrow(ctx.params.itemId);
    return ok(await cancelItineraryItem(context, id, itemId));
  },
  { allow: requireUser },
);
