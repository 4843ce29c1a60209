import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';
import { getTripDetail } from '@/server/trips/trip-detail';

export const dynamic = 'force-dynamic';

/** One of the guest's trips with its quote, ledger, grocery list, plans and travelers; anyone else's is 404. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await getTripDetail(context, tripIdOrThrow(ctx.params.id)));
  },
  { allow: requireUser },
);
