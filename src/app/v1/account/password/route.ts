import { requireUser } from '@/server/access/actor';
import { okWithMessage } from '@/server/http/accounts-http';
import { passwordChangeInput } from '@/server/accounts/accounts.schema';
import { changePassword } from '@/server/accounts/accounts.service';
import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

/** current_password, password, password_confirmation → `{ data: { ok: true }, message }`; other sessions end. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseInput(passwordChangeInput, await ctx.body());
    await changePassword(context, input);
    return okWithMessage({ ok: true }, ctx.t('accounts.messages.password_changed'));
  },
  { allow: requireUser },
);
