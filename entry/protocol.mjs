// The names the Node entry (entry/server.mjs, entry/page-cache.mjs) and the app share: the headers
// the entry sets on a request before Next sees it, the headers the proxy sets on a response for the
// entry, the cookies and the PostgreSQL channel of the page cache. Plain JavaScript, so that plain
// `node` runs it with the entry; the app (the proxy, the routes, the scripts and the tests) imports
// it with its types (protocol.d.mts). One definition each: nothing else spells these names.

/**
 * Request header: the TCP peer, set by the entry after deleting whatever the client sent under that
 * name (src/server/http/client-ip.ts reads it; docs/decisions/011).
 */
export const PEER_HEADER = 'x-alma-peer';
/**
 * Request header: set by the entry on every request it hands to Next (a client-sent one is deleted
 * first). The proxy gives a public page a policy with INLINE_HASHES only when it is there.
 */
export const ENTRY_HEADER = 'x-alma-entry';
/**
 * In a public page's Content-Security-Policy (src/lib/csp.ts): the entry replaces it with the
 * 'sha256-…' of each framework-written inline script of the document (docs/decisions/012).
 */
export const INLINE_HASHES = "'inline-script-hashes'";
/** Response header: the page's cache tags, space-separated (set by the proxy, removed by the entry). */
export const TAGS_HEADER = 'x-alma-cache-tags';
/** Response header: `hit` or `miss` on a cacheable page (set by the entry). */
export const STATUS_HEADER = 'x-alma-cache';
/**
 * Request header: set by the entry (and only by it) on a villa or results page whose stay
 * (check_in, check_out, guests) it took off the URL: the browser reads it there (docs/decisions/032).
 */
export const STAY_HEADER = 'x-alma-stay';
/** Cookie: the visitor's breakpoint (SPEC §9; src/lib/viewport.ts), part of a cached page's key. */
export const VIEWPORT_COOKIE = 'viewport';
/** Cookie: the visitor's language (next-intl's, src/i18n/routing.ts), part of a cached page's key. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** The cookies a cached page may read or set: the viewport and the locale. */
export const PAGE_COOKIES = Object.freeze([VIEWPORT_COOKIE, LOCALE_COOKIE]);
/** Request headers of a router or action request: never the cached document. */
export const ROUTER_HEADERS = Object.freeze([
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
]);
/** The cookie that moves the server's clock in tests (src/server/core/test-clock.ts): such a request is never cached. */
export const TEST_CLOCK_COOKIE = 'alma_test_now';
/** PostgreSQL channel of the page cache's invalidations (src/server/core/page-cache-bus.ts; docs/decisions/031). */
export const PAGE_CACHE_CHANNEL = 'alma_page_cache';
/** Where the entry keeps the process's page cache on globalThis, for the app's bus to invalidate. */
export const PAGE_CACHE_GLOBAL = Symbol.for('alma.pageCache');
/** Where the app offers the entry its search cache's answers to GET /api/results (docs/decisions/042). */
export const SEARCH_ANSWER_GLOBAL = Symbol.for('alma.searchAnswer');
/**
 * Where the app offers the entry its database (src/server/db/client.ts's getDb: the open one, else
 * opened now), for /readyz (ops-endpoints.mjs).
 */
export const DATABASE_GLOBAL = Symbol.for('alma.database');
