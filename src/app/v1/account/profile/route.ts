import { requireUser } from '@/server/access/actor';
import { okWithMessage } from '@/server/http/accounts-http';
import { profileUpdateInput } from '@/server/accounts/accounts.schema';
import { getProfile, updateProfile } from '@/server/accounts/accounts.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

/** SPEC §7 GET /v1/account/profile → `{ data: profile }`. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await getProfile(context));
  },
  { allow: requireUser },
);

/** SPEC §7 POST (with `_method=put`) or PUT: any of name, country_id, phone, locale → `{ data, message }`. */
const save = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseInput(profileUpdateInput, await ctx.body());
    const profile = await updateProfile(context, input);
    return okWithMessage(profile, ctx.t('accounts.messages.profile_saved'));
  },
  { allow: requireUser },
);

export const POST = save;
export const PUT = save;
