import { logout } from '@/server/accounts/accounts.service';
import { tokenFromRequest } from '@/server/accounts/session';
import { clearSessionCookie, ok, withApi } from '@/server/http/api';

/** Ends the request's session (cookie or bearer) and clears the cookie; fine without a session. */
export const POST = withApi(async (ctx) => {
  await logout(await ctx.publicContext(), tokenFromRequest(ctx.req)?.token);
  const response = ok({ ok: true });
  clearSessionCookie(response);
  return response;
});
