import { assertConciergeRole } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';
import { declineItineraryItem } from '@/server/trips/itinerary.service';

export const dynamic = 'force-dynamic';

/** A concierge declines a requested plan → `{ data: item }` (`declined`, nothing on the bill). */
export const POST = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  assertConciergeRole(actor);
  const itemId = tripIdOrThrow(ctx.params.itemId);
  return ok(await declineItineraryItem(ctx.orm, { ...actor, locale: ctx.locale }, itemId));
});
