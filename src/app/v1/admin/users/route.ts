import { requireAdministrator } from '@/server/access/actor';
import { listUsersQuery } from '@/server/admin/users/users.schema';
import { listUsers } from '@/server/admin/users/users.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// GET /v1/admin/users – accounts by name: ?q= (name or email), ?role=, ?disabled=, ?page=, ?per_page=
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const page = await listUsers(context, parseInput(listUsersQuery, Object.fromEntries(ctx.query)));
    return ok(page.data, { meta: page.meta });
  },
  { allow: requireAdministrator },
);
