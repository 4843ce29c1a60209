import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { config, configProblems, guestbookKey, guestbookLinkSecret, runMode, startupCheck } from './config.mjs';

const KEY_HEX = 'ab'.repeat(32);
const LINK_SECRET = 'a-link-secret-of-forty-characters-123456';
const PRODUCTION = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.almavillas.example',
  GUESTBOOK_LINK_SECRET: LINK_SECRET,
  GUESTBOOK_KEY: KEY_HEX,
  SMTP_URL: 'smtps://alma:secret@smtp.almavillas.example',
  BANK_TRANSFER_BENEFICIARY: 'Alma Villas S.R.L.',
  BANK_TRANSFER_BANK: 'Banco Popular Dominicano',
  BANK_TRANSFER_IBAN: 'DO28 BAGR 0000 0001 2124 5361 1324',
  BANK_TRANSFER_SWIFT: 'BPDODOSX',
};

const dirs: string[] = [];
function secretsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-secrets-'));
  dirs.push(dir);
  return path.join(dir, 'secrets');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the run mode', () => {
  it('is ALMA_MODE when set, else NODE_ENV, else a demo on this machine and production elsewhere', () => {
    expect(runMode({ ALMA_MODE: 'demo', NODE_ENV: 'production' })).toBe('demo');
    expect(runMode({ NODE_ENV: 'production' })).toBe('production');
    expect(runMode({ NODE_ENV: 'test' })).toBe('test');
    expect(runMode({ NODE_ENV: 'development' })).toBe('development');
    expect(runMode({})).toBe('demo');
    expect(runMode({ SITE_URL: 'http://127.0.0.1:3207' })).toBe('demo');
    expect(runMode({ SITE_URL: 'https://www.almavillas.example' })).toBe('production');
    // An unknown mode is read as the strictest, and named.
    expect(runMode({ ALMA_MODE: 'staging' })).toBe('production');
    expect(configProblems({ ALMA_MODE: 'staging', ...PRODUCTION })).toEqual([
      'ALMA_MODE must be one of production, demo, development, test',
    ]);
  });

  it('NODE_ENV=production from the operator is production whatever ALMA_MODE says', () => {
    const { mode, problems } = startupCheck({ ...PRODUCTION, ALMA_MODE: 'demo' });
    expect(mode).toBe('production');
    expect(problems).toEqual(['ALMA_MODE=demo contradicts NODE_ENV=production']);
    expect(startupCheck(PRODUCTION)).toEqual({ mode: 'production', problems: [] });
    expect(startupCheck({ ALMA_MODE: 'demo' })).toEqual({ mode: 'demo', problems: [] });
  });
});

describe('production', () => {
  it('names every missing variable at once', () => {
    expect(configProblems({ NODE_ENV: 'production' })).toEqual([
      'SITE_URL is required in production',
      'GUESTBOOK_LINK_SECRET is required in production',
      'GUESTBOOK_KEY is required in production',
      'SMTP_URL is required in production',
      'BANK_TRANSFER_BENEFICIARY is required in production',
      'BANK_TRANSFER_BANK is required in production',
      'BANK_TRANSFER_IBAN is required in production',
      'BANK_TRANSFER_SWIFT is required in production',
    ]);
    expect(configProblems(PRODUCTION)).toEqual([]);
  });

  it('wants an https SITE_URL unless it is on this machine', () => {
    expect(configProblems({ ...PRODUCTION, SITE_URL: 'http://www.almavillas.example' })).toEqual([
      'SITE_URL must be https in production (unless it is on this machine)',
    ]);
    for (const local of ['http://localhost:3207', 'http://127.0.0.1:3207', 'http://[::1]:3207']) {
      expect(configProblems({ ...PRODUCTION, SITE_URL: local })).toEqual([]);
    }
    expect(configProblems({ ...PRODUCTION, SITE_URL: 'https://www.almavillas.example/shop' })[0]).toMatch(
      /^SITE_URL is invalid: must be an origin/,
    );
  });

  it('wants the secrets of a configured feature: Stripe takes both its keys', () => {
    expect(configProblems({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_abc' })).toEqual([
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY',
    ]);
    expect(configProblems({ ...PRODUCTION, STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual([
      'STRIPE_SECRET_KEY is required with STRIPE_WEBHOOK_SECRET',
    ]);
    expect(configProblems({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual([]);
  });

  it('refuses the test runner’s switches, even with a SITE_URL on this machine', () => {
    const local = { ...PRODUCTION, SITE_URL: 'http://localhost:3207' };
    expect(configProblems({ ...local, TEST_CLOCK: '1', ICAL_ALLOW_LOOPBACK: '1' })).toEqual([
      'ICAL_ALLOW_LOOPBACK is for the test runner only (a SITE_URL on this machine, not in production)',
      'TEST_CLOCK is for the test runner only (a SITE_URL on this machine, not in production)',
    ]);
    expect(config({ ...local, TEST_CLOCK: '1' }).testClock).toBe(false);
    expect(config({ ALMA_MODE: 'test', TEST_CLOCK: '1' }).testClock).toBe(true);
  });
});

describe('every mode', () => {
  it('names each invalid value, and reads it meanwhile as its default or as no secret', () => {
    const env = {
      ALMA_MODE: 'demo',
      PORT: 'eighty',
      TRUST_PROXY_HOPS: '-1',
      OUTBOX_PAGE: 'yes',
      GUESTBOOK_KEY: 'short',
      GUESTBOOK_LINK_SECRET: 'too short',
      SMTP_URL: 'http://mail',
      DATABASE_URL: 'mysql://x',
    };
    expect(configProblems(env).map((p) => p.split(' ')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'TRUST_PROXY_HOPS',
      'SMTP_URL',
      'OUTBOX_PAGE',
      'GUESTBOOK_KEY',
      'GUESTBOOK_LINK_SECRET',
    ]);
    const c = config(env);
    expect([c.port, c.trustProxyHops, c.outboxPage, c.smtpUrl, c.databaseUrl]).toEqual([3000, 0, false, undefined, undefined]);
    expect(guestbookLinkSecret(env)).toBeNull();
    expect(guestbookKey(env)).toBeNull();
  });

  it('gives SITE_URL the README’s default, http://localhost:$PORT, and drops a trailing slash', () => {
    expect(config({}).siteUrl).toBe('http://localhost:3000');
    expect(config({ PORT: '3207' }).siteUrl).toBe('http://localhost:3207');
    expect(config({ SITE_URL: 'https://www.almavillas.example/' }).siteUrl).toBe('https://www.almavillas.example');
  });

  it('reads the environment when called, never at import', () => {
    const before = process.env.MESSAGE_DIGEST_DELAY_MS;
    process.env.MESSAGE_DIGEST_DELAY_MS = '8000';
    try {
      expect(config().messageDigestDelayMs).toBe(8000);
      delete process.env.MESSAGE_DIGEST_DELAY_MS;
      expect(config().messageDigestDelayMs).toBe(300_000);
    } finally {
      if (before !== undefined) process.env.MESSAGE_DIGEST_DELAY_MS = before;
    }
  });
});

describe('secrets', () => {
  it('in production come from the environment only: a generated file there is never read', () => {
    const dir = secretsDir();
    const demo = { ALMA_MODE: 'demo', SECRETS_DIR: dir };
    expect(guestbookLinkSecret(demo)).toBeTruthy();
    expect(guestbookKey(demo)).toBeTruthy();
    const production = { NODE_ENV: 'production', SITE_URL: 'https://www.almavillas.example', SECRETS_DIR: dir };
    expect(guestbookLinkSecret(production)).toBeNull();
    expect(guestbookKey(production)).toBeNull();
    expect(guestbookLinkSecret({ ...production, GUESTBOOK_LINK_SECRET: LINK_SECRET })).toBe(LINK_SECRET);
    expect(guestbookKey({ ...production, GUESTBOOK_KEY: KEY_HEX })?.toString('hex')).toBe(KEY_HEX);
  });

  it.each(['demo', 'development', 'test'])('in %s mode are generated once, at random, into SECRETS_DIR with mode 600', (mode) => {
    const dir = secretsDir();
    const env = { ALMA_MODE: mode, SECRETS_DIR: dir };
    const secret = guestbookLinkSecret(env);
    const key = guestbookKey(env);
    expect(secret?.length).toBeGreaterThanOrEqual(32);
    expect(key?.length).toBe(32);
    expect(fs.readFileSync(path.join(dir, 'guestbook-link-secret'), 'utf8').trim()).toBe(secret);
    for (const name of ['guestbook-link-secret', 'guestbook-key']) expect(fs.statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
    // Kept: the same values on the next call; another folder (another machine) has others.
    expect(guestbookLinkSecret(env)).toBe(secret);
    const elsewhere = { ALMA_MODE: mode, SECRETS_DIR: secretsDir() };
    expect(guestbookLinkSecret(elsewhere)).not.toBe(secret);
    expect(guestbookKey(elsewhere)?.equals(key ?? Buffer.alloc(0))).toBe(false);
  });

  it('keep the first file written: a second process finds it and uses it', () => {
    const dir = secretsDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'guestbook-link-secret'), `${'w'.repeat(43)}\n`, { mode: 0o600 });
    expect(guestbookLinkSecret({ ALMA_MODE: 'demo', SECRETS_DIR: dir })).toBe('w'.repeat(43));
  });

  it('take over the identity-document key an older version generated in PRIVATE_FILES_DIR', () => {
    const dir = secretsDir();
    const privateDir = path.join(path.dirname(dir), 'private');
    fs.mkdirSync(privateDir, { recursive: true });
    fs.writeFileSync(path.join(privateDir, 'guestbook.key'), `${Buffer.alloc(32, 7).toString('base64')}\n`);
    const key = guestbookKey({ ALMA_MODE: 'demo', SECRETS_DIR: dir, PRIVATE_FILES_DIR: privateDir });
    expect(key?.equals(Buffer.alloc(32, 7))).toBe(true);
  });
});
