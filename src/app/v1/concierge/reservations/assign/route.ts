import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { assignReservations } from '@/server/concierge/assign-reservations';
import { bulkAssignSchema } from '@/server/concierge/queue.schema';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// POST /v1/concierge/reservations/assign – assign several trips at once, all or nothing.
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseInput(bulkAssignSchema, await ctx.body());
    return ok(await assignReservations(context, input.ids, input.concierge_id));
  },
  { allow: requireConciergeWork },
);
