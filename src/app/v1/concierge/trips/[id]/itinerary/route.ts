import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { deskPlanSchema } from '@/server/concierge/trip.schema';
import { addPlanForGuest } from '@/server/concierge/trip-itinerary';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** A plan the concierge adds for the guest (confirmed and billed at once when priced) → 201 `{ data: { item_id, status } }`. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(deskPlanSchema, await ctx.body());
    return ok(await addPlanForGuest(context, id, input), { status: 201 });
  },
  { allow: requireConciergeWork },
);
