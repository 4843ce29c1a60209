// The server's configuration: every server-side environment variable is read here, and only here
// (docs/decisions/036-one-configuration-that-fails-closed.md). Plain JavaScript with its types in
// config.d.mts, so that the Node entry (entry/server.mjs), the app (Next), the scripts (tsx) and the
// tests (Vitest) share one reading of the environment.
//
// - Nothing is read at import: `next build` imports every module (and writes NODE_ENV=production
//   into the bundle), so each function reads the environment it is given (process.env by default)
//   when called.
// - The run mode (MODES) is explicit: entry/server.mjs works it out from the operator's environment
//   before Next starts and passes it on in ALMA_MODE.
// - No secret has a value in the source: in production a secret comes from the environment only;
//   any other mode generates each missing one once, with crypto randomness, into a file of
//   SECRETS_DIR (mode 600), which a production server never reads.
// - configProblems lists every missing or invalid variable at once; entry/server.mjs refuses to start on
//   any. Getters meanwhile fall back to the safe side: the default, or no secret at all.

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { localSecret } from './local-secrets.mjs';

export const MODES = ['production', 'demo', 'development', 'test'];

/** Every variable the server reads, in the README's order (config-readme.test.ts compares them). */
export const VARIABLES = [
  'ALMA_MODE',
  'NODE_ENV',
  'PORT',
  'HOSTNAME',
  'SITE_URL',
  'DATABASE_URL',
  'PGLITE_DIR',
  'MEDIA_DIR',
  'PRIVATE_FILES_DIR',
  'SECRETS_DIR',
  'TRUST_PROXY_HOPS',
  'STAFF_EMAIL',
  'SMTP_URL',
  'MAIL_FROM',
  'OUTBOX_PAGE',
  'GUESTBOOK_KEY',
  'GUESTBOOK_LINK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYMENTS_DEMO',
  'BANK_TRANSFER_BENEFICIARY',
  'BANK_TRANSFER_BANK',
  'BANK_TRANSFER_IBAN',
  'BANK_TRANSFER_SWIFT',
  'RATE_LIMIT_MULTIPLIER',
  'MESSAGE_DIGEST_DELAY_MS',
  'MESSAGE_DIGEST_EVERY_MS',
  'ICAL_SYNC_EVERY_MINUTES',
  'ICAL_ALLOW_LOOPBACK',
  'TEST_CLOCK',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'MEDIA_BASE_URL',
  'MAIL_RETRY_SECONDS',
  'MAIL_EXPIRE_IN_SECONDS',
  'JOBS',
  'SHUTDOWN_GRACE_MS',
  'METRICS_TOKEN',
  'LOG_LEVEL',
];

/** The secrets: never logged, never defaulted; in production from the environment only. */
export const SECRETS = [
  'GUESTBOOK_KEY',
  'GUESTBOOK_LINK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
];

const flag = z.enum(['0', '1']).transform((v) => v === '1');
const whole = (min, max) => z.coerce.number().int().min(min).max(max);
const origin = z.string().refine(isOrigin, 'must be an origin such as https://www.example.com (scheme, host, optional port)');

/** 32 bytes as 64 hex characters or base64 (url-safe or not). */
export function parseKey32(value) {
  const v = String(value).trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  if (bytes.length !== 32) throw new Error('must be 32 bytes, as 64 hex characters or base64');
  return bytes;
}

/** What each variable may hold, and its default where the README gives one. */
const SCHEMA = {
  PORT: whole(1, 65535).default(3000),
  HOSTNAME: z.string().default('localhost'),
  SITE_URL: origin.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DIR: z.string().default('.data/pglite'),
  MEDIA_DIR: z.string().default('.data/media'),
  PRIVATE_FILES_DIR: z.string().default('.data/private'),
  SECRETS_DIR: z.string().default('.data/secrets'),
  TRUST_PROXY_HOPS: whole(0, 20).default(0),
  STAFF_EMAIL: z.email().default('concierge@almavillas.test'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Alma Villas <concierge@almavillas.test>'),
  OUTBOX_PAGE: flag.default(false),
  GUESTBOOK_KEY: z
    .string()
    .refine((v) => {
      try {
        return Boolean(parseKey32(v));
      } catch {
        return false;
      }
    }, 'must be 32 bytes, as 64 hex characters or base64')
    .optional(),
  GUESTBOOK_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  PAYMENTS_DEMO: flag.default(false),
  BANK_TRANSFER_BENEFICIARY: z.string().optional(),
  BANK_TRANSFER_BANK: z.string().optional(),
  BANK_TRANSFER_IBAN: z.string().optional(),
  BANK_TRANSFER_SWIFT: z.string().optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1000).default(1),
  MESSAGE_DIGEST_DELAY_MS: whole(1, 24 * 60 * 60 * 1000).default(5 * 60 * 1000),
  MESSAGE_DIGEST_EVERY_MS: whole(1, 24 * 60 * 60 * 1000).default(60 * 1000),
  ICAL_SYNC_EVERY_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(20),
  ICAL_ALLOW_LOOPBACK: flag.default(false),
  TEST_CLOCK: flag.default(false),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  MEDIA_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+[^/]$/, 'must be an http:// or https:// URL without a trailing slash')
    .optional(),
  MAIL_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be whole seconds separated by commas, e.g. 60,300,1800,7200,43200')
    .default('60,300,1800,7200,43200')
    .transform((v) => v.split(',').map(Number)),
  MAIL_EXPIRE_IN_SECONDS: whole(1, 24 * 60 * 60).default(15 * 60),
  JOBS: z.enum(['on', 'off']).default('on'),
  SHUTDOWN_GRACE_MS: whole(0, 10 * 60 * 1000).default(5000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** A variable's value, trimmed; an empty one counts as unset. */
function raw(env, name) {
  const v = env[name];
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
}

/** Is this URL on this machine (localhost, 127/8, [::1])? */
export function isLoopbackUrl(value) {
  try {
    const host = new URL(value ?? '').hostname;
    return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  } catch {
    return false;
  }
}

function isOrigin(value) {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && u.pathname === '/' && !u.search && !u.hash;
  } catch {
    return false;
  }
}

/**
 * The run mode: ALMA_MODE when set (entry/server.mjs sets it for the app), else from NODE_ENV
 * (production, test — Vitest —, development — `next dev` —). With neither, a site on this machine
 * (SITE_URL unset or local: `npm start`, the scripts) is a demo and any other one production.
 * An unknown ALMA_MODE is production: the strictest reading.
 */
export function runMode(env = process.env) {
  const explicit = raw(env, 'ALMA_MODE');
  if (explicit) return MODES.includes(explicit) ? explicit : 'production';
  const nodeEnv = raw(env, 'NODE_ENV');
  if (nodeEnv === 'production' || nodeEnv === 'test' || nodeEnv === 'development') return nodeEnv;
  const site = raw(env, 'SITE_URL');
  return site === undefined || isLoopbackUrl(site) ? 'demo' : 'production';
}

let memo = { key: '', value: null };

/** Every variable parsed: its value (the default when unset or invalid) and the problems found. */
function parsed(env) {
  const key = VARIABLES.map((name) => `${name}=${env[name] ?? ''}`).join('\0');
  if (memo.key === key && memo.value) return memo.value;
  const values = {};
  const problems = [];
  for (const [name, schema] of Object.entries(SCHEMA)) {
    const value = raw(env, name);
    const result = schema.safeParse(value);
    if (result.success) values[name] = result.data;
    else {
      problems.push(`${name} is invalid: ${result.error.issues[0]?.message ?? 'not a value it takes'}`);
      values[name] = SECRETS.includes(name) ? undefined : schema.safeParse(undefined).data;
    }
  }
  const explicit = raw(env, 'ALMA_MODE');
  if (explicit && !MODES.includes(explicit)) problems.push(`ALMA_MODE must be one of ${MODES.join(', ')}`);
  const out = { values, problems };
  memo = { key, value: out };
  return out;
}

/** The configuration, read from `env` now. Invalid values read as their default (see configProblems). */
export function config(env = process.env) {
  const { values: v } = parsed(env);
  const mode = runMode(env);
  const siteUrl = (v.SITE_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, '');
  const local = isLoopbackUrl(siteUrl) && mode !== 'production';
  return {
    mode,
    port: v.PORT,
    hostname: v.HOSTNAME,
    siteUrl,
    siteUrlSet: v.SITE_URL !== undefined,
    databaseUrl: v.DATABASE_URL,
    pgliteDir: v.PGLITE_DIR,
    mediaDir: v.MEDIA_DIR,
    privateFilesDir: v.PRIVATE_FILES_DIR,
    secretsDir: v.SECRETS_DIR,
    trustProxyHops: v.TRUST_PROXY_HOPS,
    staffEmail: v.STAFF_EMAIL,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    outboxPage: mode === 'development' || mode === 'test' || v.OUTBOX_PAGE,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET,
    stripeConfigured: Boolean(v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET),
    // Never beside a Stripe key (even one that is invalid), never in production (configProblems
    // refuses PAYMENTS_DEMO there); a demo server only with PAYMENTS_DEMO=1.
    demoPayments:
      raw(env, 'STRIPE_SECRET_KEY') === undefined && (mode === 'development' || mode === 'test' || (mode === 'demo' && v.PAYMENTS_DEMO)),
    bankTransfer: {
      beneficiary: v.BANK_TRANSFER_BENEFICIARY,
      bank: v.BANK_TRANSFER_BANK,
      iban: v.BANK_TRANSFER_IBAN,
      swift: v.BANK_TRANSFER_SWIFT,
    },
    rateLimitMultiplier: v.RATE_LIMIT_MULTIPLIER,
    messageDigestDelayMs: v.MESSAGE_DIGEST_DELAY_MS,
    messageDigestEveryMs: v.MESSAGE_DIGEST_EVERY_MS,
    icalSyncEveryMinutes: v.ICAL_SYNC_EVERY_MINUTES,
    // The test runner's switches: only on a site on this machine, never in production.
    icalAllowLoopback: v.ICAL_ALLOW_LOOPBACK && local,
    testClock: v.TEST_CLOCK && local,
    storage: {
      bucket: v.S3_BUCKET,
      endpoint: v.S3_ENDPOINT,
      region: v.S3_REGION,
      accessKeyId: v.S3_ACCESS_KEY_ID,
      secretAccessKey: v.S3_SECRET_ACCESS_KEY,
      forcePathStyle: v.S3_FORCE_PATH_STYLE,
    },
    mediaBaseUrl: v.MEDIA_BASE_URL,
    mailRetrySeconds: v.MAIL_RETRY_SECONDS,
    mailExpireInSeconds: v.MAIL_EXPIRE_IN_SECONDS,
    jobsEnabled: v.JOBS === 'on',
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS,
    metricsToken: v.METRICS_TOKEN,
    logLevel: v.LOG_LEVEL,
  };
}

/**
 * What a production server cannot run without, besides SITE_URL: the guestbook's two secrets, the
 * SMTP server (else no mail leaves: password resets, receipts, guestbook links) and the bank account
 * guests wire to (bank transfer is always offered; else they would see the demonstration account).
 */
export const PRODUCTION_REQUIRED = [
  'GUESTBOOK_LINK_SECRET',
  'GUESTBOOK_KEY',
  'SMTP_URL',
  'BANK_TRANSFER_BENEFICIARY',
  'BANK_TRANSFER_BANK',
  'BANK_TRANSFER_IBAN',
  'BANK_TRANSFER_SWIFT',
];

/** Every missing or invalid variable of `env`, one sentence each; empty when the server may start. */
export function configProblems(env = process.env) {
  const problems = [...parsed(env).problems];
  const mode = runMode(env);
  const c = config(env);
  const has = (name) => raw(env, name) !== undefined;
  if (has('STRIPE_SECRET_KEY') && !has('STRIPE_WEBHOOK_SECRET')) problems.push('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  if (has('STRIPE_WEBHOOK_SECRET') && !has('STRIPE_SECRET_KEY')) problems.push('STRIPE_SECRET_KEY is required with STRIPE_WEBHOOK_SECRET');
  for (const name of ['ICAL_ALLOW_LOOPBACK', 'TEST_CLOCK']) {
    if (raw(env, name) === '1' && (mode === 'production' || !isLoopbackUrl(c.siteUrl))) {
      problems.push(`${name} is for the test runner only (a SITE_URL on this machine, not in production)`);
    }
  }
  if (has('S3_ACCESS_KEY_ID') !== has('S3_SECRET_ACCESS_KEY')) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (!has('S3_BUCKET')) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) if (has(name)) problems.push(`${name} needs S3_BUCKET`);
  }
  if (mode === 'production') {
    if (!has('SITE_URL')) problems.push('SITE_URL is required in production');
    else if (isOrigin(raw(env, 'SITE_URL')) && !c.siteUrl.startsWith('https://') && !isLoopbackUrl(c.siteUrl)) {
      problems.push('SITE_URL must be https in production (unless it is on this machine)');
    }
    for (const name of PRODUCTION_REQUIRED) if (!has(name)) problems.push(`${name} is required in production`);
    // Fake money and a made-up bank account are for a demo or a test server, never a real guest.
    if (raw(env, 'PAYMENTS_DEMO') === '1') problems.push('PAYMENTS_DEMO is for a demo or test server, never production');
  }
  return problems;
}

/**
 * What the Node entry checks before Next starts: the mode the operator's environment asks for, and
 * every problem. NODE_ENV=production from the operator is production whatever ALMA_MODE says.
 */
export function startupCheck(env = process.env) {
  const mode = runMode(env);
  const nodeEnv = raw(env, 'NODE_ENV');
  if (nodeEnv === 'production' && mode !== 'production') {
    const strict = configProblems({ ...env, ALMA_MODE: 'production' });
    return { mode: 'production', problems: [`ALMA_MODE=${raw(env, 'ALMA_MODE')} contradicts NODE_ENV=production`, ...strict] };
  }
  return { mode, problems: configProblems(env) };
}

/**
 * The key signing the guestbook links: GUESTBOOK_LINK_SECRET; else, outside production, a
 * generated one (SECRETS_DIR/guestbook-link-secret). Null in production without it, or when it
 * is set but invalid: then no link is signed or honoured.
 */
export function guestbookLinkSecret(env = process.env) {
  if (raw(env, 'GUESTBOOK_LINK_SECRET') !== undefined) return parsed(env).values.GUESTBOOK_LINK_SECRET ?? null;
  if (runMode(env) === 'production') return null;
  return localSecret(
    config(env).secretsDir,
    'guestbook-link-secret',
    () => randomBytes(32).toString('base64url'),
    (v) => v.length >= 32,
  );
}

/**
 * The identity documents' key (32 bytes): GUESTBOOK_KEY; else, outside production, a generated one
 * (SECRETS_DIR/guestbook-key; a key an older version generated in PRIVATE_FILES_DIR/guestbook.key is
 * taken over, so its documents still open). Null in production without it, or when it is invalid.
 */
export function guestbookKey(env = process.env) {
  if (raw(env, 'GUESTBOOK_KEY') !== undefined)
    return parsed(env).values.GUESTBOOK_KEY === undefined ? null : parseKey32(raw(env, 'GUESTBOOK_KEY'));
  if (runMode(env) === 'production') return null;
  const legacy = path.resolve(config(env).privateFilesDir, 'guestbook.key');
  const value = localSecret(
    config(env).secretsDir,
    'guestbook-key',
    () => randomBytes(32).toString('base64'),
    (v) => {
      try {
        return Boolean(parseKey32(v));
      } catch {
        return false;
      }
    },
    legacy,
  );
  return parseKey32(value);
}
