import { requireAdministrator } from '@/server/access/actor';
import { getAdminProperty, updateAdminProperty } from '@/server/admin/properties/admin-properties';
import { adminPropertyPatchSchema, parseAdminInput } from '@/server/admin/properties/properties.schema';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

// GET /v1/admin/properties/{id} – one villa as the administration's list shows it
export const GET = withApi(async (ctx) => ok(await getAdminProperty(await ctx.context(), Number(ctx.params.id))), {
  allow: requireAdministrator,
});

// PATCH /v1/admin/properties/{id} – owner, broker, commission, terms, transfer, unpublish
export const PATCH = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseAdminInput(adminPropertyPatchSchema, await ctx.body());
    return ok(await updateAdminProperty(context, Number(ctx.params.id), input));
  },
  { allow: requireAdministrator },
);
