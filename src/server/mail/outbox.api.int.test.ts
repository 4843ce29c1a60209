import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as outboxRoute } from '@/app/api/dev/outbox/route';
import { groups, userGroups } from '@/server/db/schema/accounts';
import { outbox } from '@/server/db/schema/platform';
import { apiRequest, call, freshIp } from '@/test/api-client';
import { createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { hashPassword } from '../accounts/password';

// Finding 1 of issue 12: the outbox (password-reset links included) answered any visitor.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const PASSWORD = 'Correct-Horse-9';
const tokens: Record<string, string> = {};

async function account(key: string, groupCode: string | null) {
  const email = `${key}@example.test`;
  const user = await createUser(database.orm, { email, passwordHash: await hashPassword(PASSWORD) });
  if (groupCode) {
    await database.orm.insert(groups).values({ code: groupCode, name: groupCode }).onConflictDoNothing();
    const [g] = await database.orm.select().from(groups).where(eq(groups.code, groupCode));
    await database.orm.insert(userGroups).values({ userId: user.id, groupId: g?.id as number });
  }
  const login = await call(loginRoute, 'POST', '/api/login', { json: { email, password: PASSWORD }, ip: freshIp() });
  expect(login.status).toBe(200);
  tokens[key] = login.body.token as string;
}

beforeAll(async () => {
  database = await useTestDatabase();
  await account('user', null);
  await account('concierge', 'hbl-concierge');
  await account('owner', 'hbl-owners');
  await account('broker', 'hbl-broker');
  await account('admin', 'hbl-administrators');
  await database.orm.insert(outbox).values({
    idempotencyKey: 'outbox-test:reset',
    toAddress: 'victim@example.test',
    template: 'password-reset',
    locale: 'en',
    subject: 'Reset your password',
    textBody: 'https://alma.test/new-password?token=secret-reset-token',
    htmlBody: '<p>https://alma.test/new-password?token=secret-reset-token</p>',
  });
});

afterAll(async () => {
  await database?.dispose();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const read = (opts: { bearer?: string; cookie?: string } = {}) => outboxRoute(apiRequest('GET', '/api/dev/outbox?format=json', opts));

async function expectHidden(res: Response) {
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('secret-reset-token');
}

describe('GET /api/dev/outbox', () => {
  it('is a 404 for a visitor', async () => {
    await expectHidden(await read());
  });

  for (const role of ['user', 'concierge', 'owner', 'broker']) {
    it(`is a 404 for a signed-in ${role}, by bearer token and by cookie`, async () => {
      await expectHidden(await read({ bearer: tokens[role] }));
      await expectHidden(await read({ cookie: tokens[role] }));
    });
  }

  it('shows the mail to an administrator, by bearer token (JSON) and by cookie (HTML)', async () => {
    const json = await read({ bearer: tokens.admin });
    expect(json.status).toBe(200);
    const { data } = (await json.json()) as { data: { toAddress: string; textBody: string }[] };
    expect(data).toEqual([
      expect.objectContaining({ toAddress: 'victim@example.test', textBody: expect.stringContaining('secret-reset-token') }),
    ]);
    const html = await outboxRoute(apiRequest('GET', '/api/dev/outbox', { cookie: tokens.admin }));
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('Reset your password');
  });

  it('is a 404 even for an administrator where the page is disabled (production without OUTBOX_PAGE=1)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('OUTBOX_PAGE', '');
    await expectHidden(await read({ bearer: tokens.admin }));
    vi.stubEnv('OUTBOX_PAGE', '1');
    expect((await read({ bearer: tokens.admin })).status).toBe(200);
  });

  it('is the same 404 for a visitor and for an expired or unknown token', async () => {
    const visitor = await read();
    const unknown = await read({ bearer: 'not-a-real-token' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(await visitor.text());
  });
});
