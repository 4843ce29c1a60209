import 'server-only';
import { type NextRequest, NextResponse } from 'next/server';
import { accessDecision, type Visitor } from '@/lib/access';
import { localizeHref } from '@/lib/locale-path';
import { loginPathFor } from '@/lib/next-path';
import type { RouteDef } from '@/lib/routes';
import { sessionCookieName } from '@/lib/session-cookie';
import { clearedSessionCookieOptions, lookupSession, sessionTokenOfCookieHeader } from '../accounts/session';
import { followSiteLanguage } from '../accounts/site-language';
import { isAdministrator, VISITOR } from '../access/actor';
import { serviceContext } from '../access/context';
import { db } from '../db/client';
import { isValidPage } from '../validity/page-validity';

/** The internal page that shows a role notice before its delayed redirect (reachable only through this rewrite). */
export const ACCOUNT_NOTICE_PATH = 'account-notice';
/** The request header next-intl's middleware uses to pass the locale to server components. */
const NEXT_INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * SPEC §6 guards, in the proxy so they hold for every request (a first load or a client-side
 * navigation), with the path and query the visitor asked for, and so an expired session's cookie
 * can be removed (a server component cannot set cookies). `replace` is the response to send
 * instead of the page (null: render it); `clearSession` asks the caller to remove the cookie from
 * whatever it answers. Services still check permissions themselves (DESIGN §3). A signed-in
 * person's account takes the page's language (followSiteLanguage: their mails follow it).
 */
export async function guardAccess(
  request: NextRequest,
  route: RouteDef,
  headers: Headers,
): Promise<{ replace: NextResponse | null; clearSession: boolean }> {
  const token = sessionTokenOfCookieHeader(request.headers.get('cookie'));
  if (!token && (route.area === 'public' || route.area === 'guestbook')) return { replace: null, clearSession: false };

  const found = token ? await lookupSession(await db(), token) : ({ status: 'none' } as const);
  const visitor: Visitor =
    found.status === 'valid' ? { kind: 'valid', role: found.actor.role, admin: isAdministrator(found.actor) } : { kind: found.status };
  const decision = accessDecision(route, visitor);
  const locale = request.nextUrl.pathname === '/es' || request.nextUrl.pathname.startsWith('/es/') ? 'es' : 'en';
  // The page's language becomes the signed-in person's (their mails'): written only when it differs,
  // and only for a page the person opens (opensPage): the English page's router prefetches still in
  // flight after a switch to Spanish undid the switch.
  if (found.status === 'valid' && opensPage(request.headers)) await followSiteLanguage(await db(), found.actor, locale);
  const here = `${request.nextUrl.pathname}${request.nextUrl.search}`;

  let response: NextResponse | null = null;
  if (decision.kind === 'login') {
    response = NextResponse.redirect(new URL(localizeHref(locale, loginPathFor(here)), request.url));
  } else if (decision.kind === 'redirect') {
    response = NextResponse.redirect(new URL(localizeHref(locale, decision.to), request.url));
  } else if (decision.kind === 'notice') {
    const url = new URL(`/${locale}/${ACCOUNT_NOTICE_PATH}`, request.url);
    url.searchParams.set('to', decision.to);
    url.searchParams.set('reason', decision.reason);
    // next-intl's own rewrite tells the render its locale in a request header; this rewrite replaces it.
    const forwarded = new Headers(headers);
    forwarded.set(NEXT_INTL_LOCALE_HEADER, locale);
    response = NextResponse.rewrite(url, { request: { headers: forwarded } });
  }
  if (response) response.headers.set('Cache-Control', 'private, no-store');
  return { replace: response, clearSession: 'clearSession' in decision && decision.clearSession === true };
}

/**
 * SPEC §5 page validity for the proxy (docs/decisions/002): whether the path's id or slug names
 * something the caller may see (a draft villa exists for its owner, a concierge in scope and an
 * administrator: catalog.policy), read with the session's actor, else as a visitor.
 */
/** Page validity as a visitor sees it: the check of a page about to be cached (src/lib/public-cache.ts). */
export async function pageExistsForVisitor(routeKey: string, params: Record<string, string>): Promise<boolean> {
  return isValidPage(serviceContext(await db(), VISITOR), routeKey, params);
}

export async function pageExists(request: NextRequest, routeKey: string, params: Record<string, string>): Promise<boolean> {
  const orm = await db();
  const token = sessionTokenOfCookieHeader(request.headers.get('cookie'));
  const found = token ? await lookupSession(orm, token) : null;
  return isValidPage(serviceContext(orm, found?.status === 'valid' ? found.actor : VISITOR), routeKey, params);
}

export function clearSessionCookieOn(response: NextResponse) {
  response.cookies.set(sessionCookieName(), '', clearedSessionCookieOptions());
}

/**
 * Whether a request loads a page the person opened (a link, the language switcher, the address
 * bar), not one the router fetches (a prefetch or a client-side navigation's RSC payload) or the
 * browser loads speculatively. Next removes its own router headers (RSC, Next-Router-Prefetch…)
 * from the request the proxy sees, so the browser's Fetch Metadata decides: a document
 * (`Sec-Fetch-Dest`). A client without it (an old browser) opens a page when it asks for HTML.
 */
export function opensPage(headers: Headers): boolean {
  if (/prefetch|prerender/i.test(headers.get('sec-purpose') ?? headers.get('purpose') ?? '')) return false;
  if (headers.has('rsc') || headers.has('next-router-prefetch') || headers.has('next-router-segment-prefetch')) return false;
  const dest = headers.get('sec-fetch-dest');
  if (dest) return dest === 'document';
  return (headers.get('accept') ?? '').includes('text/html');
}
