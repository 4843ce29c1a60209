import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { cancelSchema } from '@/server/concierge/trip-money.schema';
import { cancelForGuest } from '@/server/concierge/trip-money.service';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** We cancel for the guest (an owner's cancellation, force majeure): everything paid is refunded, the nights are freed → `{ data }` the trip's money. */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const input = parseInput(cancelSchema, await ctx.body());
    return ok(await cancelForGuest(context, id, input.reason));
  },
  { allow: requireConciergeWork },
);
