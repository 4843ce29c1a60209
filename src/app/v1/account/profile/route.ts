import { okWithMessage } from '@/server/accounts/accounts.http';
import { profileUpdateInput } from '@/server/accounts/accounts.schema';
import { getProfile, updateProfile } from '@/server/accounts/accounts.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/http/validation';

/** SPEC §7 GET /v1/account/profile → `{ data: profile }`. */
export const GET = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  return ok(await getProfile(ctx.orm, actor.userId));
});

/** SPEC §7 POST (with `_method=put`) or PUT: any of name, country_id, phone, locale → `{ data, message }`. */
const save = withApi(async (ctx) => {
  const actor = await ctx.requireActor();
  const input = parseInput(profileUpdateInput, await ctx.body());
  const profile = await updateProfile(ctx.orm, actor, input);
  return okWithMessage(profile, ctx.t('accounts.messages.profile_saved'));
});

export const POST = save;
export const PUT = save;
