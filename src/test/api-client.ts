/**
 * Builds real `Request`s for route handlers in integration tests, the way a browser or an API
 * client sends them: JSON or form data, a bearer token or the session cookie, a client address.
 */
import { sessionCookieName } from '@/lib/session-cookie';
import { PEER_HEADER } from '@/server/http/client-ip';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface CallOptions {
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body with its content type. */
  raw?: { body: string | Uint8Array<ArrayBuffer>; type: string };
  bearer?: string;
  /** The session cookie's token (sent under sessionCookieName(), with NEXT_LOCALE when `localeCookie`). */
  cookie?: string;
  localeCookie?: 'en' | 'es';
  /** A guestbook session's token, sent as the `alma_guestbook` cookie (no account session). */
  guestbookCookie?: string;
  acceptLanguage?: string;
  /**
   * The client's address, as entry/server.mjs records the TCP peer (PEER_HEADER): rate limits count per
   * client address. Forwarding headers (X-Forwarded-For) go in `headers`; they count only when
   * TRUST_PROXY_HOPS trusts a proxy (src/server/http/client-ip.ts).
   */
  ip?: string;
  /** An Origin header; browsers send it on every POST. */
  origin?: string;
  headers?: Record<string, string>;
}

export function apiRequest(method: string, path: string, opts: CallOptions = {}): Request {
  const headers = new Headers({ host: new URL(TEST_ORIGIN).host, ...opts.headers });
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.raw) {
    headers.set('content-type', opts.raw.type);
    body = opts.raw.body;
  }
  if (opts.bearer) headers.set('authorization', `Bearer ${opts.bearer}`);
  const cookies: string[] = [];
  if (opts.cookie) cookies.push(`${sessionCookieName()}=${opts.cookie}`);
  if (opts.guestbookCookie) cookies.push(`alma_guestbook=${opts.guestbookCookie}`);
  if (opts.localeCookie) cookies.push(`NEXT_LOCALE=${opts.localeCookie}`);
  if (cookies.length) headers.set('cookie', cookies.join('; '));
  if (opts.acceptLanguage) headers.set('accept-language', opts.acceptLanguage);
  if (opts.ip) headers.set(PEER_HEADER, opts.ip);
  if (opts.origin) headers.set('origin', opts.origin);
  return new Request(`${TEST_ORIGIN}${path}`, { method, headers, body });
}

type RouteHandler = (req: Request) => Promise<Response>;

/** A `route.ts` export of the app router: the request and the route's dynamic segments. */
export type AppRouteHandler = (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** `handler` with its dynamic segments (numbers as their strings), as call() takes it. */
export const routeAt =
  (handler: AppRouteHandler, params: Record<string, string | number> = {}): RouteHandler =>
  (req: Request) =>
    handler(req, { params: Promise.resolve(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))) });

/** Calls a route handler and reads its JSON answer. */
export async function call(
  handler: RouteHandler,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<{ status: number; body: Record<string, unknown> & { error?: string; code?: string }; headers: Headers; res: Response }> {
  const res = await handler(apiRequest(method, path, opts));
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers, res };
}

/** The value a Set-Cookie header gives `name` ('' when it clears it), or undefined when not set. */
export function setCookieValue(headers: Headers, name: string): { value: string; attributes: string } | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name)
      return { value: decodeURIComponent(pair.slice(eq + 1)), attributes: attrs.join(';').toLowerCase() };
  }
  return undefined;
}

let ipCounter = 0;
/** A fresh client address, so one test's attempts do not count against another's limits. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}
