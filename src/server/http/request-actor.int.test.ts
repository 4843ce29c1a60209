import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as loginRoute } from '@/app/api/login/route';
import { POST as signupRoute } from '@/app/api/signup/route';
import { POST as recoveryRoute } from '@/app/v1/account/password-recovery/route';
import { GET as tripsRoute } from '@/app/v1/account/trips/route';
import { createSession, revokeSession } from '@/server/accounts/session';
import { createGuestbookSession } from '@/server/guestbook/guestbook-session';
import { call, freshIp, TEST_ORIGIN } from '@/test/api-client';
import { createCountry, createProperty, createReservation, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { hashPassword } from '../accounts/password';
import { ok, withApi } from './api';

/**
 * Who withApi says is acting (docs/decisions/014): the account session, else a guestbook link's
 * session (the alma_guestbook cookie), else a visitor; a request may carry both and the account
 * wins. No route serves a guestbook guest yet, so account routes answer it 401.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let guestbookToken = '';
let accountToken = '';
let reservationId = 0;
let userId = 0;

const whoAmI = withApi(async (ctx) => {
  const { actor } = await ctx.context();
  return ok(actor.kind === 'user' ? { kind: 'user', userId: actor.userId } : actor);
});
const whoReads = withApi(async (ctx) => ok((await ctx.publicContext()).actor.kind));

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
  const user = await createUser(orm);
  userId = user.id;
  reservationId = (await createReservation(orm, { userId: user.id, propertyId: villa.id })).id;
  guestbookToken = (await createGuestbookSession(orm, reservationId)).token;
  accountToken = (await createSession(orm, user.id)).token;
});
afterAll(async () => {
  await database?.dispose();
});

describe('the actor of an API request', () => {
  it('is the guestbook guest of the cookie, with its one reservation', async () => {
    const answer = await call(whoAmI, 'GET', '/who', { guestbookCookie: guestbookToken });
    expect(answer.body.data).toMatchObject({ kind: 'guestbook', reservationId });
  });

  it('is the account when the request carries both sessions', async () => {
    const answer = await call(whoAmI, 'GET', '/who', { guestbookCookie: guestbookToken, cookie: accountToken });
    expect(answer.body.data).toEqual({ kind: 'user', userId });
  });

  it('is a visitor for an unknown or malformed guestbook token', async () => {
    expect((await call(whoAmI, 'GET', '/who', { guestbookCookie: 'not-a-token' })).body.data).toEqual({ kind: 'visitor' });
    expect((await call(whoAmI, 'GET', '/who', { guestbookCookie: '%' })).body.data).toEqual({ kind: 'visitor' });
  });

  it('gets 401 on account routes as a guestbook guest, even for its own reservation’s guest list', async () => {
    const answer = await call(tripsRoute, 'GET', '/v1/account/trips', { guestbookCookie: guestbookToken });
    expect([answer.status, answer.body.code]).toEqual([401, 'unauthorized']);
    const withAccount = await call(tripsRoute, 'GET', '/v1/account/trips', { guestbookCookie: guestbookToken, cookie: accountToken });
    expect(withAccount.status).toBe(200);
    expect((withAccount.body.data as { id: number }[]).map((t) => t.id)).toEqual([reservationId]);
  });

  it('keeps SPEC §8’s token_expired for a revoked account session, and reads public data as the guestbook guest', async () => {
    const token = (await createSession(database.orm, userId)).token;
    await revokeSession(database.orm, token);
    const refused = await call(whoAmI, 'GET', '/who', { cookie: token, guestbookCookie: guestbookToken });
    expect([refused.status, refused.body.code]).toEqual([401, 'token_expired']);
    expect((await call(whoReads, 'GET', '/who', { cookie: token, guestbookCookie: guestbookToken })).body.data).toBe('guestbook');
  });

  it('signs in, signs up and recovers a password over a revoked session cookie (a stale cookie never blocks a new login)', async () => {
    const email = `stale-${Date.now()}@example.test`;
    const user = await createUser(database.orm, { email, passwordHash: await hashPassword('Correct-Horse-9') });
    const stale = (await createSession(database.orm, user.id)).token;
    await revokeSession(database.orm, stale);
    const opts = { cookie: stale, ip: freshIp(), origin: TEST_ORIGIN };
    const login = await call(loginRoute, 'POST', '/api/login', { ...opts, json: { email, password: 'Correct-Horse-9' } });
    expect(login.status).toBe(200);
    const signup = await call(signupRoute, 'POST', '/api/signup', {
      ...opts,
      json: { email: `new-${email}`, password: 'Another-Horse-9', password_confirmation: 'Another-Horse-9' },
    });
    expect(signup.status).toBe(201);
    expect((await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { ...opts, json: { email } })).status).toBe(202);
  });
});
