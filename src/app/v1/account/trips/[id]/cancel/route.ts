import { cancelReservation, getTrip } from '@/server/booking/booking.service';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** The guest cancels their trip → `{ data: trip }` with its refund and ledger; 409 `not_cancellable`. */
export const POST = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  const id = tripIdOrThrow(ctx.params.id);
  await cancelReservation(ctx.orm, actor, id);
  return ok(await getTrip(ctx.orm, actor, id, ctx.locale));
});
