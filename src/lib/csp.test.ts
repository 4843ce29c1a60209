import { describe, expect, it } from 'vitest';
import { INLINE_HASHES } from '../../entry/protocol.mjs';
import { contentSecurityPolicy, needsNonce, tileOrigin } from './csp';
import { matchRoute } from './routes';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function directive(policy: string, name: string): string[] {
  const part = policy.split('; ').find((p) => p.startsWith(`${name} `));
  return part ? part.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  it('gives private pages a nonce with strict-dynamic and no host or inline allowance', () => {
    const policy = contentSecurityPolicy({ scripts: { nonce: 'abc123' }, tileUrl: OSM, siteUrl: 'http://localhost:3000' });
    expect(directive(policy, 'script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toContain('https://tile.openstreetmap.org');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('leaves the hashes of a public page to entry/server.mjs, and upgrades requests on https', () => {
    const policy = contentSecurityPolicy({ scripts: 'hashes', tileUrl: OSM, siteUrl: 'https://www.almavillas.test' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", INLINE_HASHES]);
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('lets images come from MEDIA_BASE_URL’s origin when a CDN or the bucket serves the media', () => {
    const policy = contentSecurityPolicy({
      scripts: 'hashes',
      tileUrl: OSM,
      siteUrl: 'https://www.almavillas.test',
      mediaBaseUrl: 'https://cdn.almavillas.test/site',
    });
    expect(directive(policy, 'img-src')).toContain('https://cdn.almavillas.test');
    expect(directive(contentSecurityPolicy({ scripts: 'hashes', tileUrl: OSM, siteUrl: 'https://x.test' }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
  });

  it('allows eval only under next dev', () => {
    const dev = contentSecurityPolicy({ scripts: { nonce: 'n' }, tileUrl: OSM, siteUrl: 'http://localhost:3000', dev: true });
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('tileOrigin', () => {
  it('is the origin of the tile template, a subdomain placeholder as a wildcard label', () => {
    expect(tileOrigin(OSM)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileOrigin('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });

  it('refuses templates that would allow any host', () => {
    expect(tileOrigin('https://{s}/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOrigin('https://{s}.{d}/{z}.png')).toBeNull();
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});

describe('needsNonce', () => {
  it('is true for credential and private pages, false for the public catalogue', () => {
    for (const path of [
      '/login',
      '/register',
      '/recover-password',
      '/new-password',
      '/user/trips',
      '/user-booking-request',
      '/concierges/reservations',
      '/broker',
      '/guestbook/AV-1',
    ])
      expect(needsNonce(matchRoute(path)), path).toBe(true);
    for (const path of ['/', '/property/1', '/d/dominican-republic', '/press', '/wishlist'])
      expect(needsNonce(matchRoute(path)), path).toBe(false);
    expect(needsNonce(undefined)).toBe(false);
  });
});

describe('Stripe on the payment pages', () => {
  const base = {
    scripts: { nonce: 'abc' },
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    siteUrl: 'https://alma.example',
  } as const;
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('adds exactly Stripe’s documented sources when asked, and nothing of Stripe otherwise', () => {
    const withStripe = contentSecurityPolicy({ ...base, stripe: true });
    expect(directive(withStripe, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(withStripe, 'frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(directive(withStripe, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    const without = contentSecurityPolicy(base);
    expect(without).not.toContain('stripe');
    expect(directive(without, 'frame-src')).toBe('');
  });
});
