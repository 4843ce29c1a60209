import { requireAdministrator } from '@/server/access/actor';
import { auditQuerySchema } from '@/server/admin/audit/audit.schema';
import { listAudit } from '@/server/admin/audit/audit.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// GET /v1/admin/audit – the audit log, newest first, filtered and paged (administrators only).
export const GET = withApi(
  async (ctx) => {
    const page = await listAudit(await ctx.context(), parseInput(auditQuerySchema, ctx.query));
    return ok(page.rows, { meta: page.meta });
  },
  { allow: requireAdministrator },
);
