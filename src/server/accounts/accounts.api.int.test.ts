import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as loginRoute } from '@/app/api/login/route';
import { POST as logoutRoute } from '@/app/api/logout/route';
import { POST as signupRoute } from '@/app/api/signup/route';
import { GET as favoritesGet, POST as favoritesPost } from '@/app/v1/account/favorites/route';
import { POST as favoritesSync } from '@/app/v1/account/favorites/sync/route';
import { POST as passwordRoute } from '@/app/v1/account/password/route';
import { POST as recoveryRoute } from '@/app/v1/account/password-recovery/route';
import { POST as resetRoute } from '@/app/v1/account/password-reset/route';
import { GET as profileGet, POST as profilePost, PUT as profilePut } from '@/app/v1/account/profile/route';
import { GET as placesGet } from '@/app/v1/locations/places/route';
import { sessionCookieName } from '@/lib/session-cookie';
import { groups, passwordResets, sessions, userGroups, users } from '@/server/db/schema/accounts';
import { outbox } from '@/server/db/schema/platform';
import { call, freshIp, setCookieValue, TEST_ORIGIN } from '@/test/api-client';
import { createCountry, createProperty, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { accountOperations } from './accounts.openapi';
import { hashPassword } from './password';
import { createSession, hashToken } from './session';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const PASSWORD = 'Correct-Horse-9';
const fx = { country: 0, otherCountry: 0, state: 0, villas: [] as number[], draft: 0, userEmail: 'ana@example.test', userId: 0 };

const PROFILE_KEYS = ['country_code', 'country_id', 'email', 'groups', 'id', 'locale', 'name', 'phone', 'role', 'time_zone'];
const CARD_KEYS = [
  'bedrooms',
  'country',
  'currency',
  'hightlight',
  'id',
  'images',
  'in_offer',
  'instant_book',
  'is_reserve_collection',
  'live_price',
  'maximum_capacity',
  'name',
  'number_bathroom',
  'offer_tag',
  'price',
  'price_cents',
  'review_average',
  'review_count',
  'slug',
  'state',
];

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm, {
    nameEn: 'Dominican Republic',
    nameEs: 'República Dominicana',
    slug: 'dominican-republic',
    isoCode: 'DO',
  });
  const other = await createCountry(orm, { nameEn: 'Mexico', nameEs: 'México', slug: 'mexico', isoCode: 'MX' });
  const state = await createState(orm, country.id, { nameEn: 'La Romana', nameEs: 'La Romana (es)', slug: 'la-romana' });
  fx.country = country.id;
  fx.otherCountry = other.id;
  fx.state = state.id;
  for (let i = 0; i < 3; i++) fx.villas.push((await createProperty(orm, { countryId: country.id, stateId: state.id })).id);
  fx.draft = (await createProperty(orm, { countryId: country.id, stateId: state.id }, { status: 'draft' })).id;
  const user = await createUser(orm, { email: 'Ana@Example.test', passwordHash: await hashPassword(PASSWORD), name: 'Ana Ruiz' });
  fx.userId = user.id;
});

afterAll(async () => {
  await database?.dispose();
});

/** A fresh account with its own password, signed in through the API; returns its token. */
async function newAccount(over: { locale?: 'en' | 'es'; groupCode?: string } = {}) {
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const user = await createUser(database.orm, { email, passwordHash: await hashPassword(PASSWORD), locale: over.locale ?? 'en' });
  if (over.groupCode) {
    const [g] = await database.orm.insert(groups).values({ code: over.groupCode, name: over.groupCode }).onConflictDoNothing().returning();
    const groupId = g?.id ?? (await database.orm.select().from(groups).where(eq(groups.code, over.groupCode)))[0]?.id;
    await database.orm.insert(userGroups).values({ userId: user.id, groupId: groupId as number });
  }
  const { body } = await call(loginRoute, 'POST', '/api/login', { json: { email, password: PASSWORD }, ip: freshIp() });
  return { email, userId: user.id, token: body.token as string };
}

/**
 * The limits count attempts in fixed windows aligned to the clock (15 minutes, 1 hour): a test that
 * happened to cross a boundary would start counting again half-way (seen once in CI at 01:15). The
 * tests that count up to a limit pin the clock (Date only; timers stay real) a minute into an hour.
 */
function insideOneWindow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-04T10:01:00Z'));
}
afterEach(() => {
  vi.useRealTimers();
});

function expectError(r: { status: number; body: { error?: string; code?: string } }, status: number, code: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.code).toBe(code);
  expect(typeof r.body.error).toBe('string');
  expect(r.body.error?.length).toBeGreaterThan(5);
}

/** Parses an answer with the response schema the OpenAPI document gives the operation (strict objects). */
function documented(operationId: string, body: unknown) {
  const op = accountOperations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  op.response.parse(body);
}

const oneMegabyte = () => JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) });

describe('GET /v1/locations/places', () => {
  it('lists countries and their states, localized, cacheable for five minutes', async () => {
    const en = await call(placesGet, 'GET', '/v1/locations/places');
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('public, max-age=300');
    documented('listPlaces', en.body);
    const list = en.body.data as Record<string, unknown>[];
    expect(list[0]).toEqual({
      id: fx.country,
      type: 'country',
      name: 'Dominican Republic',
      slug: 'dominican-republic',
      country_id: fx.country,
    });
    expect(list).toContainEqual({ id: fx.state, type: 'state', name: 'La Romana', slug: 'la-romana', country_id: fx.country });
    const es = await call(placesGet, 'GET', '/v1/locations/places', { acceptLanguage: 'es-MX,es;q=0.9' });
    expect((es.body.data as { name: string }[]).map((p) => p.name)).toEqual(['República Dominicana', 'La Romana (es)', 'México']);
  });
});

describe('POST /api/signup', () => {
  it('creates the account and answers 201 { token, user } with the session cookie', async () => {
    const r = await call(signupRoute, 'POST', '/api/signup', {
      json: { email: '  New.Guest@Example.test ', password: 'long-enough-1', password_confirmation: 'long-enough-1' },
      acceptLanguage: 'es',
      ip: freshIp(),
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(['token', 'user']);
    documented('signup', r.body);
    const user = r.body.user as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual(PROFILE_KEYS);
    expect(user).toMatchObject({
      email: 'New.Guest@Example.test',
      name: '',
      phone: '',
      country_id: null,
      country_code: null,
      locale: 'es',
      groups: [],
      role: 'user',
    });
    const cookie = setCookieValue(r.headers, sessionCookieName());
    expect(cookie?.value).toBe(r.body.token);
    expect(cookie?.attributes).toContain('httponly');
    expect(cookie?.attributes).toContain('samesite=lax');
    const me = await call(profileGet, 'GET', '/v1/account/profile', { bearer: r.body.token as string });
    expect(me.body.data).toEqual(user);
    const [row] = await database.orm
      .select()
      .from(users)
      .where(eq(users.id, user.id as number));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('names each bad field: missing, wrong type, short, same as email, mismatch', async () => {
    const missing = await call(signupRoute, 'POST', '/api/signup', { json: {}, ip: freshIp() });
    expectError(missing, 400, 'validation_failed');
    expect(Object.keys(missing.body.fields as object).sort()).toEqual(['email', 'password', 'password_confirmation']);

    const typed = await call(signupRoute, 'POST', '/api/signup', {
      json: { email: 42, password: 'long-enough-1', password_confirmation: 'long-enough-1' },
      ip: freshIp(),
    });
    expectError(typed, 400, 'validation_failed');
    expect((typed.body.fields as Record<string, string>).email).toBe('This value has the wrong type.');

    const short = await call(signupRoute, 'POST', '/api/signup', {
      form: { email: 'short@example.test', password: 'abc', password_confirmation: 'abc' },
      ip: freshIp(),
    });
    expect((short.body.fields as Record<string, string>).password).toBe('Use at least 8 characters.');

    const same = await call(signupRoute, 'POST', '/api/signup', {
      json: { email: 'same@example.test', password: 'SAME@example.test', password_confirmation: 'SAME@example.test' },
      ip: freshIp(),
    });
    expect(same.body.fields).toEqual({ password: 'Your password cannot be your email address.' });

    const mismatch = await call(signupRoute, 'POST', '/api/signup', {
      json: { email: 'mm@example.test', password: 'long-enough-1', password_confirmation: 'long-enough-2' },
      ip: freshIp(),
    });
    expect(mismatch.body.fields).toEqual({ password_confirmation: 'The passwords do not match.' });

    const badEmail = await call(signupRoute, 'POST', '/api/signup', {
      json: { email: 'not-an-email', password: 'long-enough-1', password_confirmation: 'long-enough-1' },
      ip: freshIp(),
    });
    expect(badEmail.body.fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('refuses an email already taken, whatever its case, in the request language', async () => {
    const r = await call(signupRoute, 'POST', '/api/signup', {
      json: { email: ' ANA@example.TEST', password: 'long-enough-1', password_confirmation: 'long-enough-1' },
      localeCookie: 'es',
      ip: freshIp(),
    });
    expectError(r, 400, 'validation_failed');
    expect(r.body.error).toBe('Algunos campos necesitan tu atención.');
    expect(r.body.fields).toEqual({ email: 'Ya existe una cuenta con este correo electrónico. Inicia sesión o restablece tu contraseña.' });
    const [{ n } = { n: 0 }] = await database.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'ana@example.test'));
    expect(n).toBe(1);
  });

  it('answers 413 to a 1 MB body, 400 to broken JSON and 415 to plain text', async () => {
    expectError(
      await call(signupRoute, 'POST', '/api/signup', { raw: { body: oneMegabyte(), type: 'application/json' } }),
      413,
      'payload_too_large',
    );
    expectError(
      await call(signupRoute, 'POST', '/api/signup', { raw: { body: '{"email":', type: 'application/json' } }),
      400,
      'invalid_json',
    );
    expectError(
      await call(signupRoute, 'POST', '/api/signup', { raw: { body: 'hello', type: 'text/plain' } }),
      415,
      'unsupported_media_type',
    );
  });

  it('limits signups per address: the 11th in an hour is 429 with Retry-After', async () => {
    insideOneWindow();
    const ip = freshIp();
    const form = (i: number) => ({ email: `burst${i}@example.test`, password: 'long-enough-1', password_confirmation: 'long-enough-1' });
    // Bad forms do not count; well-formed attempts do, taken emails included.
    for (let i = 0; i < 5; i++) expect((await call(signupRoute, 'POST', '/api/signup', { json: {}, ip })).status).toBe(400);
    expect((await call(signupRoute, 'POST', '/api/signup', { json: { ...form(0), email: fx.userEmail }, ip })).status).toBe(400);
    for (let i = 1; i < 10; i++) expect((await call(signupRoute, 'POST', '/api/signup', { json: form(i), ip })).status).toBe(201);
    const r = await call(signupRoute, 'POST', '/api/signup', { json: form(10), ip, acceptLanguage: 'es' });
    expectError(r, 429, 'rate_limited');
    expect(r.body.error).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/login', () => {
  it('answers { token, user } with the cookie, JSON or form data, any email case', async () => {
    const r = await call(loginRoute, 'POST', '/api/login', { json: { email: 'ana@EXAMPLE.test', password: PASSWORD }, ip: freshIp() });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['token', 'user']);
    expect(Object.keys(r.body.user as object).sort()).toEqual(PROFILE_KEYS);
    expect(r.body.user).toMatchObject({ id: fx.userId, email: 'Ana@Example.test', name: 'Ana Ruiz', role: 'user' });
    documented('login', r.body);
    expect(setCookieValue(r.headers, sessionCookieName())?.value).toBe(r.body.token);
    const form = await call(loginRoute, 'POST', '/api/login', { form: { email: 'Ana@Example.test', password: PASSWORD }, ip: freshIp() });
    expect(form.status).toBe(200);
  });

  it('gives concierge and owner accounts their role and group codes', async () => {
    const concierge = await newAccount({ groupCode: 'hbl-concierge' });
    const r = await call(profileGet, 'GET', '/v1/account/profile', { bearer: concierge.token });
    expect(r.body.data).toMatchObject({ groups: [{ code: 'hbl-concierge' }], role: 'concierge' });
    const owner = await newAccount({ groupCode: 'hbl-owners' });
    expect((await call(profileGet, 'GET', '/v1/account/profile', { bearer: owner.token })).body.data).toMatchObject({ role: 'owner' });
  });

  it('rotates: each login is a new session, the token is stored only as its hash, a presented session is replaced', async () => {
    const first = await call(loginRoute, 'POST', '/api/login', { json: { email: fx.userEmail, password: PASSWORD }, ip: freshIp() });
    const second = await call(loginRoute, 'POST', '/api/login', {
      json: { email: fx.userEmail, password: PASSWORD },
      cookie: first.body.token as string,
      origin: TEST_ORIGIN,
      ip: freshIp(),
    });
    expect(second.body.token).not.toBe(first.body.token);
    const rows = await database.orm.select().from(sessions).where(eq(sessions.userId, fx.userId));
    const serialized = JSON.stringify(rows);
    expect(serialized).not.toContain(first.body.token as string);
    expect(serialized).not.toContain(second.body.token as string);
    expect(rows.map((s) => s.tokenHash)).toContain(hashToken(second.body.token as string));
    // The session the browser carried into the login is over; the new one works.
    expectError(await call(profileGet, 'GET', '/v1/account/profile', { bearer: first.body.token as string }), 401, 'token_expired');
    expect((await call(profileGet, 'GET', '/v1/account/profile', { bearer: second.body.token as string })).status).toBe(200);
  });

  it('answers an unknown email exactly like a wrong password: 401 invalid_credentials', async () => {
    const wrong = await call(loginRoute, 'POST', '/api/login', {
      json: { email: fx.userEmail, password: 'not-the-password' },
      ip: freshIp(),
    });
    const unknown = await call(loginRoute, 'POST', '/api/login', {
      json: { email: 'nobody@example.test', password: 'not-the-password' },
      ip: freshIp(),
    });
    expectError(wrong, 401, 'invalid_credentials');
    expect(wrong.body).toEqual({ error: 'The email or password is incorrect.', code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
    expect(setCookieValue(wrong.headers, sessionCookieName())).toBeUndefined();
    const es = await call(loginRoute, 'POST', '/api/login', {
      json: { email: 'nobody@example.test', password: 'x' },
      acceptLanguage: 'es-ES,es;q=0.9,en;q=0.5',
      ip: freshIp(),
    });
    expect(es.body.error).toBe('El correo electrónico o la contraseña no son correctos.');
  });

  it('names missing and wrong-typed fields; 413 for a 1 MB body', async () => {
    const missing = await call(loginRoute, 'POST', '/api/login', { json: {}, ip: freshIp() });
    expectError(missing, 400, 'validation_failed');
    expect(missing.body.fields).toEqual({ email: 'This field is required.', password: 'This field is required.' });
    const typed = await call(loginRoute, 'POST', '/api/login', { json: { email: 42, password: ['x'] }, ip: freshIp(), localeCookie: 'es' });
    expect(typed.body.fields).toEqual({ email: 'Este valor tiene un tipo incorrecto.', password: 'Este valor tiene un tipo incorrecto.' });
    const notObject = await call(loginRoute, 'POST', '/api/login', { json: [1, 2], ip: freshIp() });
    expectError(notObject, 400, 'validation_failed');
    expectError(
      await call(loginRoute, 'POST', '/api/login', { raw: { body: oneMegabyte(), type: 'application/json' } }),
      413,
      'payload_too_large',
    );
  });

  // Login throttling (per address and account, per address, device cookie) has its own file:
  // login-throttle.api.int.test.ts.
});

describe('GET /v1/account/profile', () => {
  it('answers { data: profile } to a bearer token and to the cookie', async () => {
    const { token, email } = await newAccount();
    const bearer = await call(profileGet, 'GET', '/v1/account/profile', { bearer: token });
    expect(bearer.status).toBe(200);
    expect(Object.keys(bearer.body)).toEqual(['data']);
    expect(Object.keys(bearer.body.data as object).sort()).toEqual(PROFILE_KEYS);
    expect(bearer.body.data).toMatchObject({ email, groups: [], role: 'user' });
    documented('getProfile', bearer.body);
    expect((await call(profileGet, 'GET', '/v1/account/profile', { cookie: token })).body).toEqual(bearer.body);
  });

  it('401 unauthorized without a session; token_expired for an expired or revoked one, clearing the cookie', async () => {
    expectError(await call(profileGet, 'GET', '/v1/account/profile'), 401, 'unauthorized');
    const expired = await createSession(database.orm, fx.userId, { now: new Date(Date.now() - 40 * 86_400_000) });
    const r = await call(profileGet, 'GET', '/v1/account/profile', { cookie: expired.token });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'token_expired', code: 'token_expired' });
    expect(setCookieValue(r.headers, sessionCookieName())?.value).toBe('');
    const { token } = await newAccount();
    await call(logoutRoute, 'POST', '/api/logout', { bearer: token });
    expect((await call(profileGet, 'GET', '/v1/account/profile', { bearer: token })).body).toEqual({
      error: 'token_expired',
      code: 'token_expired',
    });
  });
});

describe('POST /v1/account/profile (_method=put)', () => {
  it('refuses a name with a bidirectional override character (issue 12, finding 9) and keeps the old one', async () => {
    const { token } = await newAccount();
    await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { name: 'Ana Ruiz' } });
    const r = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { name: 'Ana \u202Ezeiur' } });
    expectError(r, 400, 'validation_failed');
    expect(r.body.fields).toEqual({ name: 'Remove the invisible characters that change the direction of the text.' });
    const profile = await call(profileGet, 'GET', '/v1/account/profile', { bearer: token });
    expect((profile.body.data as { name: string }).name).toBe('Ana Ruiz');
  });

  it('saves name, country, phone and locale from form data → { data, message }', async () => {
    const { token } = await newAccount();
    const r = await call(profilePost, 'POST', '/v1/account/profile', {
      bearer: token,
      form: { _method: 'put', name: ' Lucía Gómez ', country_id: String(fx.otherCountry), phone: '+52 (55) 1234-5678', locale: 'es' },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['data', 'message']);
    expect(r.body.message).toBe('Your profile has been saved.');
    documented('updateProfile', r.body);
    // SPEC's country_id may still name one of our destinations: it is saved as that country's ISO code.
    expect(r.body.data).toMatchObject({
      name: 'Lucía Gómez',
      country_id: fx.otherCountry,
      country_code: 'MX',
      phone: '+52 (55) 1234-5678',
      locale: 'es',
    });
    // Only the fields sent change; an empty country clears it. PUT with JSON works too.
    const put = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { country_id: '' }, acceptLanguage: 'es' });
    expect(put.body.message).toBe('Tu perfil se ha guardado.');
    expect(put.body.data).toMatchObject({ name: 'Lucía Gómez', country_id: null, country_code: null, phone: '+52 (55) 1234-5678' });
  });

  it('names each bad field; 401 without a session', async () => {
    const { token } = await newAccount();
    const r = await call(profilePost, 'POST', '/v1/account/profile', {
      bearer: token,
      json: { _method: 'put', name: 'x'.repeat(121), phone: 'call me', country_id: 'abc', locale: 'fr' },
    });
    expectError(r, 400, 'validation_failed');
    expect(r.body.fields).toEqual({
      name: 'Use at most 120 characters.',
      phone: 'Enter a phone number using digits, spaces and + ( ) - . only.',
      country_id: 'Choose a country from the list.',
      locale: 'Choose English or Spanish.',
    });
    const unknownCountry = await call(profilePost, 'POST', '/v1/account/profile', {
      bearer: token,
      form: { _method: 'put', country_id: '999999' },
      localeCookie: 'es',
    });
    expect(unknownCountry.body.fields).toEqual({ country_id: 'Elige un país de la lista.' });
    const longPhone = await call(profilePost, 'POST', '/v1/account/profile', { bearer: token, json: { phone: '1'.repeat(41) } });
    expect(longPhone.body.fields).toEqual({ phone: 'Use at most 40 characters.' });
    const typed = await call(profilePost, 'POST', '/v1/account/profile', { bearer: token, json: { name: 42, country_id: 1.5 } });
    expectError(typed, 400, 'validation_failed');
    expectError(
      await call(profilePost, 'POST', '/v1/account/profile', { bearer: token, form: { _method: 'delete' } }),
      400,
      'validation_failed',
    );
    expectError(await call(profilePost, 'POST', '/v1/account/profile', { form: { _method: 'put', name: 'x' } }), 401, 'unauthorized');
    expectError(
      await call(profilePost, 'POST', '/v1/account/profile', { bearer: token, raw: { body: oneMegabyte(), type: 'application/json' } }),
      413,
      'payload_too_large',
    );
  });

  it('refuses a cross-origin write carrying the cookie (403 bad_origin) and accepts our own origin', async () => {
    const { token } = await newAccount();
    const cross = await call(profilePost, 'POST', '/v1/account/profile', {
      cookie: token,
      origin: 'https://evil.example',
      form: { _method: 'put', name: 'Hacked' },
    });
    expectError(cross, 403, 'bad_origin');
    const same = await call(profilePost, 'POST', '/v1/account/profile', {
      cookie: token,
      origin: TEST_ORIGIN,
      form: { _method: 'put', name: 'Mine' },
    });
    expect(same.status).toBe(200);
    expect((same.body.data as { name: string }).name).toBe('Mine');
  });
});

describe('POST /v1/account/password', () => {
  it('changes the password and signs out every other session', async () => {
    const { email, token } = await newAccount();
    const other = await call(loginRoute, 'POST', '/api/login', { json: { email, password: PASSWORD }, ip: freshIp() });
    const r = await call(passwordRoute, 'POST', '/v1/account/password', {
      bearer: token,
      json: { current_password: PASSWORD, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { ok: true }, message: 'Your password has been changed. Your other sessions were signed out.' });
    documented('changePassword', r.body);
    expect((await call(profileGet, 'GET', '/v1/account/profile', { bearer: token })).status).toBe(200);
    expectError(await call(profileGet, 'GET', '/v1/account/profile', { bearer: other.body.token as string }), 401, 'token_expired');
    expect((await call(loginRoute, 'POST', '/api/login', { json: { email, password: 'brand-new-pass' }, ip: freshIp() })).status).toBe(200);
    expect((await call(loginRoute, 'POST', '/api/login', { json: { email, password: PASSWORD }, ip: freshIp() })).status).toBe(401);
  });

  it('400 with fields for a wrong current password, a mismatch, a weak one; 401 without a session', async () => {
    const { email, token } = await newAccount();
    const wrong = await call(passwordRoute, 'POST', '/v1/account/password', {
      bearer: token,
      form: { current_password: 'nope', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
      acceptLanguage: 'es',
    });
    expectError(wrong, 400, 'validation_failed');
    expect(wrong.body.fields).toEqual({ current_password: 'Tu contraseña actual no es correcta.' });
    const mismatch = await call(passwordRoute, 'POST', '/v1/account/password', {
      bearer: token,
      json: { current_password: PASSWORD, password: 'brand-new-pass', password_confirmation: 'other' },
    });
    expect(mismatch.body.fields).toEqual({ password_confirmation: 'The passwords do not match.' });
    const same = await call(passwordRoute, 'POST', '/v1/account/password', {
      bearer: token,
      json: { current_password: PASSWORD, password: email.toUpperCase(), password_confirmation: email.toUpperCase() },
    });
    expect(same.body.fields).toEqual({ password: 'Your password cannot be your email address.' });
    const missing = await call(passwordRoute, 'POST', '/v1/account/password', { bearer: token, json: { password: 7 } });
    expect(Object.keys(missing.body.fields as object).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
    expectError(await call(passwordRoute, 'POST', '/v1/account/password', { json: {} }), 401, 'unauthorized');
    // Nothing changed: the old password still works.
    expect((await call(loginRoute, 'POST', '/api/login', { json: { email, password: PASSWORD }, ip: freshIp() })).status).toBe(200);
  });
});

describe('favorites', () => {
  it('toggles on and off, lists newest first as property cards with a count', async () => {
    const { token } = await newAccount();
    const [a, b] = fx.villas as [number, number];
    const on = await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, form: { property_id: String(a) } });
    expect(on.body).toEqual({ data: { property_id: a, favorite: true, count: 1 } });
    documented('toggleFavorite', on.body);
    await new Promise((r) => setTimeout(r, 5));
    const onB = await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, json: { property_id: b } });
    expect(onB.body).toEqual({ data: { property_id: b, favorite: true, count: 2 } });
    const list = await call(favoritesGet, 'GET', '/v1/account/favorites', { bearer: token });
    expect(list.status).toBe(200);
    expect(Object.keys(list.body).sort()).toEqual(['data', 'meta']);
    expect(list.body.meta).toEqual({ count: 2 });
    documented('listFavorites', list.body);
    const cards = list.body.data as Record<string, unknown>[];
    expect(cards.map((c) => c.id)).toEqual([b, a]);
    expect(Object.keys(cards[0] as object).sort()).toEqual(CARD_KEYS);
    expect(cards[0]).toMatchObject({ price: 950, price_cents: 95_000, instant_book: 0, country: { name: 'Dominican Republic' } });
    const es = await call(favoritesGet, 'GET', '/v1/account/favorites', { bearer: token, localeCookie: 'es' });
    expect((es.body.data as { country: { name: string } }[])[0]?.country.name).toBe('República Dominicana');
    const off = await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, form: { property_id: String(a) } });
    expect(off.body).toEqual({ data: { property_id: a, favorite: false, count: 1 } });
    expect((await call(favoritesGet, 'GET', '/v1/account/favorites', { bearer: token })).body.meta).toEqual({ count: 1 });
  });

  it('404 for an unknown or unpublished villa, 400 for a bad id, 401 without a session', async () => {
    const { token } = await newAccount();
    expectError(
      await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, form: { property_id: '99999' } }),
      404,
      'not_found',
    );
    expectError(
      await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, form: { property_id: String(fx.draft) } }),
      404,
      'not_found',
    );
    const bad = await call(favoritesPost, 'POST', '/v1/account/favorites', {
      bearer: token,
      form: { property_id: 'abc' },
      acceptLanguage: 'es',
    });
    expectError(bad, 400, 'validation_failed');
    expect(bad.body.fields).toEqual({ property_id: 'Este valor no es válido.' });
    expectError(
      await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, json: { property_id: -3 } }),
      400,
      'validation_failed',
    );
    const missing = await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, json: {} });
    expectError(missing, 400, 'validation_failed');
    expect(missing.body.fields).toEqual({ property_id: 'This field is required.' });
    const huge = await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, json: { property_id: 99999999999 } });
    expectError(huge, 400, 'validation_failed');
    expectError(await call(favoritesPost, 'POST', '/v1/account/favorites', { form: { property_id: '1' } }), 401, 'unauthorized');
    expectError(await call(favoritesGet, 'GET', '/v1/account/favorites'), 401, 'unauthorized');
  });

  it('sync adds local favorites (JSON array or comma list), skipping unknown and unpublished ids', async () => {
    const { token } = await newAccount();
    const [a, b, c] = fx.villas as [number, number, number];
    await call(favoritesPost, 'POST', '/v1/account/favorites', { bearer: token, form: { property_id: String(a) } });
    const r = await call(favoritesSync, 'POST', '/v1/account/favorites/sync', {
      bearer: token,
      json: { property_ids: [b, String(a), 99999, fx.draft] },
    });
    expect(r.status).toBe(200);
    expect(r.body.meta).toEqual({ count: 2 });
    documented('syncFavorites', r.body);
    expect((r.body.data as { id: number }[]).map((x) => x.id).sort()).toEqual([a, b].sort());
    const form = await call(favoritesSync, 'POST', '/v1/account/favorites/sync', { bearer: token, form: { property_ids: ` ${c}, ${b}` } });
    expect(form.body.meta).toEqual({ count: 3 });
    expect((form.body.data as { id: number }[])[0]?.id).toBe(c);
    const empty = await call(favoritesSync, 'POST', '/v1/account/favorites/sync', { bearer: token, form: { property_ids: '' } });
    expect(empty.body.meta).toEqual({ count: 3 });
  });

  it('sync refuses bad ids, more than 200 ids and a missing list', async () => {
    const { token } = await newAccount();
    const bad = await call(favoritesSync, 'POST', '/v1/account/favorites/sync', { bearer: token, json: { property_ids: ['abc'] } });
    expectError(bad, 400, 'validation_failed');
    expect(bad.body.fields).toEqual({ property_ids: 'Send a list of property ids.' });
    const many = await call(favoritesSync, 'POST', '/v1/account/favorites/sync', {
      bearer: token,
      json: { property_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    });
    expect(many.body.fields).toEqual({ property_ids: 'Use a value of at most 200.' });
    expectError(
      await call(favoritesSync, 'POST', '/v1/account/favorites/sync', { bearer: token, json: { property_ids: 5 } }),
      400,
      'validation_failed',
    );
    expectError(await call(favoritesSync, 'POST', '/v1/account/favorites/sync', { bearer: token, json: {} }), 400, 'validation_failed');
    expectError(await call(favoritesSync, 'POST', '/v1/account/favorites/sync', { json: { property_ids: [1] } }), 401, 'unauthorized');
  });
});

describe('POST /api/logout', () => {
  it('revokes the cookie session and clears the cookie; 200 without a session too', async () => {
    const { token } = await newAccount();
    const r = await call(logoutRoute, 'POST', '/api/logout', { cookie: token, origin: TEST_ORIGIN });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { ok: true } });
    documented('logout', r.body);
    expect(setCookieValue(r.headers, sessionCookieName())?.value).toBe('');
    expectError(await call(profileGet, 'GET', '/v1/account/profile', { cookie: token }), 401, 'token_expired');
    expect((await call(logoutRoute, 'POST', '/api/logout')).body).toEqual({ data: { ok: true } });
    expect((await call(logoutRoute, 'POST', '/api/logout', { bearer: 'not-a-real-token' })).status).toBe(200);
    expectError(await call(logoutRoute, 'POST', '/api/logout', { cookie: token, origin: 'https://evil.example' }), 403, 'bad_origin');
  });
});

describe('password recovery and reset', () => {
  async function resetMailFor(email: string) {
    const mails = await database.orm
      .select()
      .from(outbox)
      .where(eq(sql`lower(${outbox.toAddress})`, email.toLowerCase()));
    return mails.filter((m) => m.template === 'password-reset');
  }
  const tokenIn = (text: string) => /new-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('answers 202 with one sentence for known and unknown emails; mails a link only to a real account', async () => {
    const { email, userId } = await newAccount();
    const known = await call(recoveryRoute, 'POST', '/v1/account/password-recovery', {
      form: { email: email.toUpperCase() },
      ip: freshIp(),
    });
    const unknown = await call(recoveryRoute, 'POST', '/v1/account/password-recovery', {
      json: { email: 'ghost@example.test' },
      ip: freshIp(),
    });
    expect(known.status).toBe(202);
    expect(known.body).toEqual({
      data: { ok: true },
      message: 'If an account exists for this email, we have sent a link to reset the password. It is valid for one hour.',
    });
    expect(unknown.status).toBe(202);
    documented('requestPasswordReset', known.body);
    expect(unknown.body).toEqual(known.body);
    expect(await resetMailFor('ghost@example.test')).toHaveLength(0);
    const [mail] = await resetMailFor(email);
    expect(mail?.subject).toBe('Reset your Alma Villas password');
    expect(mail?.locale).toBe('en');
    expect(mail?.textBody).toContain(`${TEST_ORIGIN}/new-password?token=`);
    expect(mail?.htmlBody).toContain(`${TEST_ORIGIN}/new-password?token=`);
    const token = tokenIn(mail?.textBody ?? '');
    expect(token.length).toBeGreaterThan(30);
    const rows = await database.orm.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('mails Spanish users in Spanish with the /es link', async () => {
    const { email } = await newAccount({ locale: 'es' });
    await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email }, ip: freshIp() });
    const [mail] = await resetMailFor(email);
    expect(mail?.subject).toBe('Restablece tu contraseña de Alma Villas');
    expect(mail?.locale).toBe('es');
    expect(mail?.textBody).toContain(`${TEST_ORIGIN}/es/new-password?token=`);
  });

  it('resets with the mailed token once: sessions end, the new password works, the link is spent', async () => {
    const { email, token: session } = await newAccount();
    await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email }, ip: freshIp() });
    const [mail] = await resetMailFor(email);
    const token = tokenIn(mail?.textBody ?? '');
    const r = await call(resetRoute, 'POST', '/v1/account/password-reset', {
      form: { token, password: 'reset-password-1', password_confirmation: 'reset-password-1' },
      ip: freshIp(),
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { ok: true }, message: 'Your password has been reset. You can now log in with the new password.' });
    documented('resetPassword', r.body);
    expectError(await call(profileGet, 'GET', '/v1/account/profile', { bearer: session }), 401, 'token_expired');
    expect((await call(loginRoute, 'POST', '/api/login', { json: { email, password: 'reset-password-1' }, ip: freshIp() })).status).toBe(
      200,
    );
    const again = await call(resetRoute, 'POST', '/v1/account/password-reset', {
      json: { token, password: 'reset-password-2', password_confirmation: 'reset-password-2' },
      acceptLanguage: 'es',
      ip: freshIp(),
    });
    expectError(again, 400, 'invalid_reset_token');
    expect(again.body.error).toBe('Este enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.');
  });

  it('refuses an unknown token, bad fields and a password equal to the email', async () => {
    const unknown = await call(resetRoute, 'POST', '/v1/account/password-reset', {
      json: { token: 'made-up', password: 'reset-password-1', password_confirmation: 'reset-password-1' },
      ip: freshIp(),
    });
    expectError(unknown, 400, 'invalid_reset_token');
    expect(unknown.body.error).toBe('This password reset link is invalid or has expired. Please ask for a new one.');
    const missing = await call(resetRoute, 'POST', '/v1/account/password-reset', { json: {}, ip: freshIp() });
    expect(Object.keys(missing.body.fields as object).sort()).toEqual(['password', 'password_confirmation', 'token']);
    const typed = await call(resetRoute, 'POST', '/v1/account/password-reset', {
      json: { token: 5, password: 5, password_confirmation: 5 },
      ip: freshIp(),
    });
    expectError(typed, 400, 'validation_failed');
    const { email } = await newAccount();
    await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email }, ip: freshIp() });
    const token = tokenIn((await resetMailFor(email))[0]?.textBody ?? '');
    const same = await call(resetRoute, 'POST', '/v1/account/password-reset', {
      json: { token, password: email, password_confirmation: email },
      ip: freshIp(),
    });
    expect(same.body.fields).toEqual({ password: 'Your password cannot be your email address.' });
  });

  it('recovery: 400 for a bad email, 429 after 5 requests for one email in an hour', async () => {
    insideOneWindow();
    expectError(
      await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email: 42 }, ip: freshIp() }),
      400,
      'validation_failed',
    );
    expectError(await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { form: {}, ip: freshIp() }), 400, 'validation_failed');
    const { email } = await newAccount();
    for (let i = 0; i < 5; i++)
      expect((await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email }, ip: freshIp() })).status).toBe(202);
    const r = await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email }, ip: freshIp(), localeCookie: 'es' });
    expectError(r, 429, 'rate_limited');
    expect(r.body.error).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    expect(await resetMailFor(email)).toHaveLength(5);
  });

  it('recovery: 429 after 5 requests from one address', async () => {
    insideOneWindow();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email: `p${i}@example.test` }, ip })).status,
      ).toBe(202);
    }
    expectError(
      await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email: 'p9@example.test' }, ip }),
      429,
      'rate_limited',
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes every accounts call with its fields, status and session', async () => {
    const { GET } = await import('@/app/v1/openapi.json/route');
    const doc = await GET().json();
    const login = doc.paths['/api/login'].post;
    expect(Object.keys(login.requestBody.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '401', '429', '500']);
    expect(Object.keys(doc.paths['/api/signup'].post.responses)).toContain('201');
    expect(Object.keys(doc.paths['/v1/account/password-recovery'].post.responses)).toContain('202');
    const update = doc.paths['/v1/account/profile'].post;
    expect(Object.keys(update.requestBody.content['multipart/form-data'].schema.properties).sort()).toEqual([
      '_method',
      'country_code',
      'country_id',
      'locale',
      'name',
      'phone',
      'time_zone',
    ]);
    expect(update.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(doc.paths['/v1/account/favorites/sync'].post.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(doc.paths['/v1/locations/places'].get.security).toBeUndefined();
    const toggle = doc.paths['/v1/account/favorites'].post.requestBody.content['multipart/form-data'].schema;
    expect(toggle.properties.property_id.anyOf).toEqual([
      { type: 'integer', minimum: 1 },
      { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    ]);
    const sync = doc.paths['/v1/account/favorites/sync'].post.requestBody.content['application/json'].schema;
    expect(sync.properties.property_ids.anyOf[0]).toMatchObject({ type: 'array', maxItems: 200 });
  });
});
