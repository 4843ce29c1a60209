import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `node entry/server.mjs` checks the operator's environment before Next starts (decision 036): these
// refusals need no build. The starts that pass the check are tried by hand after `next build`.

const SECRETS = {
  SITE_URL: 'https://www.almavillas.example',
  GUESTBOOK_LINK_SECRET: 'a-link-secret-of-forty-characters-123456',
  GUESTBOOK_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtps://alma:secret@smtp.almavillas.example',
  BANK_TRANSFER_BENEFICIARY: 'Alma Villas S.R.L.',
  BANK_TRANSFER_BANK: 'Banco Popular Dominicano',
  BANK_TRANSFER_IBAN: 'DO28 BAGR 0000 0001 2124 5361 1324',
  BANK_TRANSFER_SWIFT: 'BPDODOSX',
};

/** Runs server.mjs with only `env` (and PATH); returns its exit code, stderr and how long it took. */
function start(env: Record<string, string>) {
  const began = Date.now();
  const run = spawnSync(process.execPath, ['entry/server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', PORT: '3299', ...env } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: run.status, stderr: run.stderr, ms: Date.now() - began };
}

describe('node server.mjs with NODE_ENV=production', () => {
  it('exits 1 at once without SITE_URL or a secret, naming each', () => {
    const run = start({ NODE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(run.ms).toBeLessThan(10_000);
    expect(run.stderr).toContain('Refusing to start (production mode)');
    for (const name of ['SITE_URL', 'GUESTBOOK_LINK_SECRET', 'GUESTBOOK_KEY', 'SMTP_URL', 'BANK_TRANSFER_IBAN'])
      expect(run.stderr).toContain(`- ${name} is required in production`);
  });

  it.each([
    ['SITE_URL', { SITE_URL: undefined }],
    ['GUESTBOOK_LINK_SECRET', { GUESTBOOK_LINK_SECRET: undefined }],
    ['GUESTBOOK_KEY', { GUESTBOOK_KEY: undefined }],
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['BANK_TRANSFER_IBAN', { BANK_TRANSFER_IBAN: undefined }],
  ])('exits 1 without %s alone', (name, without) => {
    const env = Object.fromEntries(Object.entries({ ...SECRETS, ...without }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const run = start({ NODE_ENV: 'production', ...env });
    expect(run.status).toBe(1);
    expect(run.stderr.match(/^- /gm)).toHaveLength(1);
    expect(run.stderr).toContain(`- ${name} is required in production`);
  });

  it('exits 1 on a secret a configured feature needs, an http SITE_URL, an invalid value', () => {
    const run = start({
      NODE_ENV: 'production',
      ...SECRETS,
      SITE_URL: 'http://www.almavillas.example',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      GUESTBOOK_KEY: 'not-32-bytes',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('- SITE_URL must be https in production');
    expect(run.stderr).toContain('- STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    expect(run.stderr).toContain('- GUESTBOOK_KEY is invalid');
  });

  it('exits 1 with the demonstration payments on', () => {
    const run = start({ NODE_ENV: 'production', ...SECRETS, PAYMENTS_DEMO: '1' });
    expect(run.status).toBe(1);
    expect(run.stderr.match(/^- /gm)).toHaveLength(1);
    expect(run.stderr).toContain('- PAYMENTS_DEMO is for a demo or test server, never production');
  });

  it('is not talked down by ALMA_MODE', () => {
    const run = start({ NODE_ENV: 'production', ALMA_MODE: 'demo' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('- ALMA_MODE=demo contradicts NODE_ENV=production');
    expect(run.stderr).toContain('- GUESTBOOK_KEY is required in production');
  });
});

describe('node server.mjs in other modes', () => {
  it('refuses the test runner’s switches with a SITE_URL off this machine', () => {
    const run = start({ ALMA_MODE: 'test', SITE_URL: 'https://www.almavillas.example', TEST_CLOCK: '1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('- TEST_CLOCK is for the test runner only');
  });
});
