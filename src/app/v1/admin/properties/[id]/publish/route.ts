import { requireAdministrator } from '@/server/access/actor';
import { publishProperty } from '@/server/admin/properties/admin-properties';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

// POST /v1/admin/properties/{id}/publish – publish a listing complete in both languages
export const POST = withApi(async (ctx) => ok(await publishProperty(await ctx.context(), Number(ctx.params.id))), {
  allow: requireAdministrator,
});
