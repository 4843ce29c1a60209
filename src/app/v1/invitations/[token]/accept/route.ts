import { NextResponse } from 'next/server';
import { sessionCookieName } from '@/lib/session-cookie';
import { sessionCookieOptions } from '@/server/accounts/session';
import { acceptInvitation } from '@/server/admin/users/invitations.service';
import { acceptInvitationInput } from '@/server/admin/users/users.schema';
import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// POST /v1/invitations/{token}/accept – public: set a name and password, create the invited account and sign in
export const POST = withApi(async (ctx) => {
  const context = await ctx.publicContext();
  const input = parseInput(acceptInvitationInput, await ctx.body());
  const grant = await acceptInvitation(context, String(ctx.params.token ?? ''), input, {
    userAgent: ctx.req.headers.get('user-agent') ?? undefined,
  });
  const response = NextResponse.json(
    { data: { token: grant.token, user: grant.user, redirect: grant.redirect } },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  );
  response.cookies.set(sessionCookieName(), grant.token, sessionCookieOptions(grant.expiresAt));
  return response;
});
