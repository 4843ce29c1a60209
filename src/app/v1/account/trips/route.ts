import { requireUser } from '@/server/access/actor';
import { listTrips } from '@/server/booking/list-trips';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** The signed-in guest's trips, latest arrival first → `{ data: [trip], meta: { count } }`. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const trips = await listTrips(context);
    return ok(trips, { meta: { count: trips.length } });
  },
  { allow: requireUser },
);
