import { assertConciergeRole } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/http/validation';
import { confirmItineraryItem } from '@/server/trips/itinerary.service';
import { confirmItineraryItemSchema } from '@/server/trips/plans.schema';

export const dynamic = 'force-dynamic';

/** A concierge confirms a requested plan at `price_cents` → `{ data: item }`; the bill gets its line. */
export const POST = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  // The role first (403): a caller who may not confirm learns nothing of the body's shape.
  assertConciergeRole(actor);
  const itemId = tripIdOrThrow(ctx.params.itemId);
  const { price_cents } = parseInput(confirmItineraryItemSchema, await ctx.body());
  return ok(await confirmItineraryItem(ctx.orm, { ...actor, locale: ctx.locale }, itemId, price_cents));
});
