import { getCancellationPreview } from '@/server/booking/booking.service';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** GET /v1/account/trips/{id}/cancellation – what cancelling now would refund, and each refund's deadline; anyone else's trip is 404. */
export const GET = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  return ok(await getCancellationPreview(ctx.orm, actor, tripIdOrThrow(ctx.params.id)));
});
