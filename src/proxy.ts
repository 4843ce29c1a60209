import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { ENTRY_HEADER, PAGE_COOKIES, TAGS_HEADER } from '../entry/protocol.mjs';
import { contentSecurityPolicy, needsNonce, STRIPE_PAGES } from './lib/csp';
import { CACHE_RENDER_HEADER, type CachePlan, publicCachePlan, RESULTS_IN_BROWSER_HEADER } from './lib/public-cache';
import { matchRouteWithParams } from './lib/routes';
import { siteUrl } from './lib/seo';
import { breakpointForUserAgent, VIEWPORT_COOKIE, VIEWPORT_COOKIE_MAX_AGE } from './lib/viewport';
import { config as appConfig } from './server/core/config.mjs';
import { clearSessionCookieOn, guardAccess, pageExists, pageExistsForVisitor } from './server/http/access-guard';
import { hasValidityCheck } from './server/validity/page-validity';

const handleI18nRouting = createMiddleware(routing);

/** Request header that tells the not-found screen which path was asked for. */
export const PATH_HEADER = 'x-request-path';

/** A path no page matches: Next answers it with global-not-found, in the server HTML, status 404. */
const NOT_FOUND_REWRITE = '/en/_page-not-found';
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The page's Content-Security-Policy (src/lib/csp.ts): a fresh nonce for private and credential
 * pages, also set on the request so that Next writes it on its scripts; hashes for public pages
 * when entry/server.mjs is in front to compute them.
 */
function pagePolicy(request: NextRequest, nonced: boolean, stripe: boolean): string {
  const dev = process.env.NODE_ENV === 'development';
  const hashes = !nonced && !dev && request.headers.has(ENTRY_HEADER);
  const policy = contentSecurityPolicy({
    scripts: hashes ? 'hashes' : { nonce: Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64') },
    tileUrl: process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_TILE_URL,
    siteUrl: siteUrl(),
    dev,
    stripe,
    mediaBaseUrl: appConfig().mediaBaseUrl,
  });
  if (!hashes) request.headers.set('Content-Security-Policy', policy);
  return policy;
}

/**
 * A public page the same for every visitor (src/lib/public-cache.ts), when entry/server.mjs is in front
 * to keep it: its cache tags. The request then loses every cookie but the viewport and the locale,
 * so nothing of the visitor can reach the render, and tells the header to fetch the account. A
 * villa only its owner may see yet (a draft) is not such a page.
 */
async function cacheablePage(request: NextRequest, matched: ReturnType<typeof matchRouteWithParams>): Promise<CachePlan | null> {
  if (!matched || !request.headers.has(ENTRY_HEADER)) return null;
  const cookieNames = request.cookies.getAll().map((c) => c.name);
  const plan = publicCachePlan(
    { method: request.method, headers: request.headers, search: request.nextUrl.searchParams, cookieNames },
    matched.route,
    matched.params,
  );
  if (!plan) return null;
  if (hasValidityCheck(matched.route.key) && !(await pageExistsForVisitor(matched.route.key, matched.params))) return null;
  for (const name of cookieNames) if (!PAGE_COOKIES.includes(name)) request.cookies.delete(name);
  request.headers.set(CACHE_RENDER_HEADER, '1');
  if (plan.resultsInBrowser) request.headers.set(RESULTS_IN_BROWSER_HEADER, '1');
  return plan;
}

// Locale routing, plus SPEC §5 page validity (docs/decisions/002-page-validity-in-the-proxy.md).
export default async function proxy(request: NextRequest) {
  request.headers.set(PATH_HEADER, request.nextUrl.pathname);
  request.headers.delete(CACHE_RENDER_HEADER);
  request.headers.delete(RESULTS_IN_BROWSER_HEADER);
  const matched = matchRouteWithParams(request.nextUrl.pathname);
  const route = matched?.route;
  // Stripe's sources only where Stripe takes cards (both keys set) and only on the pages that pay.
  const stripe = appConfig().stripeConfigured && STRIPE_PAGES.has(route?.key ?? '');
  const policy = pagePolicy(request, needsNonce(route), stripe);
  const cachePlan = await cacheablePage(request, matched);
  let response = handleI18nRouting(request);

  if (!response.headers.get('location')) {
    const match = matched;
    // The route table is the whole site: a path outside it, or whose id names nothing, is a 404.
    if (!match || (!cachePlan && hasValidityCheck(match.route.key) && !(await pageExists(request, match.route.key, match.params)))) {
      response = NextResponse.rewrite(new URL(NOT_FOUND_REWRITE, request.url), { request: { headers: request.headers } });
    } else if (cachePlan) {
      response.headers.set(TAGS_HEADER, cachePlan.tags.join(' '));
    } else {
      // SPEC §6 guards: login, role redirects and notices, expired sessions cleared.
      const access = await guardAccess(request, match.route, request.headers);
      if (access.replace) response = access.replace;
      if (access.clearSession) clearSessionCookieOn(response);
    }
  }

  // SPEC §9: a locale-prefix redirect answers 302.
  const location = response.headers.get('location');
  if (location && (response.status === 307 || response.status === 308)) {
    const redirect = NextResponse.redirect(location, 302);
    for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie);
    response = redirect;
  }

  response.headers.set('Content-Security-Policy', policy);

  // SPEC §9: the viewport cookie, first guessed from the user agent; the browser corrects it.
  if (!request.cookies.has(VIEWPORT_COOKIE)) {
    response.cookies.set(VIEWPORT_COOKIE, breakpointForUserAgent(request.headers.get('user-agent')), {
      maxAge: VIEWPORT_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = {
  // Everything but the JSON API, build manifest, messages, media, Next internals and files.
  matcher: '/((?!api|v1|builds|i18n|media|_next|_vercel|.*\\..*).*)',
};
