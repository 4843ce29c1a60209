import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute, type RouteDef } from '@/lib/routes';
import { sessionCookieName } from '@/lib/session-cookie';
import { eq } from 'drizzle-orm';
import { groups, userGroups, users } from '@/server/db/schema/accounts';
import { createCountry, createMember, createProperty, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { guardAccess, pageExists } from './access-guard';
import { createSession, revokeSession } from '@/server/accounts/session';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const tokens = { user: '', concierge: '', revoked: '' };

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const user = await createUser(orm);
  const concierge = await createUser(orm);
  const [group] = await orm.insert(groups).values({ code: 'hbl-concierge', name: 'Concierge' }).returning();
  await orm.insert(userGroups).values({ userId: concierge.id, groupId: group?.id ?? 0 });
  tokens.user = (await createSession(orm, user.id)).token;
  tokens.concierge = (await createSession(orm, concierge.id)).token;
  tokens.revoked = (await createSession(orm, user.id)).token;
  await revokeSession(orm, tokens.revoked);
});

afterAll(async () => {
  await database?.dispose();
});

async function visit(path: string, token?: string, extra: Record<string, string> = {}) {
  const request = new NextRequest(`http://localhost${path}`, {
    headers: { ...extra, ...(token ? { cookie: `${sessionCookieName()}=${token}` } : {}) },
  });
  const route = matchRoute(request.nextUrl.pathname) as RouteDef;
  return guardAccess(request, route, new Headers());
}

describe('guardAccess (proxy)', () => {
  it('leaves public pages alone for visitors, without a session lookup', async () => {
    expect(await visit('/about-us')).toEqual({ replace: null, clearSession: false });
  });

  it('sends an anonymous visitor to the localized login with the page and query to come back to', async () => {
    const { replace } = await visit('/es/user/trips?tab=past');
    expect(replace?.status).toBe(307);
    expect(replace?.headers.get('location')).toBe('http://localhost/es/login?next=%2Fes%2Fuser%2Ftrips%3Ftab%3Dpast');
  });

  it('lets a user into the user area and sends them from concierge pages to their trips', async () => {
    expect((await visit('/user/trips', tokens.user)).replace).toBeNull();
    const { replace } = await visit('/concierges/reservations', tokens.user);
    expect(replace?.headers.get('location')).toBe('http://localhost/user/trips');
  });

  it('rewrites a concierge on a user page to the notice, keeping the address', async () => {
    const { replace } = await visit('/es/user/profile', tokens.concierge);
    expect(replace?.headers.get('location')).toBeNull();
    expect(replace?.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost/es/account-notice?to=%2Fconcierges%2Freservations&reason=concierge',
    );
  });

  it('clears a revoked session and sends the visitor to log in, even from a public page', async () => {
    const onPage = await visit('/user/trips', tokens.revoked);
    expect(onPage.clearSession).toBe(true);
    expect(onPage.replace?.headers.get('location')).toBe('http://localhost/login?next=%2Fuser%2Ftrips');
    const onLogin = await visit('/login', tokens.revoked);
    expect(onLogin).toEqual({ replace: null, clearSession: true });
  });

  it('sends a logged-in visitor of /login to their home', async () => {
    const { replace } = await visit('/es/login', tokens.concierge);
    expect(replace?.headers.get('location')).toBe('http://localhost/es/concierges/reservations');
  });

  it("makes the page's language the account's on a page the person opens, never on the router's fetches", async () => {
    const orm = database.orm;
    const user = await createUser(orm);
    const { token } = await createSession(orm, user.id);
    const localeOf = async () => (await orm.select({ locale: users.locale }).from(users).where(eq(users.id, user.id)))[0]?.locale;
    // What the proxy sees of a browser's requests: Next has removed its router headers (RSC, Next-Router-Prefetch).
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const documentLoad = { accept: html, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
    const routerFetch = { accept: '*/*', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' };
    await visit('/es/user/trips', token, documentLoad);
    expect(await localeOf()).toBe('es');
    // The English page's links, prefetched by its router after the switch, or by the browser: no change.
    await visit('/user/message', token, routerFetch);
    await visit('/user/wishlist', token, { accept: '*/*' });
    await visit('/user/wishlist', token, { rsc: '1', 'next-router-prefetch': '1', accept: html });
    await visit('/user/profile', token, { ...documentLoad, 'sec-purpose': 'prefetch;prerender' });
    expect(await localeOf()).toBe('es');
    // A page the person opens in English: their account is English again (an old browser without Fetch Metadata too).
    await visit('/user/trips', token, documentLoad);
    expect(await localeOf()).toBe('en');
    await visit('/es/user/trips', token, { accept: html });
    expect(await localeOf()).toBe('es');
  });

  it('treats an unknown token as no session', async () => {
    const { replace, clearSession } = await visit('/user/trips', 'not-a-real-token');
    expect(clearSession).toBe(false);
    expect(replace?.headers.get('location')).toBe('http://localhost/login?next=%2Fuser%2Ftrips');
  });
});

describe('pageExists (proxy, SPEC §5)', () => {
  it('finds a draft villa for its owner and nobody else, as the page itself reads it', async () => {
    const orm = database.orm;
    const country = await createCountry(orm);
    const state = await createState(orm, country.id);
    const owner = await createMember(orm, 'hbl-owners');
    const other = await createMember(orm, 'hbl-owners');
    const draft = await createProperty(orm, { countryId: country.id, stateId: state.id }, { status: 'draft', ownerId: owner.user.id });
    const exists = (token?: string) =>
      pageExists(
        new NextRequest(`http://localhost/property/${draft.id}`, { headers: token ? { cookie: `alma_session=${token}` } : {} }),
        'property',
        { id: String(draft.id) },
      );
    expect(await exists(owner.token)).toBe(true);
    expect(await exists(other.token)).toBe(false);
    expect(await exists(tokens.user)).toBe(false);
    expect(await exists()).toBe(false);
    expect(await exists(tokens.revoked)).toBe(false);
  });
});
