// Types of page-cache.mjs (plain JavaScript, run by `node entry/server.mjs`), for its TypeScript test.
export declare const DATED_PARAMS: string[];
export declare const STAY_PAGES: RegExp;
export declare const TTL_MS: number;
export declare const MAX_BYTES: number;
export declare const CACHE_CONTROL: string;
export interface CacheRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface CacheEntry {
  status: number;
  headers: [string, string | string[] | number][];
  body: Buffer;
  tags: string[];
  etag?: string;
}
export interface StoredEntry extends CacheEntry {
  etag: string;
  storedAt: number;
  bytes: number;
}
export declare function cookieValue(header: string | undefined, name: string): string | undefined;
export declare function breakpointGuess(userAgent: string | undefined | null): string;
export declare function withoutStay(req: CacheRequest): string | null;
export declare function withStayRestored(location: string, asked: string, sent: string): string;
export declare function requestCacheKey(req: CacheRequest): string | null;
export declare function storableHeaders(headers: Record<string, unknown>): [string, unknown][] | null;
export declare function etagOf(body: Buffer): string;
export declare function parseTags(value: unknown): string[];
export declare class PageCache {
  constructor(opts?: { maxBytes?: number; ttlMs?: number; now?: () => number });
  epoch: number;
  bytes: number;
  counts: { hits: number; misses: number; stored: number; invalidated: number };
  get(key: string): StoredEntry | undefined;
  set(key: string, entry: CacheEntry, epoch: number): boolean;
  invalidate(tags: string[]): number;
  clear(): number;
  readonly size: number;
}
export declare function processPageCache(): PageCache;
