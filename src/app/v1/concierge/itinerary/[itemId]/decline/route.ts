import { tripIdOrThrow } from '@/server/booking/trip-id';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { ok, withApi } from '@/server/http/api';
import { declineItineraryItem } from '@/server/trips/itinerary.service';

export const dynamic = 'force-dynamic';

/** A concierge declines a requested plan → `{ data: item }` (`declined`, nothing on the bill). */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const itemId = tripIdOrThrow(ctx.params.itemId);
    return ok(await declineItineraryItem(context, itemId));
  },
  { allow: requireConciergeWork },
);
