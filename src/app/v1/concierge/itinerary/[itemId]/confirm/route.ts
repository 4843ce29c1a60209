import { tripIdOrThrow } from '@/server/booking/trip-id';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { confirmItineraryItem } from '@/server/trips/itinerary.service';
import { confirmItineraryItemSchema } from '@/server/trips/itinerary.schema';

export const dynamic = 'force-dynamic';

/** A concierge confirms a requested plan at `price_cents` → `{ data: item }`; the bill gets its line. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const itemId = tripIdOrThrow(ctx.params.itemId);
    const { price_cents } = parseInput(confirmItineraryItemSchema, await ctx.body());
    return ok(await confirmItineraryItem(context, itemId, price_cents));
  },
  { allow: requireConciergeWork },
);
