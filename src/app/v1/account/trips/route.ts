import { listTrips } from '@/server/booking/booking.service';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** The signed-in guest's trips, latest arrival first → `{ data: [trip], meta: { count } }`. */
export const GET = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  const trips = await listTrips(ctx.orm, actor, ctx.locale);
  return ok(trips, { meta: { count: trips.length } });
});
