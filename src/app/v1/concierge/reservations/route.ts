import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { queueQuerySchema } from '@/server/concierge/queue.schema';
import { listQueue } from '@/server/concierge/queue.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// GET /v1/concierge/reservations – the desk's queue: the caller's scope, filtered and paged, with counts per status.
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const page = await listQueue(context, parseInput(queueQuerySchema, ctx.query));
    return ok(page.rows, { meta: page.meta });
  },
  { allow: requireConciergeWork },
);
