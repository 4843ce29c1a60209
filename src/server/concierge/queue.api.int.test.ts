import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as assignOne } from '@/app/v1/concierge/reservations/[id]/assign/route';
import { POST as declineRoute } from '@/app/v1/concierge/reservations/[id]/decline/route';
import { POST as assignMany } from '@/app/v1/concierge/reservations/assign/route';
import { GET as queueRoute } from '@/app/v1/concierge/reservations/route';
import { GET as staffRoute } from '@/app/v1/concierge/staff/route';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { occupancies, reservations } from '@/server/db/schema/booking';
import { properties } from '@/server/db/schema/catalog';
import { conversations, tripEvents } from '@/server/db/schema/concierge';
import { outbox } from '@/server/db/schema/platform';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { createCountry, createMember, createProperty, createRegion, createReservation, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { queueOperations } from './queue.openapi';
import type { QueueMeta, QueueRow } from './queue.types';

/**
 * The desk's queue through its real routes: scope (a state's concierge, the country's manager, a
 * concierge of another state, a guest), filters, paging, counts, assignment rules, the bulk
 * assignment's all-or-nothing, and the decline's reason mailed in the guest's language.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Member = Awaited<ReturnType<typeof createMember>>;
let local: Member;
let manager: Member;
let far: Member;
let guest: Member;
let otherCountryConcierge: Member;
let villa: { id: number };
let farVilla: { id: number };

const as = (m: Member, extra: CallOptions = {}): CallOptions => ({ bearer: m.token, ...extra });

// Far ahead of any run: the routes use the real clock.
const base = addDays(new Date().toISOString().slice(0, 10), 400);
let n = 0;

async function book(propertyId: number, over: Partial<typeof reservations.$inferInsert> = {}) {
  n += 1;
  const checkIn = addDays(base, n * 7);
  return createReservation(
    database.orm,
    { userId: guest.user.id, propertyId },
    { checkIn, checkOut: addDays(checkIn, 4), leadGuestFirstName: 'Ana', leadGuestLastName: `Queue${n}`, ...over },
  );
}

const queue = (m: Member, query = '', extra: CallOptions = {}) =>
  call(at(queueRoute), 'GET', `/v1/concierge/reservations${query ? `?${query}` : ''}`, as(m, extra));
const idsOf = (body: Record<string, unknown>) => (body.data as QueueRow[]).map((r) => r.id);
const metaOf = (body: Record<string, unknown>) => body.meta as QueueMeta;

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const { country, state, elsewhere } = await createRegion(orm);
  const abroad = await createCountry(orm);
  const abroadState = await createState(orm, abroad.id);
  local = await createMember(orm, 'hbl-concierge');
  manager = await createMember(orm, 'hbl-country-manager');
  far = await createMember(orm, 'hbl-destination-manager');
  otherCountryConcierge = await createMember(orm, 'hbl-concierge');
  guest = await createMember(orm, undefined, { locale: 'es' });
  await orm.insert(conciergeAssignments).values([
    { userId: local.user.id, countryId: country.id, stateId: state.id },
    { userId: manager.user.id, countryId: country.id, stateId: null },
    { userId: far.user.id, countryId: country.id, stateId: elsewhere.id },
    { userId: otherCountryConcierge.user.id, countryId: abroad.id, stateId: abroadState.id },
  ]);
  villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
  farVilla = await createProperty(orm, { countryId: country.id, stateId: elsewhere.id });
});
afterAll(async () => {
  await database?.dispose();
});

describe('GET /v1/concierge/reservations', () => {
  it('lists the caller’s scope only: a state’s concierge, the whole country for its manager; 403 for a guest', async () => {
    const here = await book(villa.id);
    const there = await book(farVilla.id);
    const seen = async (m: Member) => idsOf((await queue(m, 'per_page=100')).body);
    expect(await seen(local)).toContain(here.id);
    expect(await seen(local)).not.toContain(there.id);
    expect(await seen(far)).toEqual(expect.arrayContaining([there.id]));
    expect(await seen(far)).not.toContain(here.id);
    expect(await seen(manager)).toEqual(expect.arrayContaining([here.id, there.id]));
    expect(await seen(otherCountryConcierge)).toEqual([]);
    // A country-wide row gives the whole country to a country manager only.
    const misfiled = await createMember(database.orm, 'hbl-concierge');
    const [villaRow] = await database.orm.select().from(properties).where(eq(properties.id, villa.id));
    await database.orm
      .insert(conciergeAssignments)
      .values({ userId: misfiled.user.id, countryId: villaRow?.countryId ?? 0, stateId: null });
    expect(await seen(misfiled)).toEqual([]);
    expect((await queue(guest)).status).toBe(403);
    expect((await call(at(queueRoute), 'GET', '/v1/concierge/reservations')).status).toBe(401);
    const answer = await queue(local);
    queueOperations.find((o) => o.operationId === 'listConciergeQueue')?.response.parse(answer.body);
  });

  it('puts requests first, the shortest hold first, then the newest activity; filters, counts and pages', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000 + 30 * 60_000);
    const later = new Date(Date.now() + 40 * 3_600_000);
    const r1 = await book(villa.id, { status: 'requested', holdExpiresAt: later, confirmationNumber: 'QREQLATE' });
    const r2 = await book(villa.id, { status: 'requested', holdExpiresAt: soon, leadGuestFirstName: 'Zoë', leadGuestLastName: 'Urgent' });
    const old = await book(villa.id, { status: 'confirmed', createdAt: new Date('2025-01-01T00:00:00Z') });
    const fresh = await book(villa.id, { status: 'cancelled', createdAt: new Date('2025-01-01T00:00:00Z') });
    // A message yesterday is newer activity than a booking last year.
    await database.orm.insert(conversations).values({ reservationId: old.id, lastMessageAt: new Date(Date.now() - 86_400_000) });
    await database.orm
      .insert(tripEvents)
      .values({ reservationId: fresh.id, actorKind: 'staff', kind: 'note_added', createdAt: new Date() });

    const all = await queue(local, 'per_page=100');
    const ids = idsOf(all.body);
    const requested = (all.body.data as QueueRow[]).filter((r) => r.status === 'requested').map((r) => r.id);
    expect(ids.slice(0, requested.length)).toEqual(requested);
    expect(ids.indexOf(r2.id)).toBeLessThan(ids.indexOf(r1.id));
    expect(ids.indexOf(fresh.id)).toBeLessThan(ids.indexOf(old.id));
    const urgent = (all.body.data as QueueRow[]).find((r) => r.id === r2.id);
    expect(urgent?.hold_seconds_left).toBeGreaterThan(2 * 3600);
    expect(urgent?.hold_seconds_left).toBeLessThanOrEqual(2.5 * 3600);
    expect(urgent?.guest.name).toBe('Zoë Urgent');

    // Several statuses; the counts ignore the status filter but keep the others.
    const some = await queue(local, 'status=requested&status=cancelled&per_page=100');
    expect(new Set((some.body.data as QueueRow[]).map((r) => r.status))).toEqual(new Set(['requested', 'cancelled']));
    expect(metaOf(some.body).counts).toEqual(metaOf(all.body).counts);
    expect(metaOf(some.body).total).toBe(metaOf(all.body).counts.requested + metaOf(all.body).counts.cancelled);
    expect(idsOf((await queue(local, 'status=requested,cancelled&per_page=100')).body)).toEqual(idsOf(some.body));

    // Search by confirmation number or guest name, case-insensitive; a % is literal.
    expect(idsOf((await queue(local, 'q=qreqlate')).body)).toEqual([r1.id]);
    expect(idsOf((await queue(local, 'q=zo%C3%AB%20urg')).body)).toEqual([r2.id]);
    expect(idsOf((await queue(local, 'q=%25')).body)).toEqual([]);
    // Arrival window and villa.
    const window = await queue(local, `arrival_from=${r1.checkIn}&arrival_to=${r2.checkIn}`);
    expect(idsOf(window.body).sort()).toEqual([r1.id, r2.id].sort());
    expect(metaOf(window.body).counts.requested).toBe(2);
    expect(metaOf(window.body).counts.confirmed).toBe(0);
    expect(idsOf((await queue(manager, `property_id=${farVilla.id}&per_page=100`)).body).every((id) => id !== r1.id)).toBe(true);

    // Pages of two.
    const total = metaOf(all.body).total;
    const p1 = await queue(local, 'per_page=2');
    const p2 = await queue(local, 'per_page=2&page=2');
    expect(metaOf(p1.body)).toMatchObject({ total, page: 1, per_page: 2, page_count: Math.ceil(total / 2) });
    expect([...idsOf(p1.body), ...idsOf(p2.body)]).toEqual(ids.slice(0, 4));
    const beyond = await queue(local, 'page=999');
    expect([idsOf(beyond.body), metaOf(beyond.body).total]).toEqual([[], total]);
  });

  it('keeps each trip’s activity as its history says, whatever writes it (the order’s key, kept by triggers)', async () => {
    // What the queue computed from the history before the database kept it (migration 0027).
    const drift = async () =>
      rows<{ id: number }>(
        database.orm,
        sql`select r.id from reservations r where r.activity_at is distinct from greatest(r.created_at, r.confirmed_at,
          r.declined_at, r.cancelled_at, r.expired_at, r.paid_deposit_at,
          (select c.last_message_at from conversations c where c.reservation_id = r.id),
          (select max(te.created_at) from trip_events te where te.reservation_id = r.id))`,
      );
    const trip = await book(villa.id, { status: 'confirmed', createdAt: new Date('2024-06-01T00:00:00Z') });
    const activityOf = async () => (await queue(local, `q=${trip.confirmationNumber}`)).body.data as QueueRow[];
    expect((await activityOf())[0]?.activity_at).toBe('2024-06-01T00:00:00Z');
    // A trip event, a conversation's message, then the trip's own writes; each moves it, and a
    // removal moves it back. Written in SQL: no service is needed for the database to keep it.
    await database.orm.execute(
      sql`insert into trip_events (reservation_id, actor_kind, kind, created_at) values (${trip.id}, 'staff', 'note_added', '2024-07-01T00:00:00Z')`,
    );
    expect((await activityOf())[0]?.activity_at).toBe('2024-07-01T00:00:00Z');
    await database.orm.execute(
      sql`insert into conversations (reservation_id, last_message_at) values (${trip.id}, '2024-08-01T00:00:00Z')`,
    );
    expect((await activityOf())[0]?.activity_at).toBe('2024-08-01T00:00:00Z');
    await database.orm.execute(sql`update conversations set last_message_at = '2024-09-01T00:00:00Z' where reservation_id = ${trip.id}`);
    expect((await activityOf())[0]?.activity_at).toBe('2024-09-01T00:00:00Z');
    await database.orm.execute(
      sql`update reservations set cancelled_at = '2024-10-01T00:00:00Z', activity_at = now() where id = ${trip.id}`,
    );
    expect((await activityOf())[0]?.activity_at).toBe('2024-10-01T00:00:00Z');
    await database.orm.execute(sql`update reservations set cancelled_at = null where id = ${trip.id}`);
    await database.orm.execute(sql`delete from conversations where reservation_id = ${trip.id}`);
    expect((await activityOf())[0]?.activity_at).toBe('2024-07-01T00:00:00Z');
    await database.orm.execute(sql`delete from trip_events where reservation_id = ${trip.id}`);
    expect((await activityOf())[0]?.activity_at).toBe('2024-06-01T00:00:00Z');
    expect(await drift()).toEqual([]);
  });

  it('searches the guest’s account name too, and counts nothing when nothing matches', async () => {
    const named = await createMember(database.orm, undefined, { name: 'Wilhelmina Quartz' });
    const trip = await createReservation(
      database.orm,
      { userId: named.user.id, propertyId: villa.id },
      { checkIn: addDays(base, 900), checkOut: addDays(base, 903), leadGuestFirstName: 'Someone', leadGuestLastName: 'Else' },
    );
    const found = await queue(local, 'q=helmina%20qua');
    expect(idsOf(found.body)).toEqual([trip.id]);
    expect(metaOf(found.body).total).toBe(1);
    const none = await queue(local, 'q=zzzqqqxxx');
    expect([idsOf(none.body), metaOf(none.body).total, Object.values(metaOf(none.body).counts).every((c) => c === 0)]).toEqual([
      [],
      0,
      true,
    ]);
  });

  it('filters by concierge: one, me, none', async () => {
    const mine = await book(villa.id);
    await database.orm.update(reservations).set({ assignedConciergeId: local.user.id }).where(eq(reservations.id, mine.id));
    const me = idsOf((await queue(local, 'assigned=me&per_page=100')).body);
    expect(me).toEqual([mine.id]);
    expect(idsOf((await queue(manager, `assigned=${local.user.id}&per_page=100`)).body)).toEqual([mine.id]);
    expect(idsOf((await queue(local, 'assigned=none&per_page=100')).body)).not.toContain(mine.id);
  });

  it('answers bad filters with a 400 and a sentence per field in the caller’s language', async () => {
    const bad = await queue(local, 'status=lost&arrival_from=2026-02-30&assigned=someone&per_page=500&page=0', { acceptLanguage: 'es' });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    const fields = bad.body.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['arrival_from', 'assigned', 'page', 'per_page', 'status']);
    expect(fields.status).toBe('Elige estados de la lista.');
    expect(fields.per_page).toBe('Escribe un tamaño de página entre 1 y 100.');
    const range = await queue(local, 'arrival_from=2030-02-02&arrival_to=2030-01-01');
    expect((range.body.fields as Record<string, string>).arrival_to).toBe('The last arrival day comes after the first.');
  });
});

describe('assigning', () => {
  const assign = (m: Member, id: number, conciergeId: number | null) =>
    call(
      at(assignOne, { id: String(id) }),
      'POST',
      `/v1/concierge/reservations/${id}/assign`,
      as(m, { json: { concierge_id: conciergeId } }),
    );
  const events = (ids: number[]) => database.orm.select().from(tripEvents).where(inArray(tripEvents.reservationId, ids));
  const assignee = async (id: number) =>
    (await database.orm.select().from(reservations).where(eq(reservations.id, id)))[0]?.assignedConciergeId ?? null;

  it('gives a trip to a concierge whose scope covers it and records who did it; 422 otherwise; 404 outside the caller’s scope', async () => {
    const r = await book(villa.id);
    const done = await assign(manager, r.id, local.user.id);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id: r.id, assigned: { id: local.user.id, name: local.user.name } });
    expect(await assignee(r.id)).toBe(local.user.id);
    const [event] = await events([r.id]);
    expect(event).toMatchObject({ kind: 'assigned', actorUserId: manager.user.id, actorKind: 'staff' });
    expect(event?.data).toEqual({ concierge_id: local.user.id, previous_concierge_id: null });

    const wrong = await assign(local, r.id, far.user.id);
    expect([wrong.status, wrong.body.code]).toEqual([422, 'assignee_out_of_scope']);
    expect(wrong.body.error).toBe('That concierge does not work this villa’s destination.');
    expect((await assign(local, r.id, guest.user.id)).status).toBe(422);
    expect((await assign(far, r.id, far.user.id)).status).toBe(404);
    expect((await assign(guest, r.id, local.user.id)).status).toBe(403);
    expect((await assign(local, 2_000_000_000, local.user.id)).status).toBe(404);
    expect(await assignee(r.id)).toBe(local.user.id);

    // The country's manager covers the state too; null unassigns. Each change is one event.
    expect((await assign(local, r.id, manager.user.id)).status).toBe(200);
    expect((await assign(local, r.id, null)).status).toBe(200);
    expect((await assign(local, r.id, null)).status).toBe(200);
    expect(await assignee(r.id)).toBeNull();
    expect((await events([r.id])).map((e) => e.data.concierge_id)).toEqual([local.user.id, manager.user.id, null]);
  });

  it('assigns in bulk all or nothing: one id out of scope is a 404 and nothing is written', async () => {
    const a = await book(villa.id);
    const b = await book(villa.id, { status: 'requested' });
    const out = await book(farVilla.id);
    const bulk = (m: Member, ids: number[], conciergeId: number | null) =>
      call(at(assignMany), 'POST', '/v1/concierge/reservations/assign', as(m, { json: { ids, concierge_id: conciergeId } }));
    expect((await bulk(local, [a.id, b.id, out.id], local.user.id)).status).toBe(404);
    expect((await bulk(manager, [a.id, out.id], local.user.id)).status).toBe(422);
    expect([await assignee(a.id), await assignee(b.id), await assignee(out.id)]).toEqual([null, null, null]);
    expect(await events([a.id, b.id, out.id])).toEqual([]);
    const tooMany = await bulk(
      local,
      Array.from({ length: 101 }, (_, i) => i + 1),
      local.user.id,
    );
    expect([tooMany.status, Object.keys(tooMany.body.fields as object)]).toEqual([400, ['ids']]);

    const ok = await bulk(local, [a.id, b.id], local.user.id);
    expect(ok.status).toBe(200);
    expect((ok.body.data as { id: number }[]).map((r) => r.id)).toEqual([a.id, b.id]);
    expect([await assignee(a.id), await assignee(b.id)]).toEqual([local.user.id, local.user.id]);
    expect(await events([a.id, b.id])).toHaveLength(2);
  });

  it('lists the concierges a set of trips can go to, scoped like the assignment', async () => {
    const here = await book(villa.id);
    const there = await book(farVilla.id);
    const staff = (m: Member, ids: number[]) => call(at(staffRoute), 'GET', `/v1/concierge/staff?reservation_id=${ids.join(',')}`, as(m));
    const forHere = await staff(local, [here.id]);
    const names = (forHere.body.data as { id: number; me: boolean }[]).map((s) => s.id);
    expect(names.sort()).toEqual([local.user.id, manager.user.id].sort());
    expect((forHere.body.data as { id: number; me: boolean }[]).find((s) => s.me)?.id).toBe(local.user.id);
    const both = await staff(manager, [here.id, there.id]);
    expect((both.body.data as { id: number; role: string }[]).map((s) => [s.id, s.role])).toEqual([[manager.user.id, 'country_manager']]);
    expect((await staff(far, [here.id])).status).toBe(404);
    expect((await staff(guest, [here.id])).status).toBe(403);
    expect((await call(at(staffRoute), 'GET', '/v1/concierge/staff?reservation_id=x', as(local))).status).toBe(400);
  });
});

describe('declining from the desk', () => {
  it('needs a reason, frees the dates, records the reason and mails it to the guest in their language', async () => {
    const r = await book(villa.id, { status: 'requested', locale: 'es', holdExpiresAt: new Date(Date.now() + 3_600_000) });
    await database.orm.insert(occupancies).values({ propertyId: villa.id, checkIn: r.checkIn, checkOut: r.checkOut, reservationId: r.id });
    const decline = (json: unknown, extra: CallOptions = {}) =>
      call(at(declineRoute, { id: String(r.id) }), 'POST', `/v1/concierge/reservations/${r.id}/decline`, as(local, { json, ...extra }));
    const missing = await decline({}, { acceptLanguage: 'es' });
    expect([missing.status, (missing.body.fields as Record<string, string>).reason]).toEqual([400, 'Este campo es obligatorio.']);
    expect((await decline({ reason: 'x'.repeat(1001) })).status).toBe(400);
    expect((await decline({ reason: '   ' })).status).toBe(400);

    const done = await decline({ reason: 'La villa está en obras esa semana.' }, { acceptLanguage: 'en' });
    expect(done.status).toBe(200);
    expect(await database.orm.select().from(occupancies).where(eq(occupancies.reservationId, r.id))).toEqual([]);
    const [event] = (await database.orm.select().from(tripEvents).where(eq(tripEvents.reservationId, r.id))).filter(
      (e) => e.kind === 'declined',
    );
    expect(event?.data).toEqual({ reason: 'La villa está en obras esa semana.' });
    const [mail] = await database.orm.select().from(outbox).where(eq(outbox.template, 'booking-declined'));
    expect(mail?.locale).toBe('es');
    expect(mail?.textBody).toContain('Nota de tu concierge: «La villa está en obras esa semana.»');
  });
});
