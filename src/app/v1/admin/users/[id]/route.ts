import { requireAdministrator } from '@/server/access/actor';
import { patchUserInput } from '@/server/admin/users/users.schema';
import { getUser, patchUser, userIdOf } from '@/server/admin/users/users.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// GET /v1/admin/users/{id} – an account with its groups, scopes and open sessions
export const GET = withApi(async (ctx) => ok(await getUser(await ctx.context(), userIdOf(ctx.params.id))), {
  allow: requireAdministrator,
});

// PATCH /v1/admin/users/{id} – { groups?, disabled? }: change the role, disable or enable the account
export const PATCH = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = userIdOf(ctx.params.id);
    return ok(await patchUser(context, id, parseInput(patchUserInput, await ctx.body())));
  },
  { allow: requireAdministrator },
);
