import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as userPatch } from '@/app/v1/admin/users/[id]/route';
import { matchRoute, type RouteDef } from '@/lib/routes';
import { sessionCookieName } from '@/lib/session-cookie';
import { guardAccess } from '@/server/http/access-guard';
import { call } from '@/test/api-client';
import { createMember } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * An administrator's change reaches a user's open pages on their very next request (issue 17):
 * the proxy's guard reads the groups and the account's state on every page request, so a
 * concierge made a plain user is sent from the desk to their trips, a user made an administrator
 * enters /admin, and a disabled account is sent to log in with its cookie cleared.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: Awaited<ReturnType<typeof createMember>>;
let member: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  database = await useTestDatabase();
  admin = await createMember(database.orm, 'hbl-administrators');
  member = await createMember(database.orm, 'hbl-concierge');
});
afterAll(async () => {
  await database?.dispose();
});

async function visit(path: string, token: string) {
  const request = new NextRequest(`http://localhost${path}`, { headers: { cookie: `${sessionCookieName()}=${token}` } });
  return guardAccess(request, matchRoute(request.nextUrl.pathname) as RouteDef, new Headers());
}
const patch = (json: unknown) =>
  call((r) => userPatch(r, { params: Promise.resolve({ id: String(member.user.id) }) }), 'PATCH', `/v1/admin/users/${member.user.id}`, {
    bearer: admin.token,
    json,
  });

describe('a role change or a disable on the next page request', () => {
  it('moves a concierge made a user off the desk, and a user made an administrator into /admin', async () => {
    expect((await visit('/concierges/reservations', member.token)).replace).toBeNull();
    expect((await visit('/admin', member.token)).replace?.headers.get('x-middleware-rewrite')).toContain('reason=notAdmin');

    expect((await patch({ groups: [] })).status).toBe(200);
    const desk = await visit('/concierges/reservations', member.token);
    expect(desk.replace?.headers.get('location')).toBe('http://localhost/user/trips');
    expect((await visit('/user/trips', member.token)).replace).toBeNull();

    expect((await patch({ groups: ['hbl-administrators'] })).status).toBe(200);
    expect((await visit('/es/admin/users', member.token)).replace).toBeNull();
  });

  it('sends a disabled account to log in, its session cookie cleared', async () => {
    expect((await patch({ disabled: true })).status).toBe(200);
    const next = await visit('/user/trips', member.token);
    expect(next.replace?.headers.get('location')).toBe('http://localhost/login?next=%2Fuser%2Ftrips');
    expect(next.clearSession).toBe(true);
  });
});
