import { getTrip } from '@/server/booking/booking.service';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** One of the guest's trips with its frozen quote, charges and balance due; anyone else's is 404. */
export const GET = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  return ok(await getTrip(ctx.orm, actor, tripIdOrThrow(ctx.params.id), ctx.locale));
});
