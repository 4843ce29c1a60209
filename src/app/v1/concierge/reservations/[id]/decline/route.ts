import { declineRequest } from '@/server/booking/decide-request';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { declineSchema } from '@/server/concierge/queue.schema';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** A concierge declines a booking request with a reason → `{ data: { id, status } }`; its dates are released and the guest is mailed the reason. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(declineSchema, await ctx.body());
    await declineRequest(context, id, input);
    return ok({ id, status: 'declined' });
  },
  { allow: requireConciergeWork },
);
