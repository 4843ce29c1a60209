import { siteUrl } from '@/lib/seo';
import { okWithMessage } from '@/server/http/accounts-http';
import { recoveryInput } from '@/server/accounts/accounts.schema';
import { requestPasswordReset } from '@/server/accounts/password-reset.service';
import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

/** email → always 202 with the same sentence; a reset link is mailed only when the account exists. */
export const POST = withApi(async (ctx) => {
  const input = parseInput(recoveryInput, await ctx.body());
  await requestPasswordReset(await ctx.publicContext(), input, { ip: ctx.ip, site: siteUrl() });
  return okWithMessage({ ok: true }, ctx.t('accounts.messages.recovery_sent'), 202);
});
