import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { assignReservations } from '@/server/concierge/assign-reservations';
import { assignSchema } from '@/server/concierge/queue.schema';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// POST /v1/concierge/reservations/{id}/assign – give a trip to a concierge of its destination (null: unassign).
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(assignSchema, await ctx.body());
    const [result] = await assignReservations(context, [id], input.concierge_id);
    return ok(result);
  },
  { allow: requireConciergeWork },
);
