import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { assignableStaff } from '@/server/concierge/assignable-staff';
import { staffQuerySchema } from '@/server/concierge/queue.schema';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// GET /v1/concierge/staff?reservation_id= – the concierges the given trips can be assigned to (the assign picker).
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const query = parseInput(staffQuerySchema, Object.fromEntries(ctx.query));
    return ok(await assignableStaff(context, query.reservation_id));
  },
  { allow: requireConciergeWork },
);
