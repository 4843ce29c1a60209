import { signupInput } from '@/server/accounts/accounts.schema';
import { sessionResponse } from '@/server/http/accounts-http';
import { signup } from '@/server/accounts/accounts.service';
import { limitAttempts } from '@/server/accounts/rate-limits';
import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

/** SPEC §7 POST /api/signup: email, password, password_confirmation → 201 `{ token, user }` and the cookie. */
export const POST = withApi(async (ctx) => {
  const input = parseInput(signupInput, await ctx.body());
  // Counted once the form is well formed: a typo the page shows back costs the visitor nothing.
  await limitAttempts(ctx.orm, [['signupPerIp', ctx.ip]]);
  const grant = await signup(await ctx.publicContext(), input, {
    ip: ctx.ip,
    locale: ctx.locale,
    userAgent: ctx.req.headers.get('user-agent') ?? undefined,
  });
  return sessionResponse(grant, 201);
});
