import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { getTripDesk } from '@/server/concierge/trip.service';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** A trip of the concierge's destinations as its guest sees it, with its money, private notes and timeline → `{ data }`. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await getTripDesk(context, tripIdOrThrow(ctx.params.id)));
  },
  { allow: requireConciergeWork },
);
