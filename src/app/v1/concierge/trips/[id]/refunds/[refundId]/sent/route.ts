import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { refundSentSchema } from '@/server/concierge/trip-money.schema';
import { markRefundSent } from '@/server/concierge/trip-money.service';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** An owed bank-transfer refund was sent: its date and the bank's reference → `{ data }` the trip's money; 409 unless it was owed. */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const input = parseInput(refundSentSchema, await ctx.body());
    return ok(await markRefundSent(context, id, tripIdOrThrow(ctx.params.refundId), input));
  },
  { allow: requireConciergeWork },
);
