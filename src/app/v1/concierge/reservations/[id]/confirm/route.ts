import { confirmRequest } from '@/server/booking/decide-request';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** A concierge accepts a booking request → `{ data: { id, status: 'awaiting_payment' } }` (it now awaits its deposit); the guest is mailed in their language. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    await confirmRequest(context, id);
    return ok({ id, status: 'awaiting_payment' });
  },
  { allow: requireConciergeWork },
);
