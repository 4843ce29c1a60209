import { loginInput } from '@/server/accounts/accounts.schema';
import { sessionResponse } from '@/server/http/accounts-http';
import { login } from '@/server/accounts/accounts.service';
import { deviceTokenFromRequest } from '@/server/accounts/login-throttle';
import { tokenFromRequest } from '@/server/accounts/session';
import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

/** SPEC §7 POST /api/login: email, password → `{ token, user }` and the session cookie. */
export const POST = withApi(async (ctx) => {
  const input = parseInput(loginInput, await ctx.body());
  const grant = await login(await ctx.publicContext(), input, {
    ip: ctx.ip,
    userAgent: ctx.req.headers.get('user-agent') ?? undefined,
    replacedToken: tokenFromRequest(ctx.req)?.token,
    deviceToken: deviceTokenFromRequest(ctx.req),
  });
  return sessionResponse(grant);
});
