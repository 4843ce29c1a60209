import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as placesGet } from '@/app/v1/locations/places/route';
import { POST as recoveryRoute } from '@/app/v1/account/password-recovery/route';
import { GET as profileGet, POST as profilePost } from '@/app/v1/account/profile/route';
import { sessionCookieName } from '@/lib/session-cookie';
import { hashPassword } from '@/server/accounts/password';
import { createSession, lookupSession, SESSION_MAX_AGE_MS } from '@/server/accounts/session';
import { outbox } from '@/server/db/schema/platform';
import { apiRequest, call, freshIp } from '@/test/api-client';
import { createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

// Findings 3, 4, 5 (cookies) and 7 of issue 12, through the real route handlers and database.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const SITE = 'https://www.almavillas.test';

beforeAll(async () => {
  database = await useTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.TRUST_PROXY_HOPS;
  delete process.env.SITE_URL;
});

/** Pins the clock (Date only) inside one rate-limit window, so a count never straddles two. */
function insideOneWindow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-04T10:01:00Z'));
}

async function newAccount() {
  const email = `edge-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const user = await createUser(database.orm, { email, passwordHash: await hashPassword('Correct-Horse-9') });
  const { token } = await createSession(database.orm, user.id);
  return { email, userId: user.id, token };
}

function recover(email: string, peer: string, headers: Record<string, string> = {}) {
  return call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email }, ip: peer, headers });
}

describe('the client address (TRUST_PROXY_HOPS)', () => {
  it('with 0 hops a forged X-Forwarded-For or X-Real-IP does not give a client a new address', async () => {
    insideOneWindow();
    const peer = freshIp();
    // recoveryPerIp: 5 an hour. Each attempt claims another address and another email.
    for (let i = 0; i < 5; i++) {
      const r = await recover(`nobody-${i}@example.test`, peer, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
        'x-real-ip': `192.0.2.${i + 1}`,
      });
      expect(r.status).toBe(202);
    }
    const sixth = await recover('nobody-6@example.test', peer, { 'x-forwarded-for': '203.0.113.99', 'x-real-ip': '192.0.2.99' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('rate_limited');
  });

  it('with 1 hop the address the proxy appended counts, not what the client wrote before it', async () => {
    insideOneWindow();
    process.env.TRUST_PROXY_HOPS = '1';
    const proxy = freshIp();
    const client = freshIp();
    for (let i = 0; i < 5; i++) {
      const forged = `6.6.6.${i + 1}, ${client}`;
      expect((await recover(`ghost-${i}@example.test`, proxy, { 'x-forwarded-for': forged })).status).toBe(202);
    }
    expect((await recover('ghost-6@example.test', proxy, { 'x-forwarded-for': `6.6.6.99, ${client}` })).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await recover('ghost-7@example.test', proxy, { 'x-forwarded-for': freshIp() })).status).toBe(202);
  });
});

describe('absolute links come from SITE_URL only', () => {
  async function resetMailTo(email: string) {
    const mails = await database.orm
      .select()
      .from(outbox)
      .where(eq(sql`lower(${outbox.toAddress})`, email.toLowerCase()));
    return mails.find((m) => m.template === 'password-reset');
  }

  it('a recovery request with a forged Host and X-Forwarded-Host mails a link to SITE_URL (its default here)', async () => {
    // SITE_URL unset, as in `npm run demo`: the default http://localhost:$PORT, never the request's host.
    const { email } = await newAccount();
    const req = apiRequest('POST', '/v1/account/password-recovery', {
      json: { email },
      ip: freshIp(),
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    // The request's own URL names the forged host too, as Next builds it from the Host header.
    const forged = new Request(req.url.replace('localhost:3000', 'evil.example'), {
      method: 'POST',
      headers: req.headers,
      body: await req.text(),
    });
    expect((await recoveryRoute(forged)).status).toBe(202);
    const mail = await resetMailTo(email);
    expect(mail?.textBody).toContain(`http://localhost:${process.env.PORT ?? 3000}/new-password?token=`);
    expect(`${mail?.textBody} ${mail?.htmlBody}`).not.toContain('evil.example');
  });

  it('even with proxies trusted, X-Forwarded-Host never reaches a link', async () => {
    process.env.SITE_URL = SITE;
    process.env.TRUST_PROXY_HOPS = '1';
    const { email } = await newAccount();
    await recover(email, freshIp(), { 'x-forwarded-host': 'evil.example', 'x-forwarded-for': freshIp() });
    const mail = await resetMailTo(email);
    expect(mail?.textBody).toContain(`${SITE}/new-password?token=`);
    expect(mail?.textBody).not.toContain('evil.example');
  });
});

describe('the Origin check of cookie-authenticated writes', () => {
  const write = (token: string, origin: string, headers: Record<string, string> = {}) =>
    call(profilePost, 'POST', '/v1/account/profile', { cookie: token, origin, headers, form: { _method: 'put', name: 'Changed' } });

  it('a forged X-Forwarded-Host cannot make a cross-site Origin pass', async () => {
    const { token } = await newAccount();
    const r = await write(token, 'https://evil.example', { 'x-forwarded-host': 'evil.example' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('bad_origin');
  });

  it('compares with SITE_URL when set: its origin passes, the Host does not stand in for it', async () => {
    process.env.SITE_URL = SITE;
    const { token } = await newAccount();
    expect((await write(token, SITE)).status).toBe(200);
    expect((await write(token, 'http://localhost:3000')).body.code).toBe('bad_origin');
    expect((await write(token, 'http://www.almavillas.test')).body.code).toBe('bad_origin');
  });

  it('without SITE_URL compares with its default http://localhost:$PORT, never the Host or X-Forwarded-Host', async () => {
    const { token } = await newAccount();
    const before = process.env.PORT;
    const port = Number(before ?? 3000);
    expect((await write(token, `http://localhost:${port}`)).status).toBe(200);
    // The request's Host, and a trusted proxy's X-Forwarded-Host, name another origin: neither counts.
    const elsewhere = { host: 'www.almavillas.test', 'x-forwarded-host': 'www.almavillas.test' };
    expect((await write(token, 'http://www.almavillas.test', elsewhere)).body.code).toBe('bad_origin');
    process.env.TRUST_PROXY_HOPS = '1';
    expect((await write(token, SITE, { 'x-forwarded-host': 'www.almavillas.test' })).body.code).toBe('bad_origin');
    // The default follows PORT.
    expect((await write(token, `http://localhost:${port + 1}`)).body.code).toBe('bad_origin');
    process.env.PORT = String(port + 1);
    try {
      expect((await write(token, `http://localhost:${port + 1}`)).status).toBe(200);
    } finally {
      if (before === undefined) delete process.env.PORT;
      else process.env.PORT = before;
    }
  });
});

describe('a malformed session cookie', () => {
  for (const value of ['%', '%E0%A4%A', '%c0%af']) {
    it(`is no session (${value}): public calls answer, private ones 401, never a 500`, async () => {
      const cookie = `${sessionCookieName()}=${value}`;
      const places = await placesGet(apiRequest('GET', '/v1/locations/places', { headers: { cookie } }));
      expect(places.status).toBe(200);
      const profile = await call(profileGet, 'GET', '/v1/account/profile', { headers: { cookie } });
      expect(profile.status).toBe(401);
      expect(profile.body.code).toBe('unauthorized');
    });
  }
});

describe('the session cookie', () => {
  it('is __Host- prefixed, Secure, Path=/ and without Domain when SITE_URL is https', async () => {
    process.env.SITE_URL = SITE;
    expect(sessionCookieName()).toBe('__Host-alma_session');
    const { token } = await newAccount();
    // The prefixed cookie is the one read…
    expect((await call(profileGet, 'GET', '/v1/account/profile', { cookie: token })).status).toBe(200);
    // …and an unprefixed one (which any subdomain or plain-http page could set) is ignored.
    const plain = await call(profileGet, 'GET', '/v1/account/profile', { headers: { cookie: `alma_session=${token}` } });
    expect(plain.status).toBe(401);
    delete process.env.SITE_URL;
    expect(sessionCookieName()).toBe('alma_session');
  });

  it('ends 30 days after login however often it is used', async () => {
    const { token } = await newAccount();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // Used every day: the sliding expiry alone would keep it alive for ever.
    for (let day = 1; day < 30; day++) {
      vi.setSystemTime(start + day * 86_400_000);
      expect((await lookupSession(database.orm, token)).status).toBe('valid');
    }
    vi.setSystemTime(start + SESSION_MAX_AGE_MS + 1000);
    expect((await lookupSession(database.orm, token)).status).toBe('expired');
    const r = await call(profileGet, 'GET', '/v1/account/profile', { cookie: token });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('token_expired');
  });
});
