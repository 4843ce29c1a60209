import { describe, expect, it } from 'vitest';
import { matchRouteWithParams } from '../src/lib/routes';
import { breakpointForUserAgent } from '../src/lib/viewport';
import { breakpointGuess, PageCache, requestCacheKey, STAY_PAGES, storableHeaders, withoutStay, withStayRestored } from './page-cache.mjs';
import { STAY_HEADER } from './protocol.mjs';

const page = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });
const entry = (body: string, tags: string[]) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(body), tags });

describe('page cache keys (server.mjs)', () => {
  it('agrees with the app on the viewport guess', () => {
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

  it('gives a language redirect of a shortened request the whole query the visitor asked with', () => {
    // A Spanish visitor opens a shared search link: Next saw it without its stay and answered /es/….
    const asked = '/d/punta-cana?check_in=2027-01-12&check_out=2027-01-19&guests=4';
    const sent = withoutStay(page(asked)) ?? '';
    expect(sent).toBe('/d/punta-cana');
    expect(withStayRestored('http://localhost:3000/es/d/punta-cana', asked, sent)).toBe(
      'http://localhost:3000/es/d/punta-cana?check_in=2027-01-12&check_out=2027-01-19&guests=4',
    );
    // Every parameter, in the visitor's order and spelling, the ones Next saw included.
    const sorted = '/d/punta-cana?guests=4&sort=price_asc&check_in=2027-01-12&bedrooms=3&check_out=2027-01-19&amenities=pool%2Cgym';
    const rest = withoutStay(page(sorted)) ?? '';
    expect(rest).toBe('/d/punta-cana?sort=price_asc&bedrooms=3&amenities=pool%2Cgym');
    expect(withStayRestored('/es/d/punta-cana?sort=price_asc&bedrooms=3&amenities=pool%2Cgym', sorted, rest)).toBe(
      '/es/d/punta-cana?guests=4&sort=price_asc&check_in=2027-01-12&bedrooms=3&check_out=2027-01-19&amenities=pool%2Cgym',
    );
    const villa = '/property/6?check_in=2027-01-12&check_out=2027-01-19&guests=4';
    expect(withStayRestored('/es/property/6', villa, withoutStay(page(villa)) ?? '')).toBe(`/es${villa}`);
    // A redirect with a query of its own (a sign-in page naming where to return) is left alone.
    expect(withStayRestored('/login?next=%2Fd%2Fpunta-cana', asked, sent)).toBe('/login?next=%2Fd%2Fpunta-cana');
    expect(withStayRestored('/es/d/punta-cana?page=2', sorted, rest)).toBe('/es/d/punta-cana?page=2');
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
