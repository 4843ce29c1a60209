import { NextResponse } from 'next/server';
import { sessionCookieOptions } from '@/server/accounts/session';
import { GUESTBOOK_COOKIE } from '@/server/guestbook/guestbook-session';
import { openGuestbookInput } from '@/server/guestbook/open/open.schema';
import { openGuestbook } from '@/server/guestbook/open/open.service';
import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// POST /v1/guestbook/open – confirmation number + the lead guest's last name → a guestbook session (cookie)
export const POST = withApi(async (ctx) => {
  const input = parseInput(openGuestbookInput, await ctx.body());
  const opened = await openGuestbook(await ctx.publicContext(), input, { ip: ctx.ip });
  const response = NextResponse.json(
    { data: { confirmation_number: opened.confirmationNumber, expires_at: opened.expiresAt.toISOString() } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
  // The cookie lives until the guestbook's end; the session itself slides (7 days from its last use).
  response.cookies.set(GUESTBOOK_COOKIE, opened.token, sessionCookieOptions(opened.notAfter));
  return response;
});
