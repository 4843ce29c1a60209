import { describe, expect, it } from 'vitest';
import { FILE, routeTemplates, UNMATCHED } from './route-template.mjs';

// The shape of .next/routes-manifest.json: Next writes each route's page and regex.
const manifest = {
  staticRoutes: [
    { page: '/api/login', regex: '^/api/login(?:/)?$' },
    { page: '/v1/account/trips', regex: '^/v1/account/trips(?:/)?$' },
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
    { page: '/_not-found', regex: '^/_not\\-found(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[locale]/login', regex: '^/([^/]+?)/login(?:/)?$' },
    { page: '/[locale]/property/[id]', regex: '^/([^/]+?)/property/([^/]+?)(?:/)?$' },
    { page: '/media/[...path]', regex: '^/media/(.+?)(?:/)?$' },
    { page: '/v1/account/trips/[id]/messages', regex: '^/v1/account/trips/([^/]+?)/messages(?:/)?$' },
  ],
};

describe('route templates (server.mjs)', () => {
  const templateOf = routeTemplates(manifest);

  it('names a request by its route, never by its ids, slugs or query', () => {
    expect(templateOf('/v1/account/trips/42/messages')).toBe('/v1/account/trips/[id]/messages');
    expect(templateOf('/v1/account/trips?token=secret')).toBe('/v1/account/trips');
    expect(templateOf('/es/property/7')).toBe('/[locale]/property/[id]');
    expect(templateOf('/media/properties/3/a.jpg')).toBe('/media/[...path]');
    expect(templateOf('/api/login')).toBe('/api/login');
    expect(templateOf('/robots.txt')).toBe('/robots.txt');
  });

  it('reads an English page without its prefix as next-intl does', () => {
    expect(templateOf('/')).toBe('/[locale]');
    expect(templateOf('/login')).toBe('/[locale]/login');
    expect(templateOf('/property/7')).toBe('/[locale]/property/[id]');
    expect(templateOf('/es')).toBe('/[locale]');
  });

  it('gives everything else a fixed label', () => {
    expect(templateOf('/favicon.ico')).toBe(FILE);
    expect(templateOf('/v1/no-such-route/123')).toBe(UNMATCHED);
    expect(templateOf('/de/property/7/extra/segments')).toBe(UNMATCHED);
    expect(templateOf('/_not-found')).toBe(UNMATCHED);
    expect(templateOf('/_next/static/chunks/a.js')).toBe('/_next/static');
    expect(templateOf('/healthz')).toBe('/healthz');
    expect(templateOf('/metrics')).toBe('/metrics');
  });

  it('without a build every path but the entry’s own is unmatched', () => {
    const none = routeTemplates({});
    expect(none('/v1/account/trips')).toBe(UNMATCHED);
    expect(none('/readyz')).toBe('/readyz');
  });
});
