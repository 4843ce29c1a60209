// The public pages' document cache (issue 18; docs/decisions/031-public-page-cache.md), used by
// server.mjs. Plain JavaScript beside server.mjs, unit-tested by page-cache.test.ts.
//
// - The proxy marks a page it renders for every visitor alike (src/lib/public-cache.ts) with
//   TAGS_HEADER on the response; server.mjs stores such a 200 document whole, with its headers and
//   its Content-Security-Policy (the hashes are a function of the document), without that header.
//   The header, cookie and channel names the app shares are protocol.mjs's.
// - The key is what the proxy and the page read from the request: the URL, the viewport (the
//   cookie, else the user-agent guess, which also decides whether the proxy sets the cookie), the
//   locale cookie, Accept-Language where next-intl would negotiate on it, and whether the client
//   takes gzip. A request the proxy would not mark (a router or action request, the test clock)
//   has no key.
// - Entries leave by tag (pg_notify on PAGE_CACHE_CHANNEL from every server's writes, heard by every
//   server: src/server/core/page-cache-bus.ts), by age (TTL_MS: "today" moves, and a missed
//   notification heals), and by size (least recently used beyond MAX_BYTES).

import { createHash } from 'node:crypto';
import {
  LOCALE_COOKIE,
  PAGE_CACHE_GLOBAL,
  PAGE_COOKIES,
  ROUTER_HEADERS,
  STATUS_HEADER,
  STAY_HEADER,
  TAGS_HEADER,
  TEST_CLOCK_COOKIE,
  VIEWPORT_COOKIE,
} from './protocol.mjs';

/** The stay, which the browser reads on STAY_PAGES. */
export const DATED_PARAMS = ['check_in', 'check_out', 'guests'];
export const TTL_MS = 5 * 60 * 1000;
export const MAX_BYTES = 48 * 1024 * 1024;
/** What a cached document tells the browser: keep it, but ask each time (answered 304 by ETag). */
export const CACHE_CONTROL = 'private, no-cache';

const BREAKPOINTS = new Set(['xs', 'sm', 'md', 'lg', 'xl', '2xl']);
/** Headers of one response, never stored (they belong to the exchange, not the document): a hit has its own (x-request-id: request-log.mjs). */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', TAGS_HEADER, STATUS_HEADER, 'age', 'x-request-id']);

export function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** As breakpointForUserAgent in src/lib/viewport.ts (page-cache.test.ts compares the two). */
export function breakpointGuess(userAgent) {
  if (!userAgent) return 'lg';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'md';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'xs';
  return 'lg';
}

/**
 * The pages whose stay (check_in, check_out, guests) the browser reads: a villa's (it asks for
 * the quote) and a destination's results (they ask for the dated results). Must match the routes
 * `property` and `destinationResults` (src/lib/routes.ts; page-cache.test.ts checks). /en/… is
 * not one: it answers a redirect that keeps the query.
 */
export const STAY_PAGES = /^(?:\/es)?\/(?:d|property)\/[^/]+$/;

/**
 * With a stay in the query of a STAY_PAGES page, that the cache could answer: the URL without
 * DATED_PARAMS (what Next renders and the cache keys on), else null. Nothing of the visitor's stay
 * reaches the render, which every visitor with any stay is then served.
 */
export function withoutStay(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (cookieValue(req.headers.cookie, TEST_CLOCK_COOKIE) !== undefined) return null;
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  if (at === -1 || !STAY_PAGES.test(url.slice(0, at))) return null;
  const search = new URLSearchParams(url.slice(at + 1));
  if (!search.has('check_in') && !search.has('check_out')) return null;
  for (const name of DATED_PARAMS) search.delete(name);
  const rest = search.toString();
  return `${url.slice(0, at)}${rest ? `?${rest}` : ''}`;
}

/**
 * The Location of a redirect answered to a request withoutStay shortened: `asked` is the URL the
 * visitor asked for, `sent` the one Next saw. A redirect that carried the query it was given
 * (next-intl's language redirect: /d/x?… → /es/d/x?…, which would drop the stay) carries the
 * visitor's whole query instead; any other Location (one with a query of its own) is left as is.
 */
export function withStayRestored(location, asked, sent) {
  const hashAt = location.indexOf('#');
  const head = hashAt === -1 ? location : location.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : location.slice(hashAt);
  const queryAt = head.indexOf('?');
  const carried = queryAt === -1 ? '' : head.slice(queryAt + 1);
  const sentAt = sent.indexOf('?');
  const given = sentAt === -1 ? '' : sent.slice(sentAt + 1);
  if (new URLSearchParams(carried).toString() !== new URLSearchParams(given).toString()) return location;
  const askedAt = asked.indexOf('?');
  const query = askedAt === -1 ? '' : asked.slice(askedAt + 1);
  return `${queryAt === -1 ? head : head.slice(0, queryAt)}${query ? `?${query}` : ''}${hash}`;
}

/** The cache key of a page request, or null when its answer may differ from the cached one. */
export function requestCacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const headers = req.headers;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookie = headers.cookie;
  if (cookieValue(cookie, TEST_CLOCK_COOKIE) !== undefined) return null;
  const url = req.url ?? '/';
  const viewport = cookieValue(cookie, VIEWPORT_COOKIE);
  const vp = BREAKPOINTS.has(viewport) ? `c:${viewport}` : `u:${breakpointGuess(headers['user-agent'])}${viewport ? '!' : ''}`;
  const locale = cookieValue(cookie, LOCALE_COOKIE) ?? '-';
  // next-intl negotiates an unprefixed path's language from Accept-Language when no cookie names it.
  const prefixed = /^\/es(\/|\?|$)/.test(url);
  const language = !prefixed && locale === '-' ? String(headers['accept-language'] ?? '').slice(0, 200) : '';
  const gzip = /\bgzip\b/i.test(String(headers['accept-encoding'] ?? '')) ? 'gz' : 'id';
  const stay = headers[STAY_HEADER] === '1' ? 'stay' : '';
  return `${url}\n${vp}\n${locale}\n${language}\n${gzip}\n${stay}`;
}

/** The headers worth keeping from a finished response, or null when it must not be stored. */
export function storableHeaders(headers) {
  const kept = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (HOP_HEADERS.has(lower)) continue;
    if (lower === 'set-cookie') {
      const cookies = Array.isArray(value) ? value : [value];
      // Only the viewport and locale cookies, the same for every request of this key.
      if (!cookies.every((c) => PAGE_COOKIES.includes(String(c).split('=')[0].trim()))) return null;
    }
    if (lower === 'cache-control') continue;
    kept.push([lower, value]);
  }
  return kept;
}

export function etagOf(body) {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The tags of a TAGS_HEADER value. */
export function parseTags(value) {
  return String(value ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * An in-memory map of documents by key, least recently used first, with a tag index. `epoch`
 * moves on every invalidation: a render that started before one is not stored (it may have read
 * what the invalidation replaced).
 */
export class PageCache {
  constructor({ maxBytes = MAX_BYTES, ttlMs = TTL_MS, now = () => Date.now() } = {}) {
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    this.now = now;
    this.entries = new Map();
    this.byTag = new Map();
    this.bytes = 0;
    this.epoch = 0;
    this.counts = { hits: 0, misses: 0, stored: 0, invalidated: 0 };
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.#remove(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores `entry` ({status, headers, body, tags}) unless an invalidation came after `epoch`. */
  set(key, entry, epoch) {
    if (epoch !== this.epoch) return false;
    const bytes = entry.body.length + key.length + 512;
    if (bytes > this.maxBytes / 8) return false;
    this.#remove(key);
    const stored = { ...entry, etag: entry.etag ?? etagOf(entry.body), storedAt: this.now(), bytes };
    this.entries.set(key, stored);
    this.bytes += bytes;
    for (const tag of stored.tags) {
      const keys = this.byTag.get(tag) ?? new Set();
      keys.add(key);
      this.byTag.set(tag, keys);
    }
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      this.#remove(oldest);
    }
    this.counts.stored++;
    return true;
  }

  /** Drops every entry with one of `tags` ('*' drops all); returns how many left. */
  invalidate(tags) {
    this.epoch++;
    if (tags.includes('*')) return this.clear();
    let removed = 0;
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) {
        if (this.#remove(key)) removed++;
      }
    }
    this.counts.invalidated += removed;
    return removed;
  }

  clear() {
    const removed = this.entries.size;
    this.entries.clear();
    this.byTag.clear();
    this.bytes = 0;
    this.counts.invalidated += removed;
    return removed;
  }

  get size() {
    return this.entries.size;
  }

  #remove(key) {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys && keys.size === 0) this.byTag.delete(tag);
    }
    return true;
  }
}

/** The process's cache, shared with the app's code (which invalidates it) through a global symbol. */
export function processPageCache() {
  globalThis[PAGE_CACHE_GLOBAL] ??= new PageCache();
  return globalThis[PAGE_CACHE_GLOBAL];
}
