import { NextResponse } from 'next/server';
import { isLocale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import { sessionCookieOptions } from '@/server/accounts/session';
import { findStayByNumber, guestbookOpens } from '@/server/guestbook/guestbook-access';
import { createGuestbookSession, GUESTBOOK_COOKIE } from '@/server/guestbook/guestbook-session';
import { guestbookHomePath, verifyGuestbookLink } from '@/server/guestbook/open/guestbook-link';
import { guestbookNotAfter } from '@/server/guestbook/open/not-after';
import { withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

// GET /v1/guestbook/link?n=&e=&s=&locale= – a signed link from a mail: a guestbook session, then 303 to the guestbook.
// A broken, expired or no longer opening link lands on the number's name form with a notice (never rate-limited).
export const GET = withApi(async (ctx) => {
  const context = await ctx.publicContext();
  const localeParam = ctx.query.get('locale');
  const locale = isLocale(localeParam) ? localeParam : 'en';
  const check = verifyGuestbookLink({ n: ctx.query.get('n'), e: ctx.query.get('e'), s: ctx.query.get('s') }, context.now);
  const stay = check.ok ? await findStayByNumber(ctx.orm, check.number, context.now) : null;
  if (!check.ok || !stay || !guestbookOpens(stay)) {
    const to = check.number ? `${guestbookHomePath(locale, check.number)}?link=invalid` : localizeHref(locale, '/');
    return NextResponse.redirect(`${siteUrl()}${to}`, { status: 303, headers: HEADERS });
  }
  const notAfter = guestbookNotAfter(stay);
  const opened = await createGuestbookSession(ctx.orm, stay.reservationId, { now: context.now, notAfter });
  const response = NextResponse.redirect(`${siteUrl()}${guestbookHomePath(locale, stay.confirmationNumber)}`, {
    status: 303,
    headers: HEADERS,
  });
  response.cookies.set(GUESTBOOK_COOKIE, opened.token, sessionCookieOptions(notAfter));
  return response;
});
