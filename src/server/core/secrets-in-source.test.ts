import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyGuestbookLink } from '../guestbook/open/guestbook-link';
import { config, guestbookKey, guestbookLinkSecret, MODES, SECRETS } from './config.mjs';

// Finding 2 of issue 28: no key, secret or token used at run time may come from a literal in the
// source. Three nets: every call that takes a key is known and fed from the configuration (or from
// a random value of the database); no secret-like name is given a literal; the configuration's
// secrets have no default in any mode.

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The run-time source: src (tests and their helpers aside), the Node entry and its modules, the jobs. */
function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (rel !== path.join('src', 'test')) walk(rel);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.mts')) out.push(rel);
    }
  };
  walk('src');
  walk(path.join('scripts', 'jobs'));
  for (const f of fs.readdirSync(ROOT)) if (f.endsWith('.mjs')) out.push(f);
  return out.sort();
}

/** The argument list of each call of `callee` in `text` (split at top-level commas). */
function callsOf(text: string, callee: RegExp): string[][] {
  const calls: string[][] = [];
  for (const m of text.matchAll(new RegExp(`${callee.source}\\s*\\(`, 'g'))) {
    let depth = 0;
    let current = '';
    const args: string[] = [];
    for (let i = (m.index ?? 0) + m[0].length; i < text.length; i++) {
      const c = text[i] as string;
      if (depth === 0 && c === ')') break;
      if ('([{'.includes(c)) depth++;
      if (')]}'.includes(c)) depth--;
      if (depth === 0 && c === ',') {
        args.push(current.trim());
        current = '';
      } else current += c;
    }
    if (current.trim()) args.push(current.trim());
    calls.push(args);
  }
  return calls;
}

/**
 * Every call that takes a key, the position of that key, and where each call site's key comes
 * from. A new call site fails this test until it is reviewed and listed here.
 */
const KEYED_CALLS: { callee: RegExp; keyAt: number }[] = [
  { callee: /\bcreateHmac/, keyAt: 1 },
  { callee: /\bcreateCipheriv/, keyAt: 1 },
  { callee: /\bcreateDecipheriv/, keyAt: 1 },
  { callee: /\bhkdfSync/, keyAt: 1 },
  { callee: /\b(?:pbkdf2|pbkdf2Sync|scrypt|scryptSync)/, keyAt: 0 },
  { callee: /\bnew Stripe/, keyAt: 0 },
  { callee: /\bconstructEvent/, keyAt: 2 },
  { callee: /\bcreateTransport/, keyAt: 0 },
];
const KNOWN_KEYS: Record<string, string[]> = {
  // GUESTBOOK_LINK_SECRET, or the generated file outside production (config.mjs guestbookLinkSecret).
  'src/server/guestbook/open/guestbook-link.ts': ['secret'],
  // GUESTBOOK_KEY, or the generated file outside production (config.mjs guestbookKey), through HKDF.
  'src/server/guestbook/check-in/guestbook-key.ts': [
    'guestbookKey()',
    "subkey('id-document-file')",
    "subkey('id-document-file')",
    "subkey('id-document-link')",
  ],
  // The villa's export token: 32 random bytes kept in its row (ical-export-token.ts).
  'src/server/owners/ical/export-calendar.ts': ['token'],
  // STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET from config() (registry.ts, the webhook route).
  'src/server/payments/stripe-provider.ts': ['key', 'secret'],
  // S3_SECRET_ACCESS_KEY from config() (or the AWS SDK's own chain), through Signature V4's HMAC
  // chain, for a public medium's signed read URL (presignGet).
  'src/server/storage/s3-driver.ts': ['key', 'signingKey'],
  // SMTP_URL from config() (its credentials are in the URL).
  'src/server/mail/transport.ts': ['url'],
};

describe('the keys of the run-time source', () => {
  const files = sourceFiles();

  it('are the known ones, none of them a literal', () => {
    const found: Record<string, string[]> = {};
    for (const file of files) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const { callee, keyAt } of KEYED_CALLS) {
        for (const args of callsOf(text, callee)) {
          const key = args[keyAt] ?? '';
          expect(key, `${file}: ${callee.source}(${args.join(', ')})`).not.toMatch(/^(['"`]|Buffer\.from\(['"`])/);
          const name = file.split(path.sep).join('/');
          found[name] = [...(found[name] ?? []), key];
        }
      }
    }
    for (const keys of Object.values(found)) keys.sort();
    const known = Object.fromEntries(Object.entries(KNOWN_KEYS).map(([f, keys]) => [f, [...keys].sort()]));
    expect(found).toEqual(known);
  });

  it('give no secret-like name a literal value', () => {
    const secretName =
      /\b(\w*(?:secret|password|passwd|api_?key|private_?key|signing_?key|hmac_?key|encryption_?key|token)\w*)\s*[:=]\s*(['"`])([^'"`$]{12,})\2/gi;
    const offenders: string[] = [];
    for (const file of files) {
      // The seed's demo password is data (README: the demo logins), not a key.
      if (file.startsWith(path.join('src', 'server', 'seed'))) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(secretName)) {
        if (!/COOKIE|HEADER|PATH|_FILE$|_MESSAGE$|Label$|label$/i.test(m[1] ?? '')) offenders.push(`${file}: ${m[0]}`);
      }
      for (const m of text.matchAll(/['"`][^'"`\n]*(?:not-for-production|sk_live_|sk_test_[A-Za-z0-9]|whsec_[A-Za-z0-9])[^'"`\n]*['"`]/g)) {
        offenders.push(`${file}: ${m[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('the configuration’s secrets', () => {
  it('have no default in any mode: production reads none, the others generate their own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-no-default-'));
    try {
      for (const mode of MODES) {
        const c = config({ ALMA_MODE: mode });
        expect([c.stripeSecretKey, c.stripeWebhookSecret, c.smtpUrl]).toEqual([undefined, undefined, undefined]);
        const env = { ALMA_MODE: mode, SECRETS_DIR: path.join(dir, mode) };
        if (mode === 'production') {
          expect([guestbookLinkSecret(env), guestbookKey(env)]).toEqual([null, null]);
          continue;
        }
        expect(guestbookLinkSecret(env)).toBe(fs.readFileSync(path.join(dir, mode, 'guestbook-link-secret'), 'utf8').trim());
        expect(guestbookKey(env)?.toString('base64')).toBe(fs.readFileSync(path.join(dir, mode, 'guestbook-key'), 'utf8').trim());
      }
      expect(SECRETS).toEqual(
        expect.arrayContaining(['GUESTBOOK_KEY', 'GUESTBOOK_LINK_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the guestbook link signed with the old constant of the source opens nothing, on this machine or elsewhere', () => {
    const old = 'alma-villas-demo-guestbook-link-secret-not-for-production';
    const e = Math.floor(Date.now() / 1000) + 86_400;
    const s = createHmac('sha256', old).update(`guestbook-link:v1:T0000001:${e}`).digest('base64url');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-old-link-'));
    try {
      for (const env of [
        { ALMA_MODE: 'demo', SECRETS_DIR: dir },
        { ALMA_MODE: 'test', SECRETS_DIR: dir },
        { SECRETS_DIR: dir },
        { NODE_ENV: 'production', SITE_URL: 'https://www.almavillas.example', SECRETS_DIR: dir },
      ]) {
        expect(verifyGuestbookLink({ n: 'T0000001', e: String(e), s }, new Date(), env).ok).toBe(false);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
