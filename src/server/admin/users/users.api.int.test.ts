import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as profileGet } from '@/app/v1/account/profile/route';
import { POST as recoveryRoute } from '@/app/v1/account/password-recovery/route';
import { POST as resetRoute } from '@/app/v1/account/password-reset/route';
import { GET as userGet, PATCH as userPatch } from '@/app/v1/admin/users/[id]/route';
import { GET as scopesGet, PUT as scopesPut } from '@/app/v1/admin/users/[id]/scopes/route';
import { POST as invite } from '@/app/v1/admin/users/invitations/route';
import { GET as usersGet } from '@/app/v1/admin/users/route';
import { GET as queueGet } from '@/app/v1/concierge/reservations/route';
import { POST as acceptRoute } from '@/app/v1/invitations/[token]/accept/route';
import { sessionCookieName } from '@/lib/session-cookie';
import { serviceContext, visitorContext } from '@/server/access/context';
import { hashPassword } from '@/server/accounts/password';
import { hashToken, lookupSession } from '@/server/accounts/session';
import { rows } from '@/server/db/raw';
import { auditLog } from '@/server/db/schema/admin';
import { invitations, passwordResets, sessions, users } from '@/server/db/schema/accounts';
import { outbox } from '@/server/db/schema/platform';
import { openEventStream } from '@/server/live/event-stream';
import { LiveHub } from '@/server/live/listener';
import { call, freshIp, setCookieValue, TEST_ORIGIN } from '@/test/api-client';
import { createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { acceptInvitation, INVITATION_TTL_MS } from './invitations.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const PASSWORD = 'Correct-Horse-9';
const fx = { admin: { id: 0, token: '' }, country: 0, stateA: 0, stateB: 0, villaB: 0, otherCountry: 0 };
let seq = 0;

/** A member with a real password, so login can be tried. */
async function member(group?: string, name?: string) {
  seq += 1;
  const email = `member${seq}@example.test`;
  const m = await createMember(database.orm, group, { email, name: name ?? `Member ${seq}`, passwordHash: await hashPassword(PASSWORD) });
  return { id: m.user.id, token: m.token, email };
}

const patch = (id: number, json: unknown, bearer = fx.admin.token) =>
  call((r) => userPatch(r, { params: Promise.resolve({ id: String(id) }) }), 'PATCH', `/v1/admin/users/${id}`, { json, bearer });
const getOne = (id: number, bearer = fx.admin.token, localeCookie?: 'en' | 'es') =>
  call((r) => userGet(r, { params: Promise.resolve({ id: String(id) }) }), 'GET', `/v1/admin/users/${id}`, { bearer, localeCookie });
const putScopes = (id: number, json: unknown) =>
  call((r) => scopesPut(r, { params: Promise.resolve({ id: String(id) }) }), 'PUT', `/v1/admin/users/${id}/scopes`, {
    json,
    bearer: fx.admin.token,
  });
const accept = (token: string, json: unknown) =>
  call((r) => acceptRoute(r, { params: Promise.resolve({ token }) }), 'POST', `/v1/invitations/${token}/accept`, {
    json,
    origin: TEST_ORIGIN,
    ip: freshIp(),
  });
const login = (email: string, password = PASSWORD, localeCookie?: 'en' | 'es') =>
  call(loginRoute, 'POST', '/api/login', { json: { email, password }, ip: freshIp(), localeCookie });
const auditOf = (action: string, objectId: number) =>
  database.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, String(objectId))));

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const admin = await member('hbl-administrators', 'Alma Admin');
  fx.admin = { id: admin.id, token: admin.token };
  const country = await createCountry(orm, { nameEn: 'Dominican Republic', nameEs: 'República Dominicana', slug: 'do-users' });
  fx.country = country.id;
  fx.otherCountry = (await createCountry(orm, { nameEn: 'Mexico', nameEs: 'México', slug: 'mx-users' })).id;
  fx.stateA = (await createState(orm, country.id, { nameEn: 'La Altagracia', nameEs: 'La Altagracia', slug: 'altagracia-users' })).id;
  fx.stateB = (await createState(orm, country.id, { nameEn: 'Samaná', nameEs: 'Samaná', slug: 'samana-users' })).id;
  fx.villaB = (await createProperty(orm, { countryId: country.id, stateId: fx.stateB })).id;
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

describe('GET /v1/admin/users', () => {
  it('searches by name or email, filters by role and status, pages, sorted by name', async () => {
    const z = await member('hbl-concierge', 'Zoe Searchable');
    const a = await member('hbl-owners', 'Aaron Searchable');
    await patch(a.id, { disabled: true });
    const all = await call(usersGet, 'GET', '/v1/admin/users?q=SEARCHABLE', { bearer: fx.admin.token });
    expect(all.status).toBe(200);
    const data = all.body.data as {
      id: number;
      name: string;
      role: string;
      is_admin: boolean;
      disabled_at: string | null;
      groups: string[];
    }[];
    expect(data.map((u) => u.name)).toEqual(['Aaron Searchable', 'Zoe Searchable']);
    expect(data[0]).toMatchObject({ role: 'owner', groups: ['hbl-owners'], is_admin: false });
    expect(data[0]?.disabled_at).not.toBeNull();
    const byEmail = await call(usersGet, 'GET', `/v1/admin/users?q=${encodeURIComponent(z.email.toUpperCase())}`, {
      bearer: fx.admin.token,
    });
    expect((byEmail.body.data as { id: number }[]).map((u) => u.id)).toEqual([z.id]);
    const concierges = await call(usersGet, 'GET', '/v1/admin/users?q=searchable&role=concierge', { bearer: fx.admin.token });
    expect((concierges.body.data as { id: number }[]).map((u) => u.id)).toEqual([z.id]);
    const disabled = await call(usersGet, 'GET', '/v1/admin/users?q=searchable&disabled=true', { bearer: fx.admin.token });
    expect((disabled.body.data as { id: number }[]).map((u) => u.id)).toEqual([a.id]);
    const admins = await call(usersGet, 'GET', '/v1/admin/users?role=admin', { bearer: fx.admin.token });
    expect((admins.body.data as { id: number }[]).map((u) => u.id)).toContain(fx.admin.id);
    const paged = await call(usersGet, 'GET', '/v1/admin/users?q=searchable&per_page=1&page=2', { bearer: fx.admin.token });
    expect((paged.body.data as { id: number }[]).map((u) => u.id)).toEqual([z.id]);
    expect(paged.body.meta).toEqual({ page: 2, per_page: 1, total: 2, page_count: 2 });
    const bad = await call(usersGet, 'GET', '/v1/admin/users?role=king', { bearer: fx.admin.token });
    expect(bad.status).toBe(400);
  });

  it('is for administrators only', async () => {
    const concierge = await member('hbl-concierge');
    expect((await call(usersGet, 'GET', '/v1/admin/users', { bearer: concierge.token })).status).toBe(403);
    expect((await call(usersGet, 'GET', '/v1/admin/users')).status).toBe(401);
  });
});

describe('PATCH /v1/admin/users/{id}', () => {
  it('changes the groups: the user’s very next request reads the new role; audited with before and after', async () => {
    const u = await member();
    expect(((await call(profileGet, 'GET', '/v1/account/profile', { bearer: u.token })).body.data as { role: string }).role).toBe('user');
    const r = await patch(u.id, { groups: ['hbl-concierge'] });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ groups: ['hbl-concierge'], role: 'concierge' });
    const profile = await call(profileGet, 'GET', '/v1/account/profile', { bearer: u.token });
    expect((profile.body.data as { role: string }).role).toBe('concierge');
    const [line] = await auditOf('user.groups', u.id);
    expect(line).toMatchObject({
      objectType: 'user',
      actorUserId: fx.admin.id,
      before: { groups: [], role: 'user' },
      after: { groups: ['hbl-concierge'], role: 'concierge' },
    });
  });

  it('refuses an unknown group code with 422 on groups, in the request’s language, nothing changed', async () => {
    const u = await member('hbl-owners');
    const r = await call((q) => userPatch(q, { params: Promise.resolve({ id: String(u.id) }) }), 'PATCH', `/v1/admin/users/${u.id}`, {
      json: { groups: ['hbl-owners', 'hbl-kings'] },
      bearer: fx.admin.token,
      localeCookie: 'es',
    });
    expect(r.status).toBe(422);
    expect((r.body as { fields: Record<string, string> }).fields.groups).toContain('hbl-kings');
    expect((r.body as { fields: Record<string, string> }).fields.groups).toMatch(/desconocido/);
    expect((await getOne(u.id)).body.data).toMatchObject({ groups: ['hbl-owners'] });
  });

  it('disables: sessions revoked at once (next request 401), login 403 account_disabled, no reset mail, reset token refused; enable lets login again', async () => {
    const u = await member('hbl-owners');
    const resetToken = 'a-reset-token-for-the-disabled-account';
    await database.orm.insert(passwordResets).values({
      userId: u.id,
      tokenHash: hashToken(resetToken),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const r = await patch(u.id, { disabled: true });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ active_sessions: 0 });
    expect((r.body.data as { disabled_at: string | null }).disabled_at).not.toBeNull();
    expect((await call(profileGet, 'GET', '/v1/account/profile', { bearer: u.token })).status).toBe(401);
    const refused = await login(u.email, PASSWORD, 'es');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_disabled');
    expect(refused.body.error).toMatch(/desactivada/);
    const wrong = await login(u.email, 'Wrong-Password-1');
    expect(wrong.status).toBe(401);
    const recovery = await call(recoveryRoute, 'POST', '/v1/account/password-recovery', { json: { email: u.email }, ip: freshIp() });
    expect(recovery.status).toBe(202);
    const mails = await database.orm.select().from(outbox).where(eq(outbox.toAddress, u.email));
    expect(mails).toHaveLength(0);
    const reset = await call(resetRoute, 'POST', '/v1/account/password-reset', {
      json: { token: resetToken, password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-1' },
      ip: freshIp(),
    });
    expect(reset.status).toBe(400);
    const [audit] = await auditOf('user.disable', u.id);
    expect(audit?.before).toEqual({ disabled_at: null });
    expect(audit?.after).toMatchObject({ disabled_at: expect.any(String) });

    expect((await patch(u.id, { disabled: false })).status).toBe(200);
    const back = await login(u.email);
    expect(back.status).toBe(200);
    const [row] = await database.orm.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, u.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(await auditOf('user.enable', u.id)).toHaveLength(1);
  });

  it('a session of a disabled account reads as expired even if not revoked (belt and braces)', async () => {
    const u = await member();
    await database.orm.update(users).set({ disabledAt: new Date() }).where(eq(users.id, u.id));
    expect((await lookupSession(database.orm, u.token)).status).toBe('expired');
  });

  it('never removes the last enabled administrator, by groups or by disabling (409, nothing changed); not oneself', async () => {
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from users u join user_groups ug on ug.user_id = u.id
        join groups g on g.id = ug.group_id where g.code = 'hbl-administrators' and u.disabled_at is null`,
    );
    expect(n).toBe(1);
    const self = await patch(fx.admin.id, { disabled: true });
    expect(self.status).toBe(409);
    const byGroups = await patch(fx.admin.id, { groups: ['hbl-owners'] });
    expect(byGroups.status).toBe(409);
    expect(byGroups.body.code).toBe('last_administrator');
    expect((await getOne(fx.admin.id)).body.data).toMatchObject({ groups: ['hbl-administrators'], disabled_at: null });

    const second = await member('hbl-administrators');
    // The second administrator may take the first's group away, but then not their own.
    expect((await patch(second.id, { disabled: true })).status).toBe(200);
    const lastBySecond = await patch(fx.admin.id, { groups: [] });
    expect(lastBySecond.body.code).toBe('last_administrator');
    await patch(second.id, { disabled: false });
    const secondToken = (await login(second.email)).body.token as string;
    const removeSecond = await patch(second.id, { disabled: true }, fx.admin.token);
    expect(removeSecond.status).toBe(200);
    const disableFirst = await patch(fx.admin.id, { disabled: true }, secondToken);
    expect(disableFirst.status).toBe(401);
    expect((await getOne(fx.admin.id)).body.data).toMatchObject({ disabled_at: null });
  });

  it('unknown or malformed ids are 404', async () => {
    expect((await getOne(999_999)).status).toBe(404);
    const r = await call((q) => userGet(q, { params: Promise.resolve({ id: 'abc' }) }), 'GET', '/v1/admin/users/abc', {
      bearer: fx.admin.token,
    });
    expect(r.status).toBe(404);
  });
});

describe('scopes', () => {
  it('a new state shows its reservations on the concierge’s next desk request; audited', async () => {
    const c = await member('hbl-concierge');
    expect((await putScopes(c.id, { states: [fx.stateA], countries: [] })).status).toBe(200);
    const guest = await member();
    const reservation = await createReservation(database.orm, { userId: guest.id, propertyId: fx.villaB }, { status: 'requested' });
    const before = await call(queueGet, 'GET', '/v1/concierge/reservations', { bearer: c.token });
    expect((before.body.data as { confirmation_number: string }[]).map((r) => r.confirmation_number)).not.toContain(
      reservation.confirmationNumber,
    );
    const put = await putScopes(c.id, { states: [fx.stateA, fx.stateB], countries: [] });
    expect(put.status).toBe(200);
    expect((put.body.data as { states: { id: number }[] }).states.map((s) => s.id).sort()).toEqual([fx.stateA, fx.stateB].sort());
    const after = await call(queueGet, 'GET', '/v1/concierge/reservations', { bearer: c.token });
    expect((after.body.data as { confirmation_number: string }[]).map((r) => r.confirmation_number)).toContain(
      reservation.confirmationNumber,
    );
    const got = await call(
      (q) => scopesGet(q, { params: Promise.resolve({ id: String(c.id) }) }),
      'GET',
      `/v1/admin/users/${c.id}/scopes`,
      {
        bearer: fx.admin.token,
      },
    );
    expect((got.body.data as { states: { name: string }[] }).states.map((s) => s.name).sort()).toEqual(['La Altagracia', 'Samaná']);
    const lines = await auditOf('user.scopes', c.id);
    expect(lines.at(-1)).toMatchObject({ before: { states: [fx.stateA], countries: [] }, after: { countries: [] } });
  });

  it('refuses a state that does not exist, states for a non-concierge and countries for a non-country manager (422, nothing changed)', async () => {
    const c = await member('hbl-concierge');
    await putScopes(c.id, { states: [fx.stateA], countries: [] });
    const missing = await putScopes(c.id, { states: [fx.stateA, 987_654], countries: [] });
    expect(missing.status).toBe(422);
    expect((missing.body as { fields: Record<string, string> }).fields.states).toBeTruthy();
    const countries = await putScopes(c.id, { states: [], countries: [fx.country] });
    expect(countries.status).toBe(422);
    expect((countries.body as { fields: Record<string, string> }).fields.countries).toBeTruthy();
    const owner = await member('hbl-owners');
    expect((await putScopes(owner.id, { states: [fx.stateA], countries: [] })).status).toBe(422);
    const manager = await member('hbl-country-manager');
    expect((await putScopes(manager.id, { states: [], countries: [fx.otherCountry] })).status).toBe(200);
    expect((await getOne(c.id)).body.data).toMatchObject({ scopes: { states: [{ id: fx.stateA }], countries: [] } });
  });
});

describe('invitations', () => {
  const create = (json: unknown) => call(invite, 'POST', '/v1/admin/users/invitations', { json, bearer: fx.admin.token });
  const tokenOfMail = async (email: string) => {
    const [mail] = await database.orm.select().from(outbox).where(eq(outbox.toAddress, email));
    const link = /https?:\/\/\S+\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
    return { mail, token: link?.[1] ?? '', link: link?.[0] ?? '' };
  };

  it('invites by mail in the invitation’s language; accepted once into an account with its groups and a session, then 410', async () => {
    const r = await create({ email: 'nueva@example.test', name: 'Nueva Dueña', groups: ['hbl-owners'], locale: 'es' });
    expect(r.status).toBe(201);
    const { mail, token, link } = await tokenOfMail('nueva@example.test');
    expect(mail?.locale).toBe('es');
    expect(mail?.subject).toMatch(/invitamos/);
    expect(link).toContain('/es/invitation/');
    const [stored] = await database.orm.select().from(invitations).where(eq(invitations.email, 'nueva@example.test'));
    expect(stored?.tokenHash).toBe(hashToken(token));
    const [created] = await auditOf('invitation.create', stored?.id ?? 0);
    expect(created?.after).toMatchObject({ email: 'nueva@example.test', groups: ['hbl-owners'] });

    expect((await create({ email: 'NUEVA@example.test', groups: ['hbl-concierge'], locale: 'en' })).body.code).toBe('invitation_exists');

    const mismatch = await accept(token, { name: 'Nueva', password: 'Villa-Nueva-2026', password_confirmation: 'other' });
    expect(mismatch.status).toBe(400);
    const ok = await accept(token, { name: 'Nueva Dueña', password: 'Villa-Nueva-2026', password_confirmation: 'Villa-Nueva-2026' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ redirect: '/broker', user: { email: 'nueva@example.test', role: 'owner', locale: 'es' } });
    const cookie = setCookieValue(ok.headers, sessionCookieName());
    expect(cookie?.value).toBeTruthy();
    const profile = await call(profileGet, 'GET', '/v1/account/profile', { cookie: cookie?.value });
    expect(profile.body.data).toMatchObject({ email: 'nueva@example.test', groups: [{ code: 'hbl-owners' }] });
    expect((await login('nueva@example.test', 'Villa-Nueva-2026')).status).toBe(200);
    const again = await accept(token, { name: 'Nueva', password: 'Villa-Nueva-2027', password_confirmation: 'Villa-Nueva-2027' });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('invitation_invalid');
    expect(await auditOf('invitation.accept', stored?.id ?? 0)).toHaveLength(1);

    const exists = await create({ email: 'nueva@example.test', groups: ['hbl-owners'], locale: 'en' });
    expect(exists.status).toBe(409);
    expect(exists.body.code).toBe('account_exists');
  });

  it('an administrator invited lands in /admin; bad groups are 422', async () => {
    expect((await create({ email: 'bad@example.test', groups: ['hbl-kings'], locale: 'en' })).status).toBe(422);
    const none = await create({ email: 'bad@example.test', groups: [], locale: 'en' });
    expect(none.status).toBe(400);
    expect((none.body as { fields: Record<string, string> }).fields.groups).toBe(
      'Choose at least one group: it gives the account its role.',
    );
    const ninguno = await call(invite, 'POST', '/v1/admin/users/invitations', {
      json: { email: 'bad@example.test', groups: [], locale: 'es' },
      bearer: fx.admin.token,
      localeCookie: 'es',
    });
    expect((ninguno.body as { fields: Record<string, string> }).fields.groups).toBe(
      'Elige al menos un grupo: es lo que da su rol a la cuenta.',
    );
    await create({ email: 'boss@example.test', groups: ['hbl-administrators'], locale: 'en' });
    const { mail, token, link } = await tokenOfMail('boss@example.test');
    expect(mail?.locale).toBe('en');
    expect(link).not.toContain('/es/');
    const ok = await accept(token, { name: 'Boss', password: 'Villa-Boss-2026', password_confirmation: 'Villa-Boss-2026' });
    expect(ok.body.data).toMatchObject({ redirect: '/admin', user: { role: 'owner' } });
  });

  it('expires after 72 hours by the context’s clock (410)', async () => {
    await create({ email: 'late@example.test', groups: ['hbl-concierge'], locale: 'en' });
    const { token } = await tokenOfMail('late@example.test');
    const [row] = await database.orm.select().from(invitations).where(eq(invitations.email, 'late@example.test'));
    const later = new Date((row?.createdAt.getTime() ?? 0) + INVITATION_TTL_MS + 1000);
    await expect(
      acceptInvitation(
        visitorContext(database.orm, { now: later }),
        token,
        {
          name: 'Late',
          password: 'Villa-Late-2026',
          password_confirmation: 'Villa-Late-2026',
        },
        {},
      ),
    ).rejects.toMatchObject({ status: 410, code: 'invitation_invalid' });
    const justBefore = new Date((row?.createdAt.getTime() ?? 0) + INVITATION_TTL_MS - 1000);
    const grant = await acceptInvitation(
      serviceContext(database.orm, { kind: 'visitor' }, { now: justBefore }),
      token,
      {
        name: 'Late',
        password: 'Villa-Late-2026',
        password_confirmation: 'Villa-Late-2026',
      },
      {},
    );
    expect(grant.redirect).toBe('/concierges/reservations');
    expect(await database.orm.select().from(sessions).where(eq(sessions.userId, grant.user.id))).toHaveLength(1);
  });

  it('a bogus token is 410', async () => {
    const r = await accept('no-such-token', { name: 'X', password: 'Villa-Nope-2026', password_confirmation: 'Villa-Nope-2026' });
    expect(r.status).toBe(410);
  });
});

describe('the live stream', () => {
  it('ends at the next heartbeat once the user is disabled', async () => {
    const u = await member('hbl-owners');
    const found = await lookupSession(database.orm, u.token);
    if (found.status !== 'valid') throw new Error('no session');
    const hub = new LiveHub(database);
    await hub.start();
    try {
      const stream = openEventStream({ hub, orm: database.orm, actor: found.actor, token: u.token, lastEventId: null, heartbeatMs: 40 });
      const reader = stream.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      await patch(u.id, { disabled: true });
      const deadline = Date.now() + 5000;
      let done = false;
      while (!done && Date.now() < deadline) done = (await reader.read()).done;
      expect(done).toBe(true);
    } finally {
      await hub.stop();
    }
  });
});

describe('two administrators removing each other at once', () => {
  it('one wins, the other is refused: an enabled administrator always remains', async () => {
    const x = await member('hbl-administrators');
    const y = await member('hbl-administrators');
    // Every other administrator of this file is disabled first: x and y are the last two.
    const others = await rows<{ id: number }>(
      database.orm,
      sql`select u.id from users u join user_groups ug on ug.user_id = u.id join groups g on g.id = ug.group_id
        where g.code = 'hbl-administrators' and u.disabled_at is null and u.id not in (${x.id}, ${y.id})`,
    );
    for (const other of others) expect((await patch(other.id, { disabled: true }, y.token)).status).toBe(200);
    const [a, b] = await Promise.all([patch(y.id, { disabled: true }, x.token), patch(x.id, { disabled: true }, y.token)]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([a.status, b.status].some((s) => s === 409 || s === 401)).toBe(true);
    const [left] = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from users u join user_groups ug on ug.user_id = u.id
        join groups g on g.id = ug.group_id where g.code = 'hbl-administrators' and u.disabled_at is null`,
    );
    expect(left?.n).toBe(1);
  });
});
