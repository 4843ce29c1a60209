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
/** Must equal PAGE_COOKIES in page-cache.mjs. */
export const PAGE_COOKIES: readonly string[] = ['viewport', 'NEXT_LOCALE'];
/** Must equal TEST_CLOCK_COOKIE (src/server/platform/test-clock.ts). */
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

/** Route key → tags. A query string is part of the key only where the page reads one (/d). */
const CACHED_ROUTES: Record<string, { tags: Tagger; query?: 'undated' }> = {
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
  // Results and villa pages with dates stay per request: the search and the quote are the dated part.
  destinationResults: { tags: listings, query: 'undated' },
  property: { tags: (params) => [CACHE_TAG.listings, CACHE_TAG.property(params.id ?? '')] },
};

export interface CacheableRequest {
  method: string;
  headers: Headers;
  search: URLSearchParams;
  cookieNames: string[];
}

/** The cache tags of a page request, or null when it renders per request. */
export function publicCacheTags(request: CacheableRequest, route: RouteDef | undefined, params: Record<string, string>): string[] | null {
  if (!route || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const rule = CACHED_ROUTES[route.key];
  if (!rule) return null;
  if (ROUTER_HEADERS.some((name) => request.headers.has(name))) return null;
  if (request.cookieNames.includes(TEST_CLOCK_COOKIE)) return null;
  const keys = [...request.search.keys()];
  if (rule.query === 'undated' ? keys.includes('check_in') || keys.includes('check_out') : keys.length > 0) return null;
  return rule.tags(params);
}

/**
 * Request header the proxy sets on the cached shell of a dated results page (issue 18): the render
 * has no dates or guests, and the browser fetches the dated results (src/components/search/results-island.tsx).
 */
export const RESULTS_IN_BROWSER_HEADER = 'x-alma-results-in-browser';
