import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as profileGet, POST as profilePost, PUT as profilePut } from '@/app/v1/account/profile/route';
import { users } from '@/server/db/schema/accounts';
import { call } from '@/test/api-client';
import { createMember } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { accountOperations } from './accounts.openapi';

// Issue 31: a person's clock is a profile field, an IANA zone, which every time that happened follows.
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await useTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

const updateResponse = accountOperations.find((o) => o.operationId === 'updateProfile')?.response;
const getResponse = accountOperations.find((o) => o.operationId === 'getProfile')?.response;

describe('the profile time zone', () => {
  it('is null until set, then saved and read back as the IANA name', async () => {
    const member = await createMember(database.orm);
    const first = await call(profileGet, 'GET', '/v1/account/profile', { bearer: member.token });
    getResponse?.parse(first.body);
    expect(first.body.data).toMatchObject({ time_zone: null });

    const set = await call(profilePost, 'POST', '/v1/account/profile', {
      bearer: member.token,
      form: { _method: 'put', time_zone: 'Europe/Madrid' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    updateResponse?.parse(set.body);
    expect(set.body.data).toMatchObject({ time_zone: 'Europe/Madrid' });
    const read = await call(profileGet, 'GET', '/v1/account/profile', { bearer: member.token });
    expect(read.body.data).toMatchObject({ time_zone: 'Europe/Madrid' });
  });

  it('leaves the zone alone when another field is saved, and clears it when sent empty or null', async () => {
    const member = await createMember(database.orm);
    await call(profilePut, 'PUT', '/v1/account/profile', { bearer: member.token, json: { time_zone: 'America/Santo_Domingo' } });
    const other = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: member.token, json: { name: 'Ana' } });
    expect(other.body.data).toMatchObject({ name: 'Ana', time_zone: 'America/Santo_Domingo' });
    const cleared = await call(profilePost, 'POST', '/v1/account/profile', {
      bearer: member.token,
      form: { _method: 'put', time_zone: '' },
    });
    expect(cleared.body.data).toMatchObject({ time_zone: null });
    await call(profilePut, 'PUT', '/v1/account/profile', { bearer: member.token, json: { time_zone: 'UTC' } });
    const nulled = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: member.token, json: { time_zone: null } });
    expect(nulled.body.data).toMatchObject({ time_zone: null });
  });

  it('refuses a name that is not a zone with a 400 in the request’s language, and keeps the saved one', async () => {
    const member = await createMember(database.orm);
    await call(profilePut, 'PUT', '/v1/account/profile', { bearer: member.token, json: { time_zone: 'America/Cancun' } });
    for (const bad of ['GMT-4', 'AST', 'Mars/Olympus', 'america/cancun', 'x'.repeat(300)]) {
      const en = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: member.token, json: { time_zone: bad } });
      expect(en.status, bad).toBe(400);
      expect(en.body).toMatchObject({ code: 'validation_failed', fields: { time_zone: 'Choose a time zone from the list.' } });
    }
    const es = await call(profilePost, 'POST', '/v1/account/profile', {
      bearer: member.token,
      form: { _method: 'put', time_zone: 'Hora/Punta_Cana' },
      acceptLanguage: 'es',
    });
    expect(es.status).toBe(400);
    expect(es.body.fields).toEqual({ time_zone: 'Elige una zona horaria de la lista.' });
    const [row] = await database.orm.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, member.user.id));
    expect(row?.timeZone).toBe('America/Cancun');
  });
});
