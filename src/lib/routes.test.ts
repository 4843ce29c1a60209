import { describe, expect, it } from 'vitest';
import { fillPattern, matchRoute, matchRouteWithParams, stripLocale } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/es', 'home'],
    ['/press/some-article', 'pressArticle'],
    ['/es/user/trip-12', 'trip'],
    ['/user/trips', 'trips'],
    ['/guestbook/preview/villa-x', 'guestbookPreview'],
    ['/guestbook/7K3M9QXA/add-roomate', 'guestbookAddRoommate'],
    ['/broker/earnings', 'brokerEarnings'],
    ['/es/broker/reviews', 'brokerReviews'],
    ['/concierges/reviews', 'conciergeReviews'],
    ['/broker/calendar', 'brokerCalendar'],
    ['/es/concierges/calendar', 'conciergeCalendar'],
    ['/admin/calendar', 'adminCalendar'],
    ['/d/punta-cana', 'destinationResults'],
  ])('maps %s to %s', (path, key) => {
    expect(matchRoute(path)?.key).toBe(key);
  });

  it('knows no route for an unknown path', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(matchRoute('/press/a/b')).toBeUndefined();
  });
});

describe('stripLocale', () => {
  it('removes only a whole /es segment', () => {
    expect(stripLocale('/es')).toBe('/');
    expect(stripLocale('/es/press')).toBe('/press');
    expect(stripLocale('/estates')).toBe('/estates');
  });
});

describe('fillPattern', () => {
  it('encodes parameters and refuses a missing one', () => {
    expect(fillPattern('/user/trip-:id', { id: 4 })).toBe('/user/trip-4');
    expect(fillPattern('/press/:slug', { slug: 'a b' })).toBe('/press/a%20b');
    expect(() => fillPattern('/press/:slug', {})).toThrow(/slug/);
  });
});

describe('matchRouteWithParams', () => {
  it('prefers a static route and decodes parameters', () => {
    expect(matchRouteWithParams('/broker/earnings')?.route.key).toBe('brokerEarnings');
    expect(matchRouteWithParams('/es/broker/12')).toEqual({
      route: expect.objectContaining({ key: 'brokerListing' }),
      params: { id: '12' },
    });
    expect(matchRouteWithParams('/press/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(matchRouteWithParams('/press/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
    expect(matchRouteWithParams('/guestbook/preview/villa')?.route.key).toBe('guestbookPreview');
  });
});
