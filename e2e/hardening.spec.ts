import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { PEER_HEADER } from '../entry/protocol.mjs';
import { expect, type Page, test } from './support/test';
import { DEMO, DEMO_PASSWORD, loginThroughForm, SESSION_COOKIE } from './support/accounts';
import { loadSamples } from './support/samples';

// Issue 12, findings 3, 5 and 6, against the production build behind entry/server.mjs.
const samples = loadSamples();

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

function expectBaseline(policy: string | undefined) {
  const d = directives(policy);
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  const scripts = d.get('script-src') ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const source of scripts) {
    expect(source).not.toContain('*');
    expect(source).not.toMatch(/^(https?|data|blob):?$/);
    expect(source).not.toBe("'unsafe-inline'");
  }
  return d;
}

/** Whether React hydrates the page within 15 s: the body carries a fiber once hydration ran. */
function hydrates(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')), null, { timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
}

/** Records CSP violations and CSP console errors of a page, from its first script on. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test.describe('Content-Security-Policy', () => {
  test('a public page names its inline scripts by hash; a private one has a fresh nonce with strict-dynamic', async ({ request }) => {
    for (const path of ['/', '/about-us', `/property/${samples.property.id}`, '/es/press', '/no-such-page']) {
      const r = await request.get(path);
      const d = expectBaseline(r.headers()['content-security-policy']);
      const scripts = d.get('script-src') ?? [];
      expect(scripts, path).toContain("'self'");
      expect(
        scripts.some((s) => s.startsWith("'sha256-")),
        path,
      ).toBe(true);
      expect(
        scripts.some((s) => s.startsWith("'nonce-")),
        path,
      ).toBe(false);
    }
    const nonces = new Set<string>();
    for (const path of ['/login', '/es/register', '/recover-password', '/login']) {
      const r = await request.get(path);
      const scripts = expectBaseline(r.headers()['content-security-policy']).get('script-src') ?? [];
      expect(scripts, path).toContain("'strict-dynamic'");
      const nonce = scripts.find((s) => s.startsWith("'nonce-"));
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce ?? '');
      // Next wrote the nonce on its scripts.
      expect(await r.text()).toContain(`nonce="${nonce?.slice(7, -1)}"`);
    }
    expect(nonces.size).toBe(4);
  });

  test('a public page hydrates under its policy: the gallery opens, with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`/property/${samples.property.id}`);
    await page.getByTestId('gallery-photo').first().click();
    await expect(page.getByTestId('lightbox')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  // Every public page class, in both languages: the policy allows exactly the inline scripts Next
  // and React wrote (csp-hashes.mjs), so a shape it does not know would show here as a violation
  // (and the page would not hydrate).
  const publicPages: [string, string][] = [
    ['home', '/'],
    ['villa', `/property/${samples.property.id}`],
    ['destination results', `/d/${samples.country}`],
    ['press', '/press'],
    ['press article', `/press/${samples.press}`],
    ['experiences', '/experiences-collection'],
    ['destinations', '/destination'],
    ['luxury service', `/luxury-services/${samples.luxuryService}`],
    ['information', '/about-us'],
  ];
  for (const [name, path] of publicPages) {
    test(`the ${name} page hydrates in English and Spanish with no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      for (const prefix of ['', '/es']) {
        const url = `${prefix}${path === '/' && prefix ? '' : path}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        const scripts = directives(response?.headers()['content-security-policy']).get('script-src') ?? [];
        expect(
          scripts.filter((s) => !s.startsWith("'sha256-")),
          url,
        ).toEqual(["'self'"]);
        const hydrated = await hydrates(page);
        expect(await violations(), url).toEqual([]);
        expect(hydrated, url).toBe(true);
      }
    });
  }

  // The not-found page renders the site header (client islands) outside app/[locale]: its scripts too.
  test('the not-found page hydrates in English and Spanish with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const url of ['/no-such-page', '/es/no-such-page']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByTestId('site-header')).toBeVisible();
      const hydrated = await hydrates(page);
      expect(await violations(), url).toEqual([]);
      expect(hydrated, url).toBe(true);
    }
  });

  test('a private page hydrates under its nonce: logging in works, with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await loginThroughForm(page, 'en', DEMO.user, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/trips$/, { timeout: 5_000 });
    await expect(page.getByTestId('trip-card').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe('bad requests are 4xx, never 500', () => {
  test('a path that is not valid percent-encoding: 400 on the API (localized), the 404 screen for pages', async ({ request }) => {
    for (const path of ['/v1/properties/%c0%af', '/v1/press/%E0%A4%A', '/api/%c0']) {
      const r = await request.get(path, { headers: { 'accept-language': 'es' } });
      expect(r.status(), path).toBe(400);
      expect(await r.json()).toEqual({ error: 'Esta dirección no es válida.', code: 'invalid_path' });
    }
    const page = await request.get('/%c0');
    expect(page.status()).toBe(404);
    expect(await page.text()).toContain('Page not found');
    const es = await request.get('/es/property/%E0%A4%A');
    expect(es.status()).toBe(404);
    expect(await es.text()).toContain('Página no encontrada');
    for (const path of ['/media/%c0', '/i18n/%c0/messages.json']) expect((await request.get(path)).status(), path).toBe(404);
  });

  test('a session cookie that is not valid percent-encoding is no session', async ({ request }) => {
    const headers = { cookie: `${SESSION_COOKIE}=%` };
    expect((await request.get('/v1/locations/places', { headers })).status()).toBe(200);
    const profile = await request.get('/v1/account/profile', { headers });
    expect(profile.status()).toBe(401);
    expect((await profile.json()).code).toBe('unauthorized');
    expect((await request.get('/about-us', { headers })).status()).toBe(200);
    const guarded = await request.get('/user/trips', { headers, maxRedirects: 0 });
    expect(guarded.status()).toBe(302);
    expect(guarded.headers().location).toContain('/login?next=');
  });

  test('TRACE and other methods a route does not serve: 405 with Allow', async ({ request }) => {
    const trace = await request.fetch('/', { method: 'TRACE' });
    expect(trace.status()).toBe(405);
    expect(trace.headers().allow).toBe('GET, HEAD, OPTIONS');
    expect((await request.fetch('/about-us', { method: 'DELETE' })).status()).toBe(405);

    const cases: [string, string, string][] = [
      ['TRACE', '/v1/locations/places', 'GET, HEAD, OPTIONS'],
      ['PUT', '/v1/locations/places', 'GET, HEAD, OPTIONS'],
      ['GET', '/api/login', 'OPTIONS, POST'],
      ['DELETE', '/v1/account/profile', 'GET, HEAD, OPTIONS, POST, PUT'],
    ];
    for (const [method, path, allow] of cases) {
      const r = await request.fetch(path, { method, headers: { 'accept-language': 'es' } });
      expect(r.status(), `${method} ${path}`).toBe(405);
      expect(r.headers().allow, `${method} ${path}`).toBe(allow);
      expect(await r.json()).toEqual({ error: 'Este método no está permitido aquí.', code: 'method_not_allowed' });
    }
    expect((await request.fetch('/v1/no-such-route', { method: 'TRACE' })).status()).toBe(404);
  });
});

test.describe('the client address with TRUST_PROXY_HOPS unset', () => {
  // The suite's server trusts one proxy (playwright.config.ts); this starts the same build with the
  // default, on its own empty database, and counts recovery requests per address (5 an hour).
  const port = Number(process.env.E2E_PORT ?? 3100) + 7;
  const dataDir = '.data/e2e-hops';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
    server = spawn(process.execPath, ['entry/server.mjs'], {
      env: {
        ...process.env,
        ALMA_MODE: 'test',
        PORT: String(port),
        HOSTNAME: 'localhost',
        PGLITE_DIR: `${dataDir}/pglite`,
        MEDIA_DIR: `${dataDir}/media`,
        SECRETS_DIR: `${dataDir}/secrets`,
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 120; i++) {
      const up = await fetch(`http://localhost:${port}/builds/latest.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('entry/server.mjs did not start');
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('a forged X-Forwarded-For does not change the address', async () => {
    const recover = (i: number) =>
      fetch(`http://localhost:${port}/v1/account/password-recovery`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
          'x-real-ip': `192.0.2.${i}`,
          [PEER_HEADER]: `198.51.100.${i}`,
        },
        body: JSON.stringify({ email: `nobody-${i}@example.test` }),
      });
    for (let i = 1; i <= 5; i++) expect((await recover(i)).status).toBe(202);
    const sixth = await recover(6);
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).code).toBe('rate_limited');
  });
});
