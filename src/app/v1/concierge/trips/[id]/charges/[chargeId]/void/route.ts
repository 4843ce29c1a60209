import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { voidChargeSchema } from '@/server/concierge/trip.schema';
import { voidDeskCharge } from '@/server/concierge/trip-actions';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** Voids a staff-added extra or adjustment once, with a reason: a reversing ledger entry → `{ data: { voided } }`. */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const input = parseInput(voidChargeSchema, await ctx.body());
    return ok(await voidDeskCharge(context, id, tripIdOrThrow(ctx.params.chargeId), input));
  },
  { allow: requireConciergeWork },
);
