import { confirmRequest } from '@/server/booking/booking.service';
import { assertConciergeRole } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** A concierge confirms a booking request → `{ data: { id, status } }`; the guest is mailed in their language. */
export const POST = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  assertConciergeRole(actor);
  const id = tripIdOrThrow(ctx.params.id);
  await confirmRequest(ctx.orm, actor, id);
  return ok({ id, status: 'confirmed' });
});
