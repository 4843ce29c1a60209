import { config } from '@/server/core/config.mjs';

/**
 * The session cookie's name and flags, for every reader and writer of it (API, proxy guard, pages,
 * tests). Over https the name carries the `__Host-` prefix, which browsers accept only with
 * Secure, Path=/ and no Domain: a sibling subdomain or a plain-http page cannot set or shadow it
 * (docs/decisions/011-the-node-entry-and-the-client-address.md).
 */
const BASE_NAME = 'alma_session';

/** True when SITE_URL is https: the cookie is Secure and `__Host-` prefixed. */
export function sessionCookieSecure(siteUrl: string | undefined = config().siteUrl): boolean {
  return (siteUrl ?? '').trim().toLowerCase().startsWith('https://');
}

/** `__Host-alma_session` over https, `alma_session` otherwise. */
export function sessionCookieName(siteUrl: string | undefined = config().siteUrl): string {
  return sessionCookieSecure(siteUrl) ? `__Host-${BASE_NAME}` : BASE_NAME;
}
