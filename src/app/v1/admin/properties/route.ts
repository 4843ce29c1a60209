import { requireAdministrator } from '@/server/access/actor';
import { listAdminProperties } from '@/server/admin/properties/admin-properties';
import { adminPropertiesQuerySchema } from '@/server/admin/properties/properties.schema';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// GET /v1/admin/properties – every villa with its owner, brokers, commission, terms and review state
export const GET = withApi(
  async (ctx) => {
    const page = await listAdminProperties(await ctx.context(), parseInput(adminPropertiesQuerySchema, ctx.query));
    return ok(page.rows, {
      meta: { total: page.total, page: page.page, per_page: page.per_page, page_count: page.page_count, waiting: page.waiting },
    });
  },
  { allow: requireAdministrator },
);
