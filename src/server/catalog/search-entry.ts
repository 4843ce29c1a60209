import 'server-only';
import { SEARCH_ANSWER_GLOBAL } from '../../../entry/protocol.mjs';
import { getDb } from '../db/client';
import { resultsRequestOrThrow } from './results.params';
import { searchCacheKey, toSearchQuery } from './results.queries';
import { currentSearchVersion, searchCacheFor } from './search-cache';

/**
 * The headers of GET /api/results's answer: the route's own (results/route.ts) and
 * next.config.ts's security headers, which Next adds to every response (search-entry.test.ts
 * compares them).
 */
export const SEARCH_HIT_HEADERS: Record<string, string> = {
  'Content-Type': 'application/json',
  'Cache-Control': 'private, no-store',
  'X-Alma-Cache': 'hit',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export interface SearchHit {
  body: Uint8Array<ArrayBuffer>;
  gzipped(): Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * The Node entry's fast path for GET /api/results (docs/decisions/042): the answer the search
 * cache already holds for this URL at the current version, or null and the request goes through
 * Next as before (which computes and stores it). Only a query with an explicit `locale` (the
 * results island always sends one) and that validates; anything else, errors included, is Next's.
 */
export async function searchAnswerFromCache(url: string): Promise<SearchHit | null> {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const params = new URLSearchParams(url.slice(at + 1));
  const locale = params.get('locale');
  if (locale !== 'en' && locale !== 'es') return null;
  let request: ReturnType<typeof resultsRequestOrThrow>;
  try {
    request = resultsRequestOrThrow(params);
  } catch {
    return null;
  }
  const { orm } = await getDb();
  const cache = searchCacheFor(orm);
  const version = await currentSearchVersion(orm, cache);
  const hit = cache.peek(searchCacheKey(locale, toSearchQuery(request.scope, request.state)), version);
  return hit ? { ...hit, headers: SEARCH_HIT_HEADERS } : null;
}

/** Offers the fast path to entry/server.mjs (instrumentation.ts; same process, another bundle). */
export function offerSearchAnswers(): void {
  (globalThis as Record<symbol, unknown>)[SEARCH_ANSWER_GLOBAL] = searchAnswerFromCache;
}
