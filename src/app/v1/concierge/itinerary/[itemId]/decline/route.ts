import { tripIdOrThrow } from '@/server/booking/trip-id';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { declineItineraryItem } from '@/server/trips/itinerary.service';
import { declineItineraryItemSchema } from '@/server/trips/itinerary.schema';

export const dynamic = 'force-dynamic';

/** A concierge declines a requested plan, with an optional reason the guest sees → `{ data: item }` (`declined`, nothing on the bill). */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const itemId = tripIdOrThrow(ctx.params.itemId);
    const { reason } = parseInput(declineItineraryItemSchema, await ctx.body());
    return ok(await declineItineraryItem(context, itemId, reason));
  },
  { allow: requireConciergeWork },
);
