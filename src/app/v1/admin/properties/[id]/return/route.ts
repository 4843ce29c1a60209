import { requireAdministrator } from '@/server/access/actor';
import { returnProperty } from '@/server/admin/properties/admin-properties';
import { parseAdminInput, returnListingSchema } from '@/server/admin/properties/properties.schema';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

// POST /v1/admin/properties/{id}/return – back to draft with a note for the owner
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const { note } = parseAdminInput(returnListingSchema, await ctx.body());
    return ok(await returnProperty(context, Number(ctx.params.id), note));
  },
  { allow: requireAdministrator },
);
