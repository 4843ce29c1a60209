import { requireUser } from '@/server/access/actor';
import { cancelReservation } from '@/server/booking/cancel-reservation';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** The guest cancels their trip → `{ data: trip }` with its refund and ledger; 409 `stay_started` or `not_cancellable`. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    return ok(await cancelReservation(context, id));
  },
  { allow: requireUser },
);
