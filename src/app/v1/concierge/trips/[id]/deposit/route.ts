import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { depositSchema } from '@/server/concierge/trip-money.schema';
import { settleTripDeposit } from '@/server/concierge/trip-money.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** After check-out: the security deposit released, or part retained with a reason → `{ data }` the trip's money; 409 `stay_not_over` before. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(depositSchema, await ctx.body());
    return ok(await settleTripDeposit(context, id, input));
  },
  { allow: requireConciergeWork },
);
