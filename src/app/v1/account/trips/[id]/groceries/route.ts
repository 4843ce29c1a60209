import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';
import { getGroceryOrder, saveGroceryOrder } from '@/server/trips/groceries.service';

export const dynamic = 'force-dynamic';

// GET /v1/account/trips/{id}/groceries – the trip's grocery list, its estimate and its cut-off.
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await getGroceryOrder(context, tripIdOrThrow(ctx.params.id)));
  },
  { allow: requireUser },
);

// PUT /v1/account/trips/{id}/groceries – replaces the list as a draft or submits it (estimate on the bill).
export const PUT = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    return ok(await saveGroceryOrder(context, id, await ctx.body()));
  },
  { allow: requireUser },
);
