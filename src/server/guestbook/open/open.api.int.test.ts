import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as homeGet } from '@/app/v1/guestbook/[number]/route';
import { GET as linkGet } from '@/app/v1/guestbook/link/route';
import { POST as openPost } from '@/app/v1/guestbook/open/route';
import { systemContext, visitorContext } from '@/server/access/context';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { guestbookOpenFailures, guestbookSessions } from '@/server/db/schema/guestbook';
import { outbox } from '@/server/db/schema/platform';
import { travelers } from '@/server/db/schema/trips';
import { apiRequest, type CallOptions, call, setCookieValue } from '@/test/api-client';
import { createCountry, createProperty, createReservation, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { GUESTBOOK_GRACE_DAYS } from '../guestbook-access';
import { createGuestbookSession, lookupGuestbookSession } from '../guestbook-session';
import { guestbookLink, verifyGuestbookLink } from './guestbook-link';
import { todayIn } from '../../core/calendar';
import { runGuestbookPreArrivalJob } from './guestbook-mail';
import { OPEN_PER_IP } from './open.service';
import { GUESTBOOK_OPEN_DAYS_AFTER, guestbookNotAfter } from './not-after';
import { delayAfter, openGuestbook } from './open.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
// The villas' own calendar (the factories' villas are in Santo Domingo's time zone): before 04:00 UTC,
// UTC's date is already tomorrow there, and the pre-arrival job counts days in the villa's calendar.
const today = todayIn('America/Santo_Domingo');
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;
const stays: Record<string, { id: number; number: string; userId: number }> = {};
const LAST = 'Núñez-Díaz';

/** A stay made in beforeAll, by its key (a missing one is a broken fixture, not a test result). */
function made(key: string) {
  const found = stays[key];
  if (!found) throw new Error(`no stay "${key}" was made`);
  return found;
}

async function stay(key: string, over: Parameters<typeof createReservation>[2], locale = 'en') {
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
  // The guest's account speaks the language: mails follow users.locale.
  const user = await createUser(orm, { locale });
  const r = await createReservation(
    orm,
    { userId: user.id, propertyId: villa.id },
    { leadGuestLastName: LAST, leadGuestFirstName: 'Ana', leadGuestEmail: 'ana.private@example.test', locale, ...over },
  );
  await orm.insert(travelers).values({ reservationId: r.id, name: 'Secret Companion', isLead: 0 });
  stays[key] = { id: r.id, number: r.confirmationNumber, userId: user.id };
  return stays[key];
}

beforeAll(async () => {
  database = await useTestDatabase();
  const ahead = { checkIn: addDays(today, 30), checkOut: addDays(today, 35) };
  await stay('open', ahead);
  for (const status of ['requested', 'awaiting_payment', 'declined', 'expired', 'cancelled'] as const)
    await stay(status, { ...ahead, status });
  await stay('ended', { checkIn: addDays(today, -25), checkOut: addDays(today, -20) });
  await stay('recent', { checkIn: addDays(today, -10), checkOut: addDays(today, -5) });
  await stay('delay', ahead);
  // A lead guest recorded with a last name that has no letter or digit (issue 28, finding 9).
  await stay('punctuation', { ...ahead, leadGuestLastName: '-' });
  await stay('punctuation-other', ahead);
});
afterAll(async () => {
  await database?.dispose();
});

const open = (number: string, lastName: string, opts: CallOptions = {}) =>
  call(openPost, 'POST', '/v1/guestbook/open?locale=en', {
    json: { confirmation_number: number, last_name: lastName },
    ip: freshIp(),
    ...opts,
  });

const PRIVATE = ['Núñez', 'Nunez', 'ana.private', 'Secret Companion', 'door', 'wifi'];
const leaks = (text: string) => PRIVATE.filter((p) => text.toLowerCase().includes(p.toLowerCase()));

describe('POST /v1/guestbook/open', () => {
  it('opens with the last name, accents and case ignored: a guestbook session for that reservation', async () => {
    const res = await open(made('open').number.toLowerCase(), '  nunez díaz ');
    expect(res.status).toBe(200);
    const cookie = setCookieValue(res.headers, 'alma_guestbook');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.attributes).toContain('httponly');
    expect(await lookupGuestbookSession(database.orm, cookie?.value)).toMatchObject({ reservationId: made('open').id });
    expect(leaks(JSON.stringify(res.body))).toEqual([]);
  });

  it('gives an unknown number, a wrong name, every stay that does not open and an ended stay the same answer', async () => {
    const answers = [
      await open('ZZZZ9999', LAST),
      await open(made('open').number, 'Smith'),
      ...(await Promise.all(
        ['requested', 'awaiting_payment', 'declined', 'expired', 'cancelled', 'ended'].map((k) => open(made(k).number, LAST)),
      )),
    ];
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toEqual(answers[0]?.body);
      expect(setCookieValue(a.headers, 'alma_guestbook')).toBeUndefined();
      expect(leaks(JSON.stringify(a.body))).toEqual([]);
    }
    expect(answers[0]?.body).toEqual({ code: 'guestbook_not_found', error: expect.stringContaining('confirmation number') });
    const es = await call(openPost, 'POST', '/v1/guestbook/open?locale=es', {
      json: { confirmation_number: 'ZZZZ9999', last_name: 'X' },
      ip: freshIp(),
    });
    expect(es.body.error).toContain('No encontramos');
  });

  it('takes at least the same minimum time to refuse and to open', async () => {
    const t0 = Date.now();
    await open('ZZZZ9998', 'Nobody');
    const refused = Date.now() - t0;
    expect(refused).toBeGreaterThanOrEqual(290);
  });

  it('never opens with a last name that has no letter or digit, not even a lead guest recorded as "-" (issue 28, finding 9)', async () => {
    // Three tries per number: within the free failures, so each answer is the name's, not the delay's.
    for (const typed of ['-', '.', ' – '])
      for (const key of ['punctuation', 'punctuation-other']) {
        const res = await open(made(key).number, typed);
        expect(res.status, `${key} with ${JSON.stringify(typed)}`).toBe(404);
        expect(res.body.code).toBe('guestbook_not_found');
        expect(setCookieValue(res.headers, 'alma_guestbook')).toBeUndefined();
      }
    expect(
      await database.orm
        .select()
        .from(guestbookSessions)
        .where(eq(guestbookSessions.reservationId, made('punctuation').id)),
    ).toEqual([]);
  });

  it('still opens a stay that ended less than 14 days ago', async () => {
    expect((await open(made('recent').number, LAST)).status).toBe(200);
  });

  it('answers a malformed number with a localized validation error, never a 500', async () => {
    for (const bad of ['ILOU0000', '123', '<script>', 'AAAAAAAAAAAA']) {
      const res = await open(bad, LAST);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('confirmation_number');
    }
    const es = await call(openPost, 'POST', '/v1/guestbook/open?locale=es', { json: { confirmation_number: 'IIII' }, ip: freshIp() });
    expect(es.status).toBe(400);
    expect(String((es.body.fields as Record<string, string>).confirmation_number)).toContain('número de confirmación');
  });

  it('limits one address hard: 429 rate_limited with Retry-After', { timeout: 120_000 }, async () => {
    const ip = '198.51.100.77';
    // The limit counts in fixed windows (rate-limit.ts): a burst that straddles a window's end starts
    // over in the next one. Start it at the beginning of a window when the current one ends soon.
    const windowMs = OPEN_PER_IP.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 40_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof open>> | undefined;
    for (let i = 0; i < 22; i++) {
      last = await open(`ZZZZ${String(1000 + i)}`, 'Nobody', { ip });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(last?.status).toBe(429);
    expect(last?.body.code).toBe('rate_limited');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('progressive delay per number', () => {
  it('grows 0, 0, 0, 1, 2, 4… capped at 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8, 20].map(delayAfter)).toEqual([0, 0, 0, 1, 2, 4, 8, 30, 30]);
  });

  it('slows a guessed number, never locks it, and a success forgets its failures', async () => {
    const { number } = made('delay');
    let now = new Date();
    const ctx = () => visitorContext(database.orm, { now });
    const attempt = (name: string) =>
      openGuestbook(ctx(), { confirmation_number: number, last_name: name }, { ip: freshIp(), minDurationMs: 0 });
    for (let i = 0; i < 5; i++) {
      await expect(attempt('Wrong')).rejects.toMatchObject({ status: 404 });
      now = new Date(now.getTime() + delayAfter(i + 1) * 1000);
    }
    // 5 failures: the next attempt waits 4 seconds, even with the right name.
    now = new Date(now.getTime() - 4000 + 1000);
    const slowed = await attempt(LAST).catch((e) => e);
    expect(slowed).toMatchObject({ status: 429, code: 'guestbook_slow_down', headers: { 'Retry-After': '3' } });
    // After the wait, the right name opens: no lockout.
    now = new Date(now.getTime() + 3000);
    await expect(attempt(LAST)).resolves.toMatchObject({ confirmationNumber: number });
    expect(await database.orm.select().from(guestbookOpenFailures).where(eq(guestbookOpenFailures.confirmationNumber, number))).toEqual([]);
  });

  it('slows a burst of guesses at once like guesses one after another (one attempt per number at a time)', async () => {
    const now = new Date();
    const ctx = visitorContext(database.orm, { now });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        openGuestbook(ctx, { confirmation_number: 'BRST0000', last_name: 'Guess' }, { ip: freshIp(), minDurationMs: 0 }).then(
          () => 200,
          (e: { status: number }) => e.status,
        ),
      ),
    );
    // Three free failures, then every attempt at the same moment must wait.
    expect(answers.sort()).toEqual([404, 404, 404, 429, 429, 429]);
  });

  it('counts failures for unknown numbers too (the same answer, slowed the same way)', async () => {
    const now = new Date();
    const ctx = visitorContext(database.orm, { now });
    for (let i = 0; i < 4; i++)
      await openGuestbook(ctx, { confirmation_number: 'YYYY0000', last_name: 'X' }, { ip: freshIp(), minDurationMs: 0 }).catch(() => null);
    await expect(
      openGuestbook(ctx, { confirmation_number: 'YYYY0000', last_name: 'X' }, { ip: freshIp(), minDurationMs: 0 }),
    ).rejects.toMatchObject({
      status: 429,
      code: 'guestbook_slow_down',
    });
  });
});

describe('GET /v1/guestbook/{number}', () => {
  it('shows the home to the reservation’s session and the signed-in lead guest’s stay, 404 to another reservation’s session', async () => {
    const mine = await createGuestbookSession(database.orm, made('open').id);
    const other = await createGuestbookSession(database.orm, made('recent').id);
    const home = await homeGet(apiRequest('GET', `/v1/guestbook/${made('open').number}`, { guestbookCookie: mine.token }), {
      params: Promise.resolve({ number: made('open').number }),
    });
    expect(home.status).toBe(200);
    const body = (await home.json()) as { data: { steps: { roommates: { count: number } } } };
    expect(body.data.steps.roommates.count).toBe(1);
    expect(leaks(JSON.stringify(body)).filter((p) => p !== 'door' && p !== 'wifi')).toEqual([]);
    const homeAs = async (opts: { guestbookCookie?: string }) => {
      const res = await homeGet(apiRequest('GET', `/v1/guestbook/${made('open').number}`, opts), {
        params: Promise.resolve({ number: made('open').number }),
      });
      return { status: res.status, text: await res.text() };
    };
    const [withOther, without] = await Promise.all([homeAs({ guestbookCookie: other.token }), homeAs({})]);
    for (const r of [withOther, without]) {
      expect(r.status).toBe(404);
      expect(leaks(r.text)).toEqual([]);
    }
    expect(withOther.text).toBe(without.text);
  });
});

describe('the signed link', () => {
  const notAfter = () => new Date(Date.now() + 3 * 86_400_000);
  const follow = async (url: string) => {
    const u = new URL(url);
    return linkGet(apiRequest('GET', `${u.pathname}${u.search}`, {}));
  };

  it('opens the guestbook: a session cookie and 303 to the home page in the link’s language', async () => {
    const url = guestbookLink(made('open').number, notAfter(), 'es');
    expect(url).toMatch(/^http:\/\/localhost:\d+\/v1\/guestbook\/link\?/);
    const res = await follow(url ?? '');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`/es/guestbook/${made('open').number}$`));
    expect(setCookieValue(res.headers, 'alma_guestbook')?.value).toBeTruthy();
  });

  it('refuses a tampered, expired or no-longer-opening link: to the name form with a notice, no session', async () => {
    const good = new URL(guestbookLink(made('open').number, notAfter(), 'en') ?? '');
    const tampered = new URL(good);
    tampered.searchParams.set('e', String(Number(good.searchParams.get('e')) + 86_400));
    const other = new URL(good);
    other.searchParams.set('n', made('recent').number);
    const expired = guestbookLink(made('open').number, new Date(Date.now() - 1000), 'en') ?? '';
    const cancelled = guestbookLink(made('cancelled').number, notAfter(), 'en') ?? '';
    for (const url of [tampered.toString(), other.toString(), expired, cancelled]) {
      const res = await follow(url);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain('?link=invalid');
      expect(setCookieValue(res.headers, 'alma_guestbook')).toBeUndefined();
    }
    expect(verifyGuestbookLink({ n: 'ILOU0000', e: '1', s: 'x' }, new Date())).toEqual({ ok: false, number: null });
  });

  it('is signed with GUESTBOOK_LINK_SECRET; a public site without it makes none', () => {
    const env = { SITE_URL: 'https://almavillas.example' } as unknown as NodeJS.ProcessEnv;
    expect(guestbookLink('T0000001', notAfter(), 'en', env)).toBeNull();
    const withSecret = { ...env, GUESTBOOK_LINK_SECRET: 'x'.repeat(40) } as unknown as NodeJS.ProcessEnv;
    const url = new URL(guestbookLink('T0000001', notAfter(), 'en', withSecret) ?? '');
    const params = Object.fromEntries(url.searchParams);
    expect(verifyGuestbookLink(params, new Date(), withSecret).ok).toBe(true);
    expect(
      verifyGuestbookLink(params, new Date(), { ...withSecret, GUESTBOOK_LINK_SECRET: 'y'.repeat(40) } as unknown as NodeJS.ProcessEnv).ok,
    ).toBe(false);
  });
});

describe('sessions', () => {
  it('slide seven days from the last use and stop at not_after', async () => {
    const start = new Date('2027-03-01T12:00:00Z');
    const notAfter = new Date('2027-03-12T00:00:00Z');
    const s = await createGuestbookSession(database.orm, made('open').id, { now: start, notAfter });
    expect(s.expiresAt.toISOString()).toBe('2027-03-08T12:00:00.000Z');
    // Used on day 6: now lasts until day 13, capped at not_after.
    expect(await lookupGuestbookSession(database.orm, s.token, new Date('2027-03-07T12:00:00Z'))).not.toBeNull();
    const [row] = await database.orm.select().from(guestbookSessions).where(eq(guestbookSessions.id, s.sessionId));
    expect(row?.expiresAt.toISOString()).toBe('2027-03-12T00:00:00.000Z');
    expect(await lookupGuestbookSession(database.orm, s.token, new Date('2027-03-11T23:59:00Z'))).not.toBeNull();
    expect(await lookupGuestbookSession(database.orm, s.token, new Date('2027-03-12T00:00:00Z'))).toBeNull();
  });

  it('end 14 days after check-out, at midnight in the villa’s time zone', () => {
    expect(GUESTBOOK_OPEN_DAYS_AFTER).toBe(GUESTBOOK_GRACE_DAYS);
    expect(guestbookNotAfter({ checkOut: '2027-03-08', timeZone: 'America/Santo_Domingo' }).toISOString()).toBe('2027-03-23T04:00:00.000Z');
  });
});

describe('the pre-arrival mail', () => {
  it('goes once, in the guest’s language, only to confirmed stays arriving within 7 days', async () => {
    const soonEs = await stay('soonEs', { checkIn: addDays(today, 7), checkOut: addDays(today, 10) }, 'es');
    const soonEn = await stay('soonEn', { checkIn: addDays(today, 3), checkOut: addDays(today, 6) }, 'en');
    const far = await stay('far', { checkIn: addDays(today, 9), checkOut: addDays(today, 12) });
    const unpaid = await stay('unpaid', { checkIn: addDays(today, 5), checkOut: addDays(today, 8), status: 'awaiting_payment' });
    const ctx = systemContext(database.orm, 'guestbook-pre-arrival');
    const first = await runGuestbookPreArrivalJob(ctx);
    expect(first.ran && first.result).toEqual(expect.arrayContaining([soonEs.id, soonEn.id]));
    expect(first.ran && first.result).not.toContain(far.id);
    expect(first.ran && first.result).not.toContain(unpaid.id);
    const again = await runGuestbookPreArrivalJob(ctx);
    expect(again.ran && again.result).toEqual([]);
    const mails = await rows<{ idempotency_key: string; subject: string; text_body: string }>(
      database.orm,
      sql`select * from outbox where idempotency_key like 'guestbook-pre-arrival:%'`,
    );
    const es = mails.find((m) => m.idempotency_key === `guestbook-pre-arrival:${soonEs.id}`);
    expect(es?.subject).toContain('Falta una semana');
    expect(mails.filter((m) => m.idempotency_key === `guestbook-pre-arrival:${soonEs.id}`)).toHaveLength(1);
    expect(JSON.stringify(es)).toContain(`/v1/guestbook/link?n=${soonEs.number}`);
    expect(JSON.stringify(es)).toContain('locale=es');
    void outbox;
  });
});
