import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as loginRoute } from '@/app/api/login/route';
import { POST as signupRoute } from '@/app/api/signup/route';
import { loginDevices } from '@/server/db/schema/accounts';
import { call, freshIp, setCookieValue } from '@/test/api-client';
import { createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { hashPassword } from './password';
import { hashToken } from './session';

// Issue 12, finding 2: failed logins must slow an attacker down without locking the owner out.
// Every test pins the clock (Date only) and moves it by hand.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const PASSWORD = 'Correct-Horse-9';
const DEVICE_COOKIE = 'alma_device';
let clock = new Date('2031-03-04T10:01:00Z').getTime();

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 86_400_000; // each test a day later: no counter of another test is still running
  vi.setSystemTime(clock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const advance = (seconds: number) => {
  clock += seconds * 1000;
  vi.setSystemTime(clock);
};

async function newAccount() {
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.test`;
  await createUser(database.orm, { email, passwordHash: await hashPassword(PASSWORD) });
  return email;
}

function attempt(email: string, password: string, ip: string, device?: string) {
  return call(loginRoute, 'POST', '/api/login', {
    json: { email, password },
    ip,
    headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : undefined,
  });
}

type Answer = Awaited<ReturnType<typeof call>>;

async function expectStatus(r: Promise<Answer>, status: number, code?: string): Promise<Answer> {
  const res = await r;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (code) expect(res.body.code).toBe(code);
  return res;
}

const retryAfter = (r: { headers: Headers }) => Number(r.headers.get('retry-after'));

describe('login throttling (no lockout)', () => {
  it('a right password from a different address after 15 failures elsewhere succeeds at once', async () => {
    const email = await newAccount();
    // 15 failures from one address (the clock moves past each delay so that every one is counted) …
    const attacker = freshIp();
    for (let i = 0; i < 15; i++) {
      const r = await attempt(email, `guess-${i}`, attacker);
      if (r.status === 429) {
        advance(retryAfter(r));
        i--;
        continue;
      }
      expect(r.status).toBe(401);
    }
    // … and 15 more spread over 15 addresses.
    for (let i = 0; i < 15; i++) await expectStatus(attempt(email, `guess-${i}`, freshIp()), 401, 'invalid_credentials');
    const owner = await expectStatus(attempt(email, PASSWORD, freshIp()), 200);
    expect(typeof owner.body.token).toBe('string');
  });

  it('delays an (address, account) pair progressively after 3 failures, with Retry-After, capped', async () => {
    const email = await newAccount();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await expectStatus(attempt(email, 'guess', ip), 401, 'invalid_credentials');
    // The delay runs: even the right password waits, and the answer says for how long.
    const first = await expectStatus(attempt(email, PASSWORD, ip), 429, 'rate_limited');
    expect(retryAfter(first)).toBe(2);
    advance(1);
    expect(retryAfter(await expectStatus(attempt(email, 'guess', ip), 429))).toBe(1);
    advance(1);
    await expectStatus(attempt(email, 'guess', ip), 401);
    expect(retryAfter(await expectStatus(attempt(email, 'guess', ip), 429))).toBe(4);
    advance(4);
    await expectStatus(attempt(email, 'guess', ip), 401);
    expect(retryAfter(await expectStatus(attempt(email, 'guess', ip), 429))).toBe(8);
    // Doubling up to the cap of 15 minutes.
    let delay = 8;
    for (let i = 0; i < 12; i++) {
      advance(delay);
      await expectStatus(attempt(email, 'guess', ip), 401);
      delay = retryAfter(await expectStatus(attempt(email, 'guess', ip), 429));
    }
    expect(delay).toBe(900);
    // Only this pair: the same account from another address, and another account from this one, go through.
    await expectStatus(attempt(email, PASSWORD, freshIp()), 200);
    const other = await newAccount();
    await expectStatus(attempt(other, PASSWORD, ip), 200);
  });

  it('a burst of parallel guesses gets no more than the free failures through', async () => {
    const email = await newAccount();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(email, `guess-${i}`, ip)));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(9);
    // The address's window counted only the attempts that were made.
    for (let i = 0; i < 27; i++) await expectStatus(attempt(`nobody-${i}@example.test`, 'guess', ip), 401);
    await expectStatus(attempt(`nobody-x@example.test`, 'guess', ip), 429);
  });

  it('a successful login resets its pair: the next failures start from zero', async () => {
    const email = await newAccount();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await expectStatus(attempt(email, 'guess', ip), 401);
    await expectStatus(attempt(email, PASSWORD, ip), 429);
    advance(2);
    await expectStatus(attempt(email, PASSWORD, ip), 200);
    for (let i = 0; i < 3; i++) await expectStatus(attempt(email, 'guess', ip), 401);
    expect(retryAfter(await expectStatus(attempt(email, 'guess', ip), 429))).toBe(2);
  });

  it('limits failures per address across accounts: 30 in 15 minutes, then 429 until the window ends', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await expectStatus(attempt(`nobody-${i}@example.test`, 'guess', ip), 401);
    const email = await newAccount();
    const blocked = await expectStatus(attempt(email, PASSWORD, ip), 429, 'rate_limited');
    expect(retryAfter(blocked)).toBe(15 * 60);
    // Elsewhere the account is fine.
    await expectStatus(attempt(email, PASSWORD, freshIp()), 200);
    advance(15 * 60);
    await expectStatus(attempt(email, PASSWORD, ip), 200);
  });

  it('successful logins do not count against the address', async () => {
    const ip = freshIp();
    const email = await newAccount();
    for (let i = 0; i < 40; i++) await expectStatus(attempt(email, PASSWORD, ip), 200);
  });

  it('sets a long-lived httpOnly device cookie after a successful login, stored only as a hash', async () => {
    const email = await newAccount();
    const r = await expectStatus(attempt(email, PASSWORD, freshIp()), 200);
    const cookie = setCookieValue(r.headers, DEVICE_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.attributes).toContain('httponly');
    expect(cookie?.attributes).toContain('samesite=lax');
    expect(cookie?.attributes).not.toContain('secure');
    const maxAge = Number(/max-age=(\d+)/.exec(cookie?.attributes ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(180 * 86_400);
    const rows = await database.orm.select().from(loginDevices);
    expect(rows.some((d) => d.tokenHash === hashToken(cookie?.value ?? ''))).toBe(true);
    expect(rows.some((d) => d.tokenHash === cookie?.value)).toBe(false);

    vi.stubEnv('SITE_URL', 'https://alma.example');
    const https = await expectStatus(attempt(email, PASSWORD, freshIp()), 200);
    expect(setCookieValue(https.headers, DEVICE_COOKIE)?.attributes).toContain('secure');
  });

  it('signup remembers the browser too', async () => {
    const email = `new-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const r = await call(signupRoute, 'POST', '/api/signup', {
      json: { email, password: PASSWORD, password_confirmation: PASSWORD },
      ip: freshIp(),
    });
    expect(r.status).toBe(201);
    const device = setCookieValue(r.headers, DEVICE_COOKIE)?.value ?? '';
    expect(device).not.toBe('');
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await expectStatus(attempt(email, 'guess', ip), 401);
    await expectStatus(attempt(email, PASSWORD, ip), 429);
    await expectStatus(attempt(email, PASSWORD, ip, device), 200);
  });

  it('a known browser is throttled only on its own device counter', async () => {
    const email = await newAccount();
    const home = freshIp();
    const first = await expectStatus(attempt(email, PASSWORD, home), 200);
    const device = setCookieValue(first.headers, DEVICE_COOKIE)?.value ?? '';
    expect(device).not.toBe('');

    // An attacker behind the same address exhausts the pair and the address.
    for (let i = 0; i < 3; i++) await expectStatus(attempt(email, 'guess', home), 401);
    for (let i = 0; i < 30; i++) await attempt(`nobody-${i}@example.test`, 'guess', home);
    await expectStatus(attempt(email, PASSWORD, home), 429);
    // The owner's browser gets in at once, from that address or any other.
    await expectStatus(attempt(email, PASSWORD, home, device), 200);
    await expectStatus(attempt(email, PASSWORD, freshIp(), device), 200);

    // Its own failures delay it as a pair's would, whatever the address.
    for (let i = 0; i < 3; i++) await expectStatus(attempt(email, 'typo', freshIp(), device), 401);
    expect(retryAfter(await expectStatus(attempt(email, PASSWORD, freshIp(), device), 429))).toBe(2);
    // Its failures do not count against the account for unknown browsers elsewhere.
    await expectStatus(attempt(email, PASSWORD, freshIp()), 200);

    // The cookie is known only for its own account: for another one it is an unknown browser.
    const other = await newAccount();
    const elsewhere = freshIp();
    for (let i = 0; i < 3; i++) await expectStatus(attempt(other, 'guess', elsewhere, device), 401);
    await expectStatus(attempt(other, 'guess', elsewhere, device), 429);
  });

  it('forgets a device whose account is gone or whose cookie is unknown or garbage', async () => {
    const email = await newAccount();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await expectStatus(attempt(email, 'guess', ip, 'not-a-device'), 401);
    await expectStatus(attempt(email, PASSWORD, ip, '%E0%A4%A'), 429);
    const stored = await database.orm
      .select()
      .from(loginDevices)
      .where(eq(loginDevices.tokenHash, hashToken('not-a-device')));
    expect(stored).toEqual([]);
  });
});
