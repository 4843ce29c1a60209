import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { assignReservations } from '@/server/concierge/assign-reservations';
import { assignSchema } from '@/server/concierge/queue.schema';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// POST /v1/concierge/reservations/{id}/assign – give a trip to a concierge of its destination (null: unassign).
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const input = parseInput(assignSchema, await ctx.body());
    const [result] = await assignReservations(context, [id], input.concierge_id);
    return ok(result);
  },
  { allow: requireConciergeWork },
);
