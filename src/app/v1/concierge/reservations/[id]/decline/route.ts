import { declineRequest } from '@/server/booking/booking.service';
import { assertConciergeRole } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** A concierge declines a booking request → `{ data: { id, status } }`; its dates are released and the guest is mailed. */
export const POST = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  assertConciergeRole(actor);
  const id = tripIdOrThrow(ctx.params.id);
  await declineRequest(ctx.orm, actor, id);
  return ok({ id, status: 'declined' });
});
