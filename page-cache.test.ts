import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_CHANNEL as BUS_CHANNEL } from './src/server/core/page-cache-bus';
import {
  PAGE_COOKIES as LIB_COOKIES,
  ROUTER_HEADERS as LIB_ROUTER_HEADERS,
  STAY_HEADER as LIB_STAY_HEADER,
  TAGS_HEADER as LIB_TAGS_HEADER,
} from './src/lib/public-cache';
import { matchRouteWithParams } from './src/lib/routes';
import { breakpointForUserAgent } from './src/lib/viewport';
import { TEST_CLOCK_COOKIE as CLOCK } from './src/server/core/test-clock';
import {
  breakpointGuess,
  PAGE_CACHE_CHANNEL,
  PAGE_COOKIES,
  PageCache,
  ROUTER_HEADERS,
  requestCacheKey,
  storableHeaders,
  TAGS_HEADER,
  STAY_HEADER,
  STAY_PAGES,
  TEST_CLOCK_COOKIE,
  withoutStay,
} from './page-cache.mjs';

const page = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });
const entry = (body: string, tags: string[]) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(body), tags });

describe('page cache keys (server.mjs)', () => {
  it('agrees with the app on its constants and on the viewport guess', () => {
    expect(TAGS_HEADER).toBe(LIB_TAGS_HEADER);
    expect(PAGE_COOKIES).toEqual(LIB_COOKIES);
    expect(ROUTER_HEADERS).toEqual(LIB_ROUTER_HEADERS);
    expect(STAY_HEADER).toBe(LIB_STAY_HEADER);
    expect(PAGE_CACHE_CHANNEL).toBe(BUS_CHANNEL);
    expect(TEST_CLOCK_COOKIE).toBe(CLOCK);
    for (const ua of [
      undefined,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 13; SM-X700) Safari/537.36',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    ]) {
      expect(breakpointGuess(ua)).toBe(breakpointForUserAgent(ua));
    }
  });

  it('separates what the page reads: URL, viewport, locale cookie, negotiated language and encoding', () => {
    const base = requestCacheKey(page('/property/3', { cookie: 'viewport=lg', 'accept-encoding': 'gzip' }));
    expect(base).not.toBeNull();
    expect(requestCacheKey(page('/property/3', { cookie: 'viewport=lg; alma_session=abc', 'accept-encoding': 'gzip' }))).toBe(base);
    expect(requestCacheKey(page('/property/4', { cookie: 'viewport=lg', 'accept-encoding': 'gzip' }))).not.toBe(base);
    expect(requestCacheKey(page('/property/3', { cookie: 'viewport=xs', 'accept-encoding': 'gzip' }))).not.toBe(base);
    expect(requestCacheKey(page('/property/3', { cookie: 'viewport=lg' }))).not.toBe(base);
    expect(requestCacheKey(page('/property/3', { cookie: 'viewport=lg; NEXT_LOCALE=es', 'accept-encoding': 'gzip' }))).not.toBe(base);
    // No cookie: the proxy sets one from the user agent, so the guess is part of the key.
    const phone = requestCacheKey(page('/', { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' }));
    expect(phone).not.toBe(requestCacheKey(page('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })));
    expect(phone).not.toBe(requestCacheKey(page('/', { cookie: 'viewport=xs' })));
    // next-intl negotiates an unprefixed path without a locale cookie; a prefixed one ignores it.
    expect(requestCacheKey(page('/', { 'accept-language': 'es-ES' }))).not.toBe(requestCacheKey(page('/', { 'accept-language': 'en' })));
    expect(requestCacheKey(page('/es', { 'accept-language': 'es-ES' }))).toBe(requestCacheKey(page('/es', { 'accept-language': 'en' })));
    expect(requestCacheKey(page('/', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'es' }))).toBe(
      requestCacheKey(page('/', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'en' })),
    );
    expect(requestCacheKey(page('/', {}, 'HEAD'))).toBe(requestCacheKey(page('/')));
  });

  it('takes the stay off a villa or results page only, as the routes name them', () => {
    for (const path of ['/d/tulum', '/es/d/tulum', '/property/3', '/es/property/3']) {
      expect(STAY_PAGES.test(path)).toBe(true);
      expect(['destinationResults', 'property']).toContain(matchRouteWithParams(path)?.route.key);
    }
    // /en/… answers a redirect that must keep the query; other pages read their stay themselves.
    for (const path of ['/en/d/tulum', '/user-booking-request', '/es/user-booking-request', '/property/3/extra', '/destination']) {
      expect(STAY_PAGES.test(path)).toBe(false);
    }
    const stay = '/d/tulum?sort=price_asc&check_in=2027-02-01&check_out=2027-02-05&guests=4';
    expect(withoutStay(page(stay))).toBe('/d/tulum?sort=price_asc');
    expect(withoutStay(page('/es/property/3?check_in=2027-02-01&check_out=2027-02-05'))).toBe('/es/property/3');
    // Without a stay the query stays (guests alone filters the server-rendered results).
    expect(withoutStay(page('/d/tulum?sort=price_asc&guests=4'))).toBeNull();
    expect(withoutStay(page('/user-booking-request?property=3&check_in=2027-02-01&check_out=2027-02-05'))).toBeNull();
    // Requests the cache never answers keep their URL: the router's, the test clock's, a POST.
    expect(withoutStay(page(stay, { rsc: '1' }))).toBeNull();
    expect(withoutStay(page(stay, { cookie: 'alma_test_now=2026-01-01T00:00:00Z' }))).toBeNull();
    expect(withoutStay(page(stay, {}, 'POST'))).toBeNull();
    // The page rendered without a stay for a request that had one is not the page asked without.
    expect(requestCacheKey(page('/d/tulum?sort=price_asc', { [STAY_HEADER]: '1' }))).not.toBe(
      requestCacheKey(page('/d/tulum?sort=price_asc')),
    );
  });

  it('has no key for requests whose answer is not the cached document', () => {
    expect(requestCacheKey(page('/', {}, 'POST'))).toBeNull();
    expect(requestCacheKey(page('/', { rsc: '1' }))).toBeNull();
    expect(requestCacheKey(page('/', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(requestCacheKey(page('/', { cookie: 'alma_test_now=2026-01-01T00:00:00Z' }))).toBeNull();
  });

  it('keeps only the viewport and locale cookies a page sets, and never a session cookie', () => {
    expect(storableHeaders({ 'content-type': 'text/html', 'set-cookie': ['viewport=lg; Path=/', 'NEXT_LOCALE=es; Path=/'] })).toEqual([
      ['content-type', 'text/html'],
      ['set-cookie', ['viewport=lg; Path=/', 'NEXT_LOCALE=es; Path=/']],
    ]);
    expect(storableHeaders({ 'content-type': 'text/html', 'set-cookie': ['alma_session=; Max-Age=0'] })).toBeNull();
    expect(
      storableHeaders({
        date: 'x',
        'x-alma-cache-tags': 'a',
        'cache-control': 'no-store',
        etag: '"1"',
        'x-request-id': 'r-1',
        connection: 'close',
      }),
    ).toEqual([['etag', '"1"']]);
  });
});

describe('PageCache', () => {
  it('drops the pages of an invalidated tag and keeps the others', () => {
    const cache = new PageCache();
    cache.set('a', entry('villa 3', ['listings', 'property:3']), cache.epoch);
    cache.set('b', entry('about', ['content']), cache.epoch);
    expect(cache.get('a')?.body.toString()).toBe('villa 3');
    expect(cache.invalidate(['property:3'])).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body.toString()).toBe('about');
    expect(cache.invalidate(['*'])).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('does not store a render that began before an invalidation', () => {
    const cache = new PageCache();
    const began = cache.epoch;
    cache.invalidate(['listings']);
    expect(cache.set('a', entry('stale', ['listings']), began)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets pages after their time to live and the least recently used beyond its size', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, maxBytes: 8 * 1024 * 8, now: () => now });
    cache.set('old', entry('x', ['content']), cache.epoch);
    now = 1000;
    expect(cache.get('old')).toBeUndefined();
    const big = 'y'.repeat(7000);
    for (const key of ['1', '2', '3', '4', '5', '6', '7', '8']) cache.set(key, entry(big, ['content']), cache.epoch);
    cache.get('1');
    cache.set('9', entry(big, ['content']), cache.epoch);
    expect(cache.bytes).toBeLessThanOrEqual(8 * 1024 * 8);
    expect(cache.get('1')).toBeDefined();
    expect(cache.get('2')).toBeUndefined();
  });
});
