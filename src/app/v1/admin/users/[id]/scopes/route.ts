import { requireAdministrator } from '@/server/access/actor';
import { scopesInput } from '@/server/admin/users/users.schema';
import { getScopes, putScopes, userIdOf } from '@/server/admin/users/users.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// GET /v1/admin/users/{id}/scopes – the states and countries the account runs
export const GET = withApi(async (ctx) => ok(await getScopes(await ctx.context(), userIdOf(ctx.params.id))), {
  allow: requireAdministrator,
});

// PUT /v1/admin/users/{id}/scopes – { states, countries }: replace the account's destinations
export const PUT = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = userIdOf(ctx.params.id);
    return ok(await putScopes(context, id, parseInput(scopesInput, await ctx.body())));
  },
  { allow: requireAdministrator },
);
