import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { chargeSchema } from '@/server/concierge/trip.schema';
import { addDeskCharge } from '@/server/concierge/trip-actions';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** An extra on the trip’s bill, through the ledger with the concierge as its actor → 201 `{ data: { entry_id } }`. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(chargeSchema, await ctx.body());
    return ok(await addDeskCharge(context, id, input), { status: 201 });
  },
  { allow: requireConciergeWork },
);
