import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { refundSchema } from '@/server/concierge/trip-money.schema';
import { grantTripGoodwill } from '@/server/concierge/trip-money.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** A goodwill refund (at most what was paid) or credit, with a reason the guest sees → `{ data }` the trip's money. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(refundSchema, await ctx.body());
    return ok(await grantTripGoodwill(context, id, input));
  },
  { allow: requireConciergeWork },
);
