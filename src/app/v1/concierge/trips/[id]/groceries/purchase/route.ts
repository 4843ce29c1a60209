import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { markGroceriesPurchased } from '@/server/concierge/trip-actions';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** The groceries were bought: the real cost replaces the estimate on the bill, the list is final → `{ data: { billed_cents } }`. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await markGroceriesPurchased(context, tripIdOrThrow(ctx.params.id)));
  },
  { allow: requireConciergeWork },
);
