import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as profileGet, POST as profilePost, PUT as profilePut } from '@/app/v1/account/profile/route';
import { users } from '@/server/db/schema/accounts';
import { call } from '@/test/api-client';
import { createCountry, createMember } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { accountOperations } from './accounts.openapi';

// Decision 029: a guest's country is any ISO 3166-1 country; country_id names it only when it is one of ours.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let mexico = 0;

beforeAll(async () => {
  database = await useTestDatabase();
  mexico = (await createCountry(database.orm, { slug: 'mexico', nameEn: 'Mexico', nameEs: 'México', isoCode: 'MX' })).id;
  // A destination without an ISO code (added by hand, say): its id cannot be saved as a guest's country.
  await createCountry(database.orm, { slug: 'atlantis' });
});

afterAll(async () => {
  await database?.dispose();
});

const updateResponse = accountOperations.find((o) => o.operationId === 'updateProfile')?.response;
const getResponse = accountOperations.find((o) => o.operationId === 'getProfile')?.response;

async function guest() {
  return (await createMember(database.orm)).token;
}

describe('the profile country (ISO 3166-1 alpha-2)', () => {
  it('saves a country that is none of our destinations and reads it back in both shapes', async () => {
    const token = await guest();
    const r = await call(profilePost, 'POST', '/v1/account/profile', { bearer: token, form: { _method: 'put', country_code: 'DE' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    updateResponse?.parse(r.body);
    expect(r.body.data).toMatchObject({ country_code: 'DE', country_id: null });
    const read = await call(profileGet, 'GET', '/v1/account/profile', { bearer: token });
    getResponse?.parse(read.body);
    expect(read.body.data).toMatchObject({ country_code: 'DE', country_id: null });
  });

  it('names our destination in country_id when the guest lives there', async () => {
    const token = await guest();
    const r = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { country_code: 'mx' } });
    expect(r.body.data).toMatchObject({ country_code: 'MX', country_id: mexico });
  });

  it('takes an ISO code or one of our destinations’ ids in SPEC’s country_id; country_code wins over it', async () => {
    const token = await guest();
    const byCode = await call(profilePost, 'POST', '/v1/account/profile', { bearer: token, form: { _method: 'put', country_id: 'ca' } });
    expect(byCode.body.data).toMatchObject({ country_code: 'CA', country_id: null });
    const byId = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { country_id: mexico } });
    expect(byId.body.data).toMatchObject({ country_code: 'MX', country_id: mexico });
    const both = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { country_id: mexico, country_code: 'JP' } });
    expect(both.body.data).toMatchObject({ country_code: 'JP', country_id: null });
    const cleared = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { country_code: null } });
    expect(cleared.body.data).toMatchObject({ country_code: null, country_id: null });
  });

  it('refuses a code that is not an assigned country, in the request’s language, and keeps the saved one', async () => {
    const token = await guest();
    await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { country_code: 'PT' } });
    for (const code of ['XX', 'EU', 'UK', 'DEU', '12']) {
      const en = await call(profilePut, 'PUT', '/v1/account/profile', { bearer: token, json: { country_code: code } });
      expect(en.status, code).toBe(400);
      expect(en.body).toMatchObject({ code: 'validation_failed', fields: { country_code: 'Choose a country from the list.' } });
    }
    const es = await call(profilePost, 'POST', '/v1/account/profile', {
      bearer: token,
      form: { _method: 'put', country_id: 'ZZ' },
      acceptLanguage: 'es',
    });
    expect(es.status).toBe(400);
    expect(es.body.fields).toEqual({ country_id: 'Elige un país de la lista.' });
    const noCode = await call(profilePut, 'PUT', '/v1/account/profile', {
      bearer: token,
      json: { country_id: (await createCountry(database.orm)).id },
      localeCookie: 'es',
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields).toEqual({ country_id: 'Elige un país de la lista.' });
    const read = await call(profileGet, 'GET', '/v1/account/profile', { bearer: token });
    expect(read.body.data).toMatchObject({ country_code: 'PT' });
  });

  it('keeps a code outside the ISO shape out of the table itself', async () => {
    const { user } = await createMember(database.orm);
    await expect(database.orm.update(users).set({ countryCode: 'de' }).where(eq(users.id, user.id))).rejects.toThrow();
  });
});
