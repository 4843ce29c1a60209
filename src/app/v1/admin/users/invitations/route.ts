import { siteUrl } from '@/lib/seo';
import { requireAdministrator } from '@/server/access/actor';
import { createInvitation } from '@/server/admin/users/invitations.service';
import { invitationInput } from '@/server/admin/users/users.schema';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// POST /v1/admin/users/invitations – invite a staff member or an owner by email (a link valid 72 h)
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseInput(invitationInput, await ctx.body());
    return ok(await createInvitation(context, input, { site: siteUrl() }), { status: 201 });
  },
  { allow: requireAdministrator },
);
