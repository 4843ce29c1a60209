import { INLINE_HASHES } from '../../entry/protocol.mjs';
import type { RouteDef } from './routes';

/**
 * The Content-Security-Policy of every page (docs/decisions/012-content-security-policy.md).
 *
 * - Pages that take credentials or show private data carry a fresh nonce with 'strict-dynamic':
 *   the proxy puts the policy on the request too, and Next writes the nonce on its own scripts.
 * - Public pages (to be cached) allow, by hash, exactly the inline scripts of theirs that Next and
 *   React wrote: the proxy writes INLINE_HASHES where the hashes go and entry/server.mjs, which sees the
 *   whole document, puts there the hashes of the scripts of a known shape (entry/csp-hashes.mjs); any
 *   other inline script is blocked and logged. Without entry/server.mjs (`next dev`, a bare
 *   `next start`) every page uses a nonce.
 */

/** Pages whose scripts get a per-response nonce: credentials or private data. */
export function needsNonce(route: RouteDef | undefined): boolean {
  if (!route) return false;
  return route.area !== 'public' || CREDENTIAL_PAGES.has(route.key);
}
const CREDENTIAL_PAGES = new Set(['login', 'register', 'recoverPassword', 'newPassword']);

/** The origin Leaflet loads tiles from: `https://{s}.tile.example/{z}/…` → `https://*.tile.example`. */
export function tileOrigin(template: string): string | null {
  const m = /^(https?:)\/\/([^/?#]+)/i.exec(template.trim());
  if (!m?.[1] || !m[2]) return null;
  const host = m[2].replace(/\{[^}]+\}/g, '*').toLowerCase();
  // A wildcard only as the first label ({s}.tile.example); anything wider is refused, not allowed.
  if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$|^localhost(:\d+)?$/.test(host)) return null;
  return `${m[1].toLowerCase()}//${host}`;
}

export interface PolicyOptions {
  /** A fresh nonce, or 'hashes' for a public page (entry/server.mjs fills INLINE_HASHES). */
  scripts: { nonce: string } | 'hashes';
  /** NEXT_PUBLIC_MAP_TILE_URL (or the default OpenStreetMap template). */
  tileUrl: string;
  /** SITE_URL: https adds upgrade-insecure-requests. */
  siteUrl: string;
  /** `next dev` needs eval for its overlay and fast refresh. */
  dev?: boolean;
  /** MEDIA_BASE_URL, when a CDN or the bucket serves public media: its origin may serve images. */
  mediaBaseUrl?: string | undefined;
  /**
   * A page that takes cards through Stripe's Payment Element, where Stripe is configured: exactly
   * the sources Stripe documents for it (https://docs.stripe.com/security/guide#content-security-policy).
   */
  stripe?: boolean;
}

/** The pages that may show Stripe's Payment Element. */
export const STRIPE_PAGES: ReadonlySet<string> = new Set(['tripCharges']);

export function contentSecurityPolicy(opts: PolicyOptions): string {
  const script =
    opts.scripts === 'hashes'
      ? ["'self'", INLINE_HASHES]
      : [`'nonce-${opts.scripts.nonce}'`, "'strict-dynamic'", ...(opts.dev ? ["'unsafe-eval'"] : [])];
  const tiles = tileOrigin(opts.tileUrl);
  const media = opts.mediaBaseUrl ? new URL(opts.mediaBaseUrl).origin : null;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...script, ...(opts.stripe ? ['https://js.stripe.com'] : [])]],
    // React renders style attributes and Leaflet positions tiles and markers through them.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...(media ? [media] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(opts.stripe ? ['https://api.stripe.com'] : [])]],
    ...(opts.stripe ? ([['frame-src', ['https://js.stripe.com', 'https://hooks.stripe.com']]] as [string, string[]][]) : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (opts.siteUrl.startsWith('https://')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}
