import { matchRoute } from './routes';

/** Where a login may not send the visitor back to: the account forms themselves. */
const NO_RETURN = new Set(['login', 'register', 'recoverPassword', 'newPassword']);

/**
 * The `next` of /login?next=…, if it is safe to go to: a same-site relative path ("/es/user/trips?x=1")
 * of a page in the route table. Anything else (other sites, "//host", "/\host", schemes, control
 * characters, the login page itself) is refused with null, so a crafted link cannot send a
 * visitor who just logged in to another site (an open redirect).
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://same.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'same.invalid') return null;
  const route = matchRoute(url.pathname);
  if (!route || NO_RETURN.has(route.key)) return null;
  return `${url.pathname}${url.search}`;
}

/** The `/login?next=…` path (localized by the caller) that comes back to `path` after login. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
