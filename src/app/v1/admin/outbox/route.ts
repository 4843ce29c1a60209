import { requireAdministrator } from '@/server/access/actor';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { listOutboxDeliveriesFor } from '@/server/mail/outbox.queries';
import { apiOutboxDelivery, outboxQuerySchema } from '@/server/mail/outbox.schema';

export const dynamic = 'force-dynamic';

// GET /v1/admin/outbox – the mail's delivery (status, attempts, last error), newest first; administrators only.
export const GET = withApi(
  async (ctx) => {
    const filter = parseInput(outboxQuerySchema, ctx.query);
    const { rows, counts } = await listOutboxDeliveriesFor(await ctx.context(), { ...filter, limit: 100 });
    return ok(rows.map(apiOutboxDelivery), { meta: { counts } });
  },
  { allow: requireAdministrator },
);
