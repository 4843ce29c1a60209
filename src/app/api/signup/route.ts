import { signupInput } from '@/server/accounts/accounts.schema';
import { sessionResponse } from '@/server/accounts/accounts.http';
import { signup } from '@/server/accounts/accounts.service';
import { limitAttempts } from '@/server/accounts/rate-limits';
import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/http/validation';

/** SPEC §7 POST /api/signup: email, password, password_confirmation → 201 `{ token, user }` and the cookie. */
export const POST = withApi(async (ctx) => {
  const body = await ctx.body();
  await limitAttempts(ctx.orm, [['signupPerIp', ctx.ip]]);
  const input = parseInput(signupInput, body);
  const grant = await signup(ctx.orm, input, {
    ip: ctx.ip,
    locale: ctx.locale,
    userAgent: ctx.req.headers.get('user-agent') ?? undefined,
  });
  return sessionResponse(grant, 201);
});
