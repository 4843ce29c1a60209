import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as propertiesGet, POST as propertiesPost } from '@/app/v1/owner/properties/route';
import { GET as csvGet } from '@/app/v1/owner/reservations.csv/route';
import { GET as reservationsGet } from '@/app/v1/owner/reservations/route';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { type CallOptions, apiRequest, call } from '@/test/api-client';
import { createOwnerPortalWorld, createOwnerStay, type OwnerPortalWorld } from '@/test/owner-fixtures-home';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { sql } from 'drizzle-orm';
import type { OwnerPropertyRow } from '../listings-list/owner-properties.types';
import { ownerReservationOperations } from './owner-reservations.openapi';
import type { OwnerReservationRow } from './owner-reservations.types';

/**
 * The owner portal's lists through their real routes: who sees which villas and reservations (an
 * owner theirs, a broker the villas he manages, an administrator all or one owner's; a concierge
 * 403, a visitor 401), another owner's villa in a filter (404), the guest's privacy before and after
 * confirmation, paging and filters, the CSV (escaping, formulas, download headers) and new drafts.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let world: OwnerPortalWorld;
type Member = OwnerPortalWorld['owner'];
const as = (m: Member, extra: CallOptions = {}): CallOptions => ({ bearer: m.token, ...extra });
const op = (id: string) => ownerReservationOperations.find((o) => o.operationId === id);

// Far ahead: the routes read the real clock.
const base = addDays(new Date().toISOString().slice(0, 10), 500);
let requested: { id: number };
let confirmed: { id: number };

const list = (m: Member | null, query = '') =>
  call(reservationsGet, 'GET', `/v1/owner/reservations${query ? `?${query}` : ''}`, m ? as(m) : {});
const rowsOf = (body: Record<string, unknown>) => body.data as OwnerReservationRow[];

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  world = await createOwnerPortalWorld(orm);
  requested = await createOwnerStay(orm, world, world.villaA1.id, {
    checkIn: addDays(base, 30),
    checkOut: addDays(base, 35),
    status: 'requested',
    nights: 500_000,
    firstName: 'Luis',
    lastName: 'Secreto',
    confirmationNumber: 'OWNREQ01',
  });
  confirmed = await createOwnerStay(orm, world, world.villaA2.id, {
    checkIn: addDays(base, 20),
    checkOut: addDays(base, 24),
    status: 'confirmed',
    nights: 400_000,
    cleaning: 25_050,
    firstName: 'Ana',
    lastName: 'Rivera, "la Grande"',
    confirmationNumber: 'OWNCNF01',
  });
  await createOwnerStay(orm, world, world.villaA1.id, {
    checkIn: addDays(base, 10),
    checkOut: addDays(base, 12),
    status: 'confirmed',
    nights: 200_000,
    firstName: '=HYPERLINK("http://evil.test")',
    lastName: '+Cmd',
    confirmationNumber: 'OWNFML01',
  });
  await createOwnerStay(orm, world, world.villaB1.id, {
    checkIn: addDays(base, 40),
    checkOut: addDays(base, 44),
    status: 'confirmed',
    nights: 300_000,
    confirmationNumber: 'OTHERB01',
  });
});
afterAll(async () => {
  await database?.dispose();
});

describe('GET /v1/owner/reservations', () => {
  it('gives an owner their villas’ reservations only, newest arrival first, in the documented shape', async () => {
    const res = await list(world.owner);
    expect(res.status).toBe(200);
    op('listOwnerReservations')?.response.parse(res.body);
    expect(rowsOf(res.body).map((r) => r.confirmation_number)).toEqual(['OWNREQ01', 'OWNCNF01', 'OWNFML01']);
    expect(res.body.meta).toEqual({ total: 3, page: 1, per_page: 25, page_count: 1 });
  });

  it('shows a requested stay’s guest by first name and country, a confirmed one’s full name; never e-mail or phone', async () => {
    const found = rowsOf((await list(world.owner)).body);
    expect(found.find((r) => r.id === requested.id)?.guest).toEqual({ name: 'Luis', country: 'Canada', full_name_shown: false });
    const stay = found.find((r) => r.id === confirmed.id);
    expect(stay?.guest).toEqual({ name: 'Ana Rivera, "la Grande"', country: 'Canada', full_name_shown: true });
    expect([stay?.nights, stay?.owner_revenue_cents]).toEqual([4, 425_050]);
    const text = JSON.stringify(found);
    for (const secret of ['Secreto', 'marta@example.test', '555 0101', world.guest.user.email]) expect(text).not.toContain(secret);
    const es = await call(reservationsGet, 'GET', '/v1/owner/reservations', as(world.owner, { acceptLanguage: 'es' }));
    expect(rowsOf(es.body).find((r) => r.id === requested.id)?.guest.country).toBe('Canadá');
  });

  it('gives the broker the villa he manages, an administrator all or one villa; refuses a concierge and a visitor', async () => {
    expect(rowsOf((await list(world.broker)).body).map((r) => r.confirmation_number)).toEqual(['OTHERB01']);
    const all = rowsOf((await list(world.admin)).body).map((r) => r.confirmation_number);
    expect(all).toEqual(expect.arrayContaining(['OWNREQ01', 'OWNCNF01', 'OWNFML01', 'OTHERB01']));
    const one = await list(world.admin, `property_id=${world.villaB1.id}`);
    expect(rowsOf(one.body).map((r) => r.confirmation_number)).toEqual(['OTHERB01']);
    expect((await list(world.concierge)).status).toBe(403);
    expect((await list(world.guest)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
  });

  it('answers another owner’s villa in the filter with 404, as everywhere in the portal', async () => {
    expect((await list(world.owner, `property_id=${world.villaB1.id}`)).status).toBe(404);
    expect((await list(world.broker, `property_id=${world.villaA1.id}`)).status).toBe(404);
    expect((await list(world.owner, 'property_id=999999')).status).toBe(404);
  });

  it('filters by villa, status, arrival dates and confirmation number, and pages', async () => {
    const ids = async (query: string) => rowsOf((await list(world.owner, query)).body).map((r) => r.confirmation_number);
    expect(await ids(`property_id=${world.villaA1.id}`)).toEqual(['OWNREQ01', 'OWNFML01']);
    expect(await ids('status=confirmed')).toEqual(['OWNCNF01', 'OWNFML01']);
    expect(await ids('status=requested&status=confirmed')).toHaveLength(3);
    expect(await ids(`arrival_from=${addDays(base, 15)}&arrival_to=${addDays(base, 25)}`)).toEqual(['OWNCNF01']);
    expect(await ids('q=cnf')).toEqual(['OWNCNF01']);
    expect(await ids('q=%25')).toEqual([]);
    const page2 = await list(world.owner, 'per_page=2&page=2');
    expect(rowsOf(page2.body).map((r) => r.confirmation_number)).toEqual(['OWNFML01']);
    expect(page2.body.meta).toEqual({ total: 3, page: 2, per_page: 2, page_count: 2 });
    const bad = await list(world.owner, 'status=lost&arrival_from=2030-02-31&per_page=1000');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['arrival_from', 'per_page', 'status']);
  });
});

describe('GET /v1/owner/reservations.csv', () => {
  it('downloads the same filtered reservations: UTF-8 with a byte-order mark, a header row, quoted text, numbers bare, formulas neutralised', async () => {
    const res = await csvGet(apiRequest('GET', '/v1/owner/reservations.csv?status=confirmed', as(world.owner)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="alma-villas-reservations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Confirmation number","Villa","Check-in","Check-out","Nights","Guests","Guest","Country","Status","Owner revenue","Currency"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `"OWNCNF01","Casa Brisa","${addDays(base, 20)}","${addDays(base, 24)}",4,4,"Ana Rivera, ""la Grande""","Canada","Confirmed",4250.5,"USD"`,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.test"") +Cmd"`);
    expect(text).not.toContain('OTHERB01');
  });

  it('writes Spanish headers for a Spanish request, keeps the privacy rule, and refuses the same callers', async () => {
    const res = await csvGet(apiRequest('GET', '/v1/owner/reservations.csv?locale=es', as(world.owner)));
    const text = await res.text();
    expect(text).toContain('"Número de confirmación"');
    expect(text).toContain('"OWNREQ01","Casa Alba"');
    expect(text).toContain('"Luis","Canadá","Solicitada"');
    expect(text).not.toContain('Secreto');
    expect((await csvGet(apiRequest('GET', '/v1/owner/reservations.csv', as(world.concierge)))).status).toBe(403);
    expect((await csvGet(apiRequest('GET', '/v1/owner/reservations.csv'))).status).toBe(401);
    expect((await csvGet(apiRequest('GET', `/v1/owner/reservations.csv?property_id=${world.villaB1.id}`, as(world.owner)))).status).toBe(
      404,
    );
  });
});

describe('GET /v1/owner/properties', () => {
  it('lists the caller’s villas with status, destination, occupancy, next arrival and the missing-Spanish flag', async () => {
    const res = await call(propertiesGet, 'GET', '/v1/owner/properties', as(world.owner));
    expect(res.status).toBe(200);
    op('listOwnerProperties')?.response.parse(res.body);
    const found = res.body.data as OwnerPropertyRow[];
    expect(found.map((p) => [p.name, p.status, p.missing_spanish])).toEqual([
      ['Casa Alba', 'published', false],
      ['Casa Brisa', 'published', true],
    ]);
    expect(found[0]?.next_arrival).toBe(addDays(base, 10));
    expect(found[0]?.destination).toBe(world.state.nameEn);
    expect(found[0]?.occupancy.days).toBeGreaterThanOrEqual(28);
  });

  it('gives the broker his managed villa, an administrator all or one owner’s; another owner’s id narrows an owner’s list to nothing', async () => {
    const names = async (m: Member, query = '') =>
      ((await call(propertiesGet, 'GET', `/v1/owner/properties${query}`, as(m))).body.data as OwnerPropertyRow[]).map((p) => p.name);
    expect(await names(world.broker)).toEqual(['Casa Coral']);
    expect(await names(world.admin)).toEqual(expect.arrayContaining(['Casa Alba', 'Casa Brisa', 'Casa Coral']));
    expect(await names(world.admin, `?owner=${world.otherOwner.user.id}`)).toEqual(['Casa Coral']);
    expect(await names(world.owner, `?owner=${world.otherOwner.user.id}`)).toEqual([]);
    expect((await call(propertiesGet, 'GET', '/v1/owner/properties', as(world.concierge))).status).toBe(403);
    expect((await call(propertiesGet, 'GET', '/v1/owner/properties')).status).toBe(401);
  });
});

describe('POST /v1/owner/properties', () => {
  const create = (m: Member | null, json: unknown) => call(propertiesPost, 'POST', '/v1/owner/properties', { ...(m ? as(m) : {}), json });

  it('creates a draft owned by the caller at the destination’s position, with a unique slug', async () => {
    const first = await create(world.owner, { name: 'Villa Ñandú del Mar', state_id: world.state.id });
    expect(first.status).toBe(201);
    op('createOwnerProperty')?.response.parse(first.body);
    const second = await create(world.owner, { name: 'Villa Ñandú del Mar', state_id: world.state.id });
    expect([(first.body.data as { slug: string }).slug, (second.body.data as { slug: string }).slug]).toEqual([
      'villa-nandu-del-mar',
      'villa-nandu-del-mar-2',
    ]);
    const [row] = await rows<Record<string, unknown>>(
      database.orm,
      sql`select owner_id, status::text as status, lat, lng, bedrooms, base_price_cents, commission_bps from properties where id = ${(first.body.data as { id: number }).id}`,
    );
    expect(row).toEqual({
      owner_id: world.owner.user.id,
      status: 'draft',
      lat: 18.58,
      lng: -68.4,
      bedrooms: 0,
      base_price_cents: 0,
      commission_bps: 1500,
    });
    const listed = (await call(propertiesGet, 'GET', '/v1/owner/properties', as(world.owner))).body.data as OwnerPropertyRow[];
    expect(listed.filter((p) => p.status === 'draft')).toHaveLength(2);
  });

  it('validates the name and the destination, and lets only an administrator name another owner', async () => {
    expect((await create(world.owner, { name: 'ab', state_id: world.state.id })).status).toBe(400);
    expect((await create(world.owner, { name: 'Casa Nueva' })).status).toBe(400);
    expect((await create(world.owner, { name: 'Casa Nueva', state_id: 999_999 })).body.fields).toEqual({
      state_id: expect.any(String),
    });
    expect((await create(world.owner, { name: 'Casa Nueva', state_id: world.state.id, owner_id: world.otherOwner.user.id })).status).toBe(
      404,
    );
    const noOwner = await create(world.admin, { name: 'Casa Admin', state_id: world.state.id });
    expect([noOwner.status, Object.keys(noOwner.body.fields ?? {})]).toEqual([422, ['owner_id']]);
    expect((await create(world.admin, { name: 'Casa Admin', state_id: world.state.id, owner_id: world.concierge.user.id })).status).toBe(
      422,
    );
    const filed = await create(world.admin, { name: 'Casa Admin', state_id: world.state.id, owner_id: world.otherOwner.user.id });
    expect(filed.status).toBe(201);
    const broker = await call(propertiesGet, 'GET', '/v1/owner/properties', as(world.otherOwner));
    expect((broker.body.data as OwnerPropertyRow[]).map((p) => p.name)).toContain('Casa Admin');
    expect((await create(world.concierge, { name: 'Casa Nueva', state_id: world.state.id })).status).toBe(403);
    expect((await create(null, { name: 'Casa Nueva', state_id: world.state.id })).status).toBe(401);
  });
});
