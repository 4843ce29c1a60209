import { requireUser } from '@/server/access/actor';
import { getCancellationPreview } from '@/server/booking/cancel-reservation';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** GET /v1/account/trips/{id}/cancellation – what cancelling now would refund, and each refund's deadline; anyone else's trip is 404. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await getCancellationPreview(context, tripIdOrThrow(ctx.params.id)));
  },
  { allow: requireUser },
);
