import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build: the client compares it with /builds/latest.json to offer a reload.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const buildTime = new Date().toISOString();

// Content-Security-Policy comes from the proxy (per page class) and HSTS from entry/server.mjs (only when
// SITE_URL is https, read when served): docs/decisions/012-content-security-policy.md.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId, NEXT_PUBLIC_BUILD_TIME: buildTime },
  // `npm run typecheck` checks types (TypeScript 7); the build does not do it twice.
  typescript: { ignoreBuildErrors: true },
  // node-ical: its temporal-polyfill breaks when bundled ("BigInt is not a function"); loaded from node_modules.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'sharp',
    '@node-rs/argon2',
    'pg',
    'nodemailer',
    'node-ical',
    'pg-boss',
    '@aws-sdk/client-s3',
    'prom-client',
    'pino',
  ],
  experimental: { globalNotFound: true },
  async redirects() {
    return [
      // SPEC §2: /results goes to the default destination.
      { source: '/results', destination: '/d/dominican-republic', permanent: false },
      { source: '/es/results', destination: '/es/d/dominican-republic', permanent: false },
    ];
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
