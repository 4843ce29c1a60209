import { declineRequest } from '@/server/booking/decide-request';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** A concierge declines a booking request → `{ data: { id, status } }`; its dates are released and the guest is mailed. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    await declineRequest(context, id);
    return ok({ id, status: 'declined' });
  },
  { allow: requireConciergeWork },
);
