import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { getConciergeTripMoney } from '@/server/concierge/trip-money.service';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** A trip in the concierge's scope with its figures, ledger (who wrote each entry), payments and refunds → `{ data }`. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await getConciergeTripMoney(context, tripIdOrThrow(ctx.params.id)));
  },
  { allow: requireConciergeWork },
);
