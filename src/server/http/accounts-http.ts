import 'server-only';
import { NextResponse } from 'next/server';
import { sessionCookieName } from '@/lib/session-cookie';
import type { SessionGrant } from '../accounts/accounts.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from '../accounts/login-throttle';
import { sessionCookieOptions } from '../accounts/session';

/** `{ token, user }` (SPEC §3 login response) with the session also set as the httpOnly cookie. */
export function sessionResponse(grant: SessionGrant, status = 200): NextResponse {
  const response = NextResponse.json({ token: grant.token, user: grant.user }, { status, headers: { 'Cache-Control': 'no-store' } });
  response.cookies.set(sessionCookieName(), grant.token, sessionCookieOptions(grant.expiresAt));
  if (grant.device)
    response.cookies.set(DEVICE_COOKIE, grant.device.token, {
      ...sessionCookieOptions(grant.device.expiresAt),
      path: DEVICE_COOKIE_PATH,
      maxAge: Math.round((grant.device.expiresAt.getTime() - Date.now()) / 1000),
    });
  return response;
}

/** `{ data, message }`: an answer whose sentence the page shows (SPEC §7 "reads data and message"). */
export function okWithMessage(data: unknown, message: string, status = 200): NextResponse {
  return NextResponse.json({ data, message }, { status, headers: { 'Cache-Control': 'no-store' } });
}
