import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { priceLinesSchema } from '@/server/concierge/trip.schema';
import { priceGroceryLines } from '@/server/concierge/trip-actions';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** What the concierge paid per line of the submitted grocery list → `{ data: { priced } }`. */
export const PUT = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(priceLinesSchema, await ctx.body());
    return ok(await priceGroceryLines(context, id, input));
  },
  { allow: requireConciergeWork },
);
