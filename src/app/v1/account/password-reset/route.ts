import { okWithMessage } from '@/server/http/accounts-http';
import { resetInput } from '@/server/accounts/accounts.schema';
import { resetPassword } from '@/server/accounts/password-reset.service';
import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

/** token, password, password_confirmation → `{ data: { ok: true }, message }`; every session ends. */
export const POST = withApi(async (ctx) => {
  const input = parseInput(resetInput, await ctx.body());
  await resetPassword(await ctx.publicContext(), input, { ip: ctx.ip });
  return okWithMessage({ ok: true }, ctx.t('accounts.messages.password_reset'));
});
