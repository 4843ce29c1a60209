import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as auditGet } from '@/app/v1/admin/audit/route';
import type { UserActor } from '@/server/access/actor';
import { serviceContext } from '@/server/access/context';
import { rows } from '@/server/db/raw';
import { ownerStatements } from '@/server/db/schema/owners';
import { call, type CallOptions } from '@/test/api-client';
import { createFailingFeed, createOwnerPortalWorld, createOwnerStay, type OwnerPortalWorld } from '@/test/owner-fixtures-home';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { recordAudit } from '../audit';
import { adminOverview } from '../overview/admin-overview';
import type { AuditLine } from './audit.schema';

/**
 * GET /v1/admin/audit through its real route (issue 17): administrators only; the filters (actor by
 * id or label, object, a villa's whole history, action prefix, UTC days) and paging, newest first;
 * a bad filter is a localized 400; the table refuses to change at the database. And the /admin
 * overview's sections, from the rows that make them.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let world: OwnerPortalWorld;
type Member = OwnerPortalWorld['owner'];
const as = (m: Member, extra: CallOptions = {}): CallOptions => ({ bearer: m.token, ...extra });
const list = (m: Member | null, query = '', extra: CallOptions = {}) =>
  call(auditGet, 'GET', `/v1/admin/audit${query ? `?${query}` : ''}`, m ? as(m, extra) : extra);
const linesOf = (body: Record<string, unknown>) => body.data as AuditLine[];

const actorOf = (m: Member, groups: string[]): UserActor => ({
  kind: 'user',
  userId: m.user.id,
  sessionId: 0,
  email: m.user.email,
  name: m.user.name,
  locale: 'en',
  groups,
  role: 'owner',
});

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  world = await createOwnerPortalWorld(orm);
  const admin = serviceContext(orm, actorOf(world.admin, ['hbl-administrators']), {
    ip: '203.0.113.7',
    now: new Date('2031-03-02T10:00:00Z'),
  });
  const owner = serviceContext(orm, actorOf(world.owner, ['hbl-owners']), { ip: '198.51.100.4', now: new Date('2031-03-04T23:30:00Z') });
  await recordAudit(orm, admin, {
    action: 'property.commission',
    objectType: 'property',
    objectId: world.villaA1.id,
    before: { commission_bps: 1500 },
    after: { commission_bps: 1800 },
  });
  await recordAudit(orm, owner, {
    action: 'calendar.block',
    objectType: 'block',
    objectId: 9001,
    before: null,
    after: { property_id: world.villaA1.id, start_date: '2031-04-01', end_date: '2031-04-05', reason: 'Painting' },
  });
  await recordAudit(orm, owner, {
    action: 'property.rates',
    objectType: 'property',
    objectId: world.villaA2.id,
    before: { base_price_cents: 50_000 },
    after: { base_price_cents: 55_000 },
  });
  await recordAudit(orm, serviceContext(orm, { kind: 'system', job: 'issue-statements' }, { now: new Date('2031-03-03T05:00:00Z') }), {
    action: 'statement.issue',
    objectType: 'statement',
    objectId: `${world.owner.user.id}:2031-02`,
    after: { owner_id: world.owner.user.id, month: '2031-02' },
  });
});
afterAll(async () => {
  await database?.dispose();
});

describe('GET /v1/admin/audit', () => {
  it('answers administrators only: 401 without a session, 403 to an owner, a concierge and a guest', async () => {
    expect((await list(null)).status).toBe(401);
    for (const m of [world.owner, world.concierge, world.guest, world.broker]) expect((await list(m)).status).toBe(403);
    const ok = await list(world.admin);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toContain('no-store');
  });

  it('lists newest first with who, from where, the object and before/after', async () => {
    const { body } = await list(world.admin);
    const lines = linesOf(body);
    expect(lines.map((l) => l.action)).toEqual(['property.rates', 'calendar.block', 'statement.issue', 'property.commission']);
    const commission = lines.find((l) => l.action === 'property.commission');
    expect(commission).toMatchObject({
      actor: { kind: 'user', id: world.admin.user.id, label: world.admin.user.email },
      ip: '203.0.113.7',
      object_type: 'property',
      object_id: String(world.villaA1.id),
      before: { commission_bps: 1500 },
      after: { commission_bps: 1800 },
      at: '2031-03-02T10:00:00.000Z',
    });
    expect(lines.find((l) => l.action === 'statement.issue')).toMatchObject({
      actor: { kind: 'system', id: null, label: 'issue-statements' },
      ip: null,
    });
    expect(body.meta).toEqual({ total: 4, total_capped: false, page: 1, per_page: 50, page_count: 1 });
  });

  it('names what its sentence says: the actor by name, the villa (its own line or its property_id), the statement’s owner', async () => {
    const lines = linesOf((await list(world.admin)).body);
    const byAction = (action: string) => lines.find((l) => l.action === action);
    expect(byAction('property.commission')).toMatchObject({
      actor: { name: world.admin.user.name || null },
      names: { villa: 'Casa Alba', trip: null },
    });
    expect(byAction('calendar.block')?.names.villa).toBe('Casa Alba');
    expect(byAction('calendar.block')?.actor.name).toBe('Olivia Owner');
    expect(byAction('statement.issue')?.names.object).toBe('Olivia Owner, 2031-02');
    expect(byAction('statement.issue')?.actor.name).toBeNull();
  });

  it('filters by actor (an id or part of a label), action prefix and UTC days', async () => {
    const byId = linesOf((await list(world.admin, `actor=${world.owner.user.id}`)).body);
    expect(byId.map((l) => l.action).sort()).toEqual(['calendar.block', 'property.rates']);
    const byLabel = linesOf((await list(world.admin, 'actor=issue-stat')).body);
    expect(byLabel.map((l) => l.action)).toEqual(['statement.issue']);
    const byAction = linesOf((await list(world.admin, 'action=property.')).body);
    expect(byAction.map((l) => l.action)).toEqual(['property.rates', 'property.commission']);
    // 23:30 UTC on the 4th is the 4th, whatever the villa's time zone.
    const days = linesOf((await list(world.admin, 'from=2031-03-03&to=2031-03-03')).body);
    expect(days.map((l) => l.action)).toEqual(['statement.issue']);
    const fourth = linesOf((await list(world.admin, 'from=2031-03-04&to=2031-03-04')).body);
    expect(fourth.map((l) => l.action).sort()).toEqual(['calendar.block', 'property.rates']);
  });

  it('gives a villa its whole history: its own lines and those naming it as property_id', async () => {
    const villa = linesOf((await list(world.admin, `object_type=property&object_id=${world.villaA1.id}`)).body);
    expect(villa.map((l) => l.action)).toEqual(['calendar.block', 'property.commission']);
    const block = linesOf((await list(world.admin, 'object_type=block&object_id=9001')).body);
    expect(block.map((l) => l.action)).toEqual(['calendar.block']);
    const statement = linesOf((await list(world.admin, `object_type=statement&object_id=${world.owner.user.id}:2031-02`)).body);
    expect(statement).toHaveLength(1);
  });

  it('pages with a total', async () => {
    const first = await list(world.admin, 'per_page=3');
    expect(linesOf(first.body)).toHaveLength(3);
    expect(first.body.meta).toEqual({ total: 4, total_capped: false, page: 1, per_page: 3, page_count: 2 });
    const second = await list(world.admin, 'per_page=3&page=2');
    expect(linesOf(second.body).map((l) => l.action)).toEqual(['property.commission']);
    expect(second.body.meta).toMatchObject({ total: 4, page: 2 });
  });

  it('refuses a bad filter with a localized 400 naming the field', async () => {
    const bad = await list(world.admin, 'from=2031-13-01&object_type=Robert%27);drop&per_page=500', {
      query: { locale: 'es' },
    } as CallOptions);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect(Object.keys(bad.body.fields as object).sort()).toEqual(['from', 'object_type', 'per_page']);
    const range = await list(world.admin, 'from=2031-03-05&to=2031-03-01&locale=es');
    expect(range.status).toBe(400);
    expect((range.body.fields as Record<string, string>).to).toBe('El último día va después del primero.');
    const idWithoutType = await list(world.admin, 'object_id=12');
    expect(idWithoutType.status).toBe(400);
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database, and keeps every line', async () => {
    const before = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from audit_log`);
    await expect(database.orm.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(database.orm.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(database.orm.execute(sql`truncate audit_log`)).rejects.toThrow();
    const after = await rows<{ n: number; forged: number }>(
      database.orm,
      sql`select count(*)::int as n, count(*) filter (where action = 'forged')::int as forged from audit_log`,
    );
    expect(after[0]).toEqual({ n: before[0]?.n, forged: 0 });
  });
});

describe('the /admin overview', () => {
  it('counts listings waiting for review, requests past half their hold, failing feeds and recent statements', async () => {
    const orm = database.orm;
    const now = new Date();
    await orm.execute(sql`update properties set status = 'submitted', submitted_at = now() where id = ${world.villaB1.id}`);
    // Held 48 hours, asked 30 hours ago: past half its hold. Another asked an hour ago is not.
    const late = await createOwnerStay(orm, world, world.villaA1.id, {
      checkIn: '2032-01-10',
      checkOut: '2032-01-15',
      status: 'requested',
      holdExpiresAt: new Date(now.getTime() + 18 * 3_600_000),
      confirmationNumber: 'LATEREQ1',
    });
    await orm.execute(sql`update reservations set created_at = now() - interval '30 hours' where id = ${late.id}`);
    await createOwnerStay(orm, world, world.villaA2.id, {
      checkIn: '2032-02-10',
      checkOut: '2032-02-15',
      status: 'requested',
      holdExpiresAt: new Date(now.getTime() + 47 * 3_600_000),
      confirmationNumber: 'FRESHRQ1',
    });
    const feed = await createFailingFeed(orm, world.villaA2.id);
    await orm
      .insert(ownerStatements)
      .values({ ownerId: world.owner.user.id, month: '2031-02', issuedAt: new Date(now.getTime() - 86_400_000) });

    const ctx = serviceContext(orm, actorOf(world.admin, ['hbl-administrators']), { now });
    const overview = await adminOverview(ctx);
    expect(overview.pending_listings.total).toBe(1);
    expect(overview.pending_listings.items[0]).toMatchObject({ id: world.villaB1.id });
    expect(overview.late_requests.items.map((r) => r.confirmation_number)).toEqual(['LATEREQ1']);
    expect(overview.late_requests.items[0]?.hold_seconds_left).toBeGreaterThan(17 * 3600);
    expect(overview.failing_feeds.items.map((f) => f.id)).toEqual([feed]);
    expect(overview.statements_ready.items).toEqual([expect.objectContaining({ owner_id: world.owner.user.id, month: '2031-02' })]);
    expect(overview.recent_audit.length).toBe(4);
    await expect(adminOverview(serviceContext(orm, actorOf(world.owner, ['hbl-owners'])))).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET /v1/admin/audit past the count cap (runs last: it adds 10,000 lines)', () => {
  it('counts up to 10,000 lines, then says "more than" and keeps a next page', async () => {
    // Older lines, written in one statement (10,000 recordAudit calls would take a minute here).
    await database.orm.execute(sql`insert into audit_log (at, actor_kind, actor_label, action, object_type, object_id)
      select timestamptz '2030-01-01T00:00:00Z' + g * interval '1 minute', 'system', 'bulk', 'payment.record', 'payment', g::text
      from generate_series(1, 10000) g`);
    const first = await list(world.admin);
    expect(first.status).toBe(200);
    expect(linesOf(first.body)[0]?.action).toBe('property.rates');
    expect(first.body.meta).toEqual({ total: 10_000, total_capped: true, page: 1, per_page: 50, page_count: 201 });
    // Asked past the cap, the count reaches the page's end: the last page is exact again.
    const last = await list(world.admin, 'page=201');
    expect(linesOf(last.body)).toHaveLength(4);
    expect(last.body.meta).toEqual({ total: 10_004, total_capped: false, page: 201, per_page: 50, page_count: 201 });
    // A filter under the cap keeps its exact count.
    const filtered = await list(world.admin, 'action=property.');
    expect(filtered.body.meta).toMatchObject({ total: 2, total_capped: false });
  });
});
