import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '@/lib/session-cookie';
import { useDatabase } from '@/server/db/client';
import { revokeSession } from '@/server/accounts/session';
import { users } from '@/server/db/schema/accounts';
import { call, setCookieValue } from '@/test/api-client';
import { createMember } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { GET } from './route';

/**
 * GET /api/account/header: what a cached public page's header asks for once loaded (issue 18,
 * docs/decisions/031). The signed-in user's menu in the asked language; a visitor's links for
 * anyone else, and a stale session cookie cleared as the proxy clears it on other pages.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
});
afterAll(async () => {
  await database?.dispose();
});

const header = (opts: Parameters<typeof call>[3], locale = 'en') => call(GET, 'GET', `/api/account/header?locale=${locale}`, opts);

describe('GET /api/account/header', () => {
  it("answers a signed-in guest's menu in the asked language, and never lets a shared cache keep it", async () => {
    const guest = await createMember(database.orm, undefined, { name: 'Inés Header' });
    const en = await header({ cookie: guest.token });
    expect(en.status).toBe(200);
    const data = en.body.data as { menu: { name: string; logout: string } | null; wishlistHref: string; favoriteIds: number[] };
    expect(data.menu?.name).toBe('Inés Header');
    expect(data.menu?.logout).toBe('Log out');
    expect(data.wishlistHref).toBe('/user/wishlist');
    expect(data.favoriteIds).toEqual([]);
    expect(en.headers.get('cache-control')).toContain('no-store');
    const es = await header({ cookie: guest.token }, 'es');
    expect((es.body.data as { menu: { logout: string } }).menu.logout).toBe('Cerrar sesión');
  });

  it("makes the cached page's language the signed-in user's (the language of their mails), only when the page names it", async () => {
    const guest = await createMember(database.orm, undefined, { locale: 'en' });
    const accountLocale = async () =>
      (await database.orm.select({ locale: users.locale }).from(users).where(eq(users.id, guest.user.id)))[0]?.locale;
    // A browser that prefers Spanish but asks for an English page's header changes nothing…
    await call(GET, 'GET', '/api/account/header', { cookie: guest.token, headers: { 'accept-language': 'es' } });
    await header({ cookie: guest.token }, 'en');
    expect(await accountLocale()).toBe('en');
    // …a Spanish page's header makes the account Spanish, and an English page's English again.
    expect((await header({ cookie: guest.token }, 'es')).status).toBe(200);
    expect(await accountLocale()).toBe('es');
    await header({ cookie: guest.token }, 'en');
    expect(await accountLocale()).toBe('en');
  });

  it("answers a visitor's links without a session, and clears a revoked session's cookie", async () => {
    const visitor = await header({});
    expect(visitor.status).toBe(200);
    expect((visitor.body.data as { menu: unknown }).menu).toBeNull();
    expect(setCookieValue(visitor.headers, sessionCookieName())).toBeUndefined();

    const guest = await createMember(database.orm);
    await revokeSession(database.orm, guest.token);
    const stale = await header({ cookie: guest.token });
    expect(stale.status).toBe(200);
    expect((stale.body.data as { menu: unknown; wishlistHref: string }).menu).toBeNull();
    expect((stale.body.data as { wishlistHref: string }).wishlistHref).toBe('/wishlist');
    expect(setCookieValue(stale.headers, sessionCookieName())?.value).toBe('');
  });
});
