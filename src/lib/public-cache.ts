import type { RouteDef } from './routes';

/**
 * Which pages the page cache keeps (issue 18; docs/decisions/031-public-page-cache.md): the
 * public pages that are the same for every visitor of a language and viewport, with the tags
 * their data changes under. The proxy marks such a request (TAGS_HEADER on the response), renders
 * it without the visitor's cookies but the viewport and the locale, and the signed-in parts of
 * the header come from the browser (src/components/account/header-account-client.tsx).
 */

/** Must equal TAGS_HEADER in page-cache.mjs. */
export const TAGS_HEADER = 'x-alma-cache-tags';
/** Request header: this render goes into the page cache (the header then fetches the account). */
export const CACHE_RENDER_HEADER = 'x-alma-cache-render';
/**
 * Request header: a results page with dates renders its frame only, and the browser fetches the
 * dated results (docs/decisions/032-dated-pages-from-the-cache.md).
 */
export const RESULTS_IN_BROWSER_HEADER = 'x-alma-results-in-browser';
/**
 * Must equal STAY_HEADER in page-cache.mjs: set by server.mjs only, on a villa or results page
 * whose stay (check_in, check_out, guests) it took off the URL: the browser reads it there.
 */
export const STAY_HEADER = 'x-alma-stay';
/** Must equal PAGE_COOKIES in page-cache.mjs. */
export const PAGE_COOKIES: readonly string[] = ['viewport', 'NEXT_LOCALE'];
/** Must equal TEST_CLOCK_COOKIE (src/server/core/test-clock.ts). */
const TEST_CLOCK_COOKIE = 'alma_test_now';
/** Must equal ROUTER_HEADERS in page-cache.mjs: a router or action request is never the cached document. */
export const ROUTER_HEADERS: readonly string[] = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
];

/** Tags: every listing's pages, one villa's page, and the editorial content. */
export const CACHE_TAG = {
  listings: 'listings',
  content: 'content',
  property: (id: number | string) => `property:${id}`,
} as const;

type Tagger = (params: Record<string, string>) => string[];

const content: Tagger = () => [CACHE_TAG.content];
const listings: Tagger = () => [CACHE_TAG.listings];

/** Route key → tags; `query`: a query string is part of the key (only where the page reads one). */
const CACHED_ROUTES: Record<string, { tags: Tagger; query?: boolean }> = {
  home: { tags: () => [CACHE_TAG.listings, CACHE_TAG.content] },
  aboutUs: { tags: content },
  safeStay: { tags: content },
  contactUs: { tags: content },
  travelAgent: { tags: content },
  termConditions: { tags: content },
  covidInformation: { tags: content },
  cancellationPolicies: { tags: content },
  owners: { tags: content },
  press: { tags: content },
  pressArticle: { tags: content },
  luxuryServices: { tags: content },
  luxuryService: { tags: content },
  experiencesCollection: { tags: content },
  destination: { tags: listings },
  // A stay never reaches these renders (server.mjs takes it off: STAY_HEADER). With one, the villa
  // page's booking box asks for the quote and the results page's island for the dated results.
  destinationResults: { tags: listings, query: true },
  property: { tags: (params) => [CACHE_TAG.listings, CACHE_TAG.property(params.id ?? '')] },
};

export interface CacheableRequest {
  method: string;
  headers: Headers;
  search: URLSearchParams;
  cookieNames: string[];
}

export interface CachePlan {
  tags: string[];
  /** A results page asked with a stay: render the frame, the browser fetches the dated results. */
  resultsInBrowser: boolean;
}

/** How a page request is cached, or null when it renders per request. */
export function publicCachePlan(request: CacheableRequest, route: RouteDef | undefined, params: Record<string, string>): CachePlan | null {
  if (!route || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const rule = CACHED_ROUTES[route.key];
  if (!rule) return null;
  if (ROUTER_HEADERS.some((name) => request.headers.has(name))) return null;
  if (request.cookieNames.includes(TEST_CLOCK_COOKIE)) return null;
  if (!rule.query && [...request.search.keys()].length > 0) return null;
  const stay = request.headers.get(STAY_HEADER) === '1';
  return { tags: rule.tags(params), resultsInBrowser: stay && route.key === 'destinationResults' };
}
