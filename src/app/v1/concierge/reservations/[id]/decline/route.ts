import { declineRequest } from '@/server/booking/decide-request';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { declineSchema } from '@/server/concierge/queue.schema';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A concierge declines a booking request with a reason → `{ data: { id, status } }`; its dates are released and the guest is mailed the reason. */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const input = parseInput(declineSchema, await ctx.body());
    await declineRequest(context, id, input);
    return ok({ id, status: 'declined' });
  },
  { allow: requireConciergeWork },
);
