import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as conciergeCalendarRoute } from '@/app/v1/concierge/calendar/route';
import { GET as ownerCalendarRoute } from '@/app/v1/owner/calendar/route';
import { addDays } from '@/server/core/calendar';
import { calendarBlocks, occupancies } from '@/server/db/schema/booking';
import { propertyManagers } from '@/server/db/schema/owners';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import {
  createBlock,
  createConcierge,
  createHeldReservation,
  createMember,
  createProperty,
  createRegion,
  createReservation,
} from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { TEST_CLOCK_COOKIE } from '../../core/test-clock';
import type { MultiCalendar } from './multi-calendar.openapi';

/**
 * The calendar of every villa (issue 32): who sees which villas (a concierge their destinations, an
 * owner their own and managed villas, an administrator all, with filters), the range's 400s, stays
 * with the guest's first name only and the derived `completed`, blocks apart from iCal imports, and
 * the arrivals and departures of each day.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Member = Awaited<ReturnType<typeof createMember>>;
let concierge: Member;
let owner: Member;
let broker: Member;
let admin: Member;
let guest: Member;
const villas: Record<'near' | 'managed' | 'far' | 'other', number> = { near: 0, managed: 0, far: 0, other: 0 };
let nearSlug = '';
let farSlug = '';
let pastId = 0;
let upcomingId = 0;
let requestId = 0;
let cancelledId = 0;
let ownerBlockId = 0;
let icalBlockId = 0;

// The clock (TEST_CLOCK): today at 18:00 UTC (the sessions are real, made now), which is FROM + 10;
// the range FROM..TO is 31 days.
const FROM = addDays(new Date().toISOString().slice(0, 10), -10);
const TO = addDays(FROM, 31);
const NOW = `${addDays(FROM, 10)}T18:00:00Z`;

const env = { TEST_CLOCK: process.env.TEST_CLOCK };
beforeAll(async () => {
  process.env.TEST_CLOCK = '1';
  database = await useTestDatabase();
  const orm = database.orm;
  // One country on Santo Domingo's clock (createCountry's zone): the concierge's state and another.
  const { country, state: near, elsewhere: far } = await createRegion(orm);
  nearSlug = near.slug;
  farSlug = far.slug;
  concierge = await createConcierge(orm, { countryId: country.id, stateId: near.id });
  owner = await createMember(orm, 'hbl-owners', { name: 'Olivia Owner' });
  broker = await createMember(orm, 'hbl-owners', { name: 'Bruno Broker' });
  admin = await createMember(orm, 'hbl-administrators');
  guest = await createMember(orm, undefined, { name: 'Ana Rivera' });
  const other = await createMember(orm, 'hbl-owners');
  const place = (stateId: number) => ({ countryId: country.id, stateId });
  villas.near = (await createProperty(orm, place(near.id), { ownerId: owner.user.id, name: 'Casa Alba', checkOutTime: '11:00' })).id;
  villas.managed = (await createProperty(orm, place(far.id), { ownerId: other.user.id, name: 'Casa Brisa' })).id;
  villas.far = (await createProperty(orm, place(far.id), { ownerId: owner.user.id, name: 'Casa Coral' })).id;
  villas.other = (await createProperty(orm, place(near.id), { ownerId: other.user.id, name: 'Casa Duna' })).id;
  // The owner's broker manages Casa Brisa (another owner's) and nothing else.
  await orm.insert(propertyManagers).values({ propertyId: villas.managed, userId: broker.user.id });

  const refs = (propertyId: number) => ({ userId: guest.user.id, propertyId });
  // Ended three days before the clock: completed. Lead guest "Ana", surname Rivera (never shown).
  pastId = (await createHeldReservation(orm, refs(villas.near), { checkIn: addDays(FROM, 2), checkOut: addDays(FROM, 7) })).id;
  upcomingId = (await createHeldReservation(orm, refs(villas.near), { checkIn: addDays(FROM, 12), checkOut: addDays(FROM, 16) })).id;
  requestId = (
    await createHeldReservation(orm, refs(villas.far), { checkIn: addDays(FROM, 12), checkOut: addDays(FROM, 14), status: 'requested' })
  ).id;
  // A cancelled reservation holds no nights: not on the calendar.
  cancelledId = (
    await createReservation(orm, refs(villas.near), { checkIn: addDays(FROM, 20), checkOut: addDays(FROM, 22), status: 'cancelled' })
  ).id;
  // Outside the range: not on the calendar.
  await createHeldReservation(orm, refs(villas.near), { checkIn: addDays(TO, 5), checkOut: addDays(TO, 8) });
  ownerBlockId = (await createBlock(orm, villas.near, { startDate: addDays(FROM, 25), endDate: addDays(FROM, 27) })).id;
  const [ical] = await orm
    .insert(calendarBlocks)
    .values({
      propertyId: villas.far,
      startDate: addDays(FROM, 3),
      endDate: addDays(FROM, 6),
      reason: 'ical',
      note: 'Airbnb',
      externalUid: 'x-1',
    })
    .returning();
  if (!ical) throw new Error('no block');
  icalBlockId = ical.id;
  await orm.insert(occupancies).values({ propertyId: villas.far, checkIn: ical.startDate, checkOut: ical.endDate, blockId: ical.id });
});
afterAll(async () => {
  await database?.dispose();
  if (env.TEST_CLOCK === undefined) delete process.env.TEST_CLOCK;
  else process.env.TEST_CLOCK = env.TEST_CLOCK;
});

const as = (m: Member, extra: Partial<CallOptions> = {}): CallOptions => ({
  bearer: m.token,
  headers: { cookie: `${TEST_CLOCK_COOKIE}=${encodeURIComponent(NOW)}` },
  ...extra,
});
const desk = (m: Member, query: string, extra: Partial<CallOptions> = {}) =>
  call(at(conciergeCalendarRoute), 'GET', `/v1/concierge/calendar?${query}`, as(m, extra));
const portal = (m: Member, query: string, extra: Partial<CallOptions> = {}) =>
  call(at(ownerCalendarRoute), 'GET', `/v1/owner/calendar?${query}`, as(m, extra));
const range = `from=${FROM}&to=${TO}`;
const dataOf = (body: Record<string, unknown>) => body.data as MultiCalendar;
const namesOf = (body: Record<string, unknown>) => dataOf(body).villas.map((v) => v.name);

describe('who sees which villas', () => {
  it('a concierge: the villas of their destinations only, whatever the filters', async () => {
    const res = await desk(concierge, range);
    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(['Casa Alba', 'Casa Duna']);
    expect(res.body.meta).toEqual({ total: 2, page: 1, per_page: 500, page_count: 1 });
    expect(namesOf((await desk(concierge, `${range}&destination=${farSlug}`)).body)).toEqual([]);
  });

  it('an owner: their own villas; a broker: the villas they manage', async () => {
    expect(namesOf((await portal(owner, range)).body)).toEqual(['Casa Alba', 'Casa Coral']);
    expect(namesOf((await portal(broker, range)).body)).toEqual(['Casa Brisa']);
    // Not the desk's calendar.
    expect((await desk(owner, range)).status).toBe(403);
    expect((await portal(concierge, range)).status).toBe(403);
    expect((await portal(guest, range)).status).toBe(403);
    expect((await call(at(ownerCalendarRoute), 'GET', `/v1/owner/calendar?${range}`)).status).toBe(401);
  });

  it('an administrator: every villa, filtered by destination and by owner (owned or managed)', async () => {
    const all = namesOf((await desk(admin, range)).body);
    for (const name of ['Casa Alba', 'Casa Brisa', 'Casa Coral', 'Casa Duna']) expect(all).toContain(name);
    expect(namesOf((await desk(admin, `${range}&destination=${nearSlug}`)).body)).toEqual(['Casa Alba', 'Casa Duna']);
    expect(namesOf((await desk(admin, `${range}&owner=${owner.user.id}`)).body)).toEqual(['Casa Alba', 'Casa Coral']);
    expect(namesOf((await desk(admin, `${range}&owner=${broker.user.id}`)).body)).toEqual(['Casa Brisa']);
    expect(namesOf((await desk(admin, `${range}&owner=${owner.user.id}&destination=${farSlug}`)).body)).toEqual(['Casa Coral']);
  });

  it('pages the villas', async () => {
    const first = await desk(admin, `${range}&owner=${owner.user.id}&per_page=1`);
    expect(namesOf(first.body)).toEqual(['Casa Alba']);
    expect(first.body.meta).toEqual({ total: 2, page: 1, per_page: 1, page_count: 2 });
    expect(namesOf((await desk(admin, `${range}&owner=${owner.user.id}&per_page=1&page=2`)).body)).toEqual(['Casa Coral']);
    const past = await desk(admin, `${range}&owner=${owner.user.id}&per_page=1&page=5`);
    expect(namesOf(past.body)).toEqual([]);
    expect(past.body.meta).toMatchObject({ total: 2, page_count: 2 });
  });
});

describe('the range', () => {
  it('is 400 when backwards, empty, longer than 92 days or not a date, in the caller’s language', async () => {
    const cases = [
      [`from=${FROM}&to=${FROM}`, 'to', 'The last day must come after the first.'],
      [`from=${TO}&to=${FROM}`, 'to', 'The last day must come after the first.'],
      [`from=${FROM}&to=${addDays(FROM, 93)}`, 'to', 'Show at most 92 days at once.'],
      ['from=2027-02-30', 'from', 'Enter a date as YYYY-MM-DD.'],
      [`${range}&owner=abc`, 'owner', 'Choose an owner from the list.'],
      [`${range}&per_page=501`, 'per_page', 'Enter a page size from 1 to 500.'],
    ] as const;
    for (const [query, field, sentence] of cases) {
      for (const fetch of [desk, portal]) {
        const res = await fetch(admin, query);
        expect([query, res.status, res.body.code]).toEqual([query, 400, 'validation_failed']);
        expect((res.body.fields as Record<string, string>)[field]).toBe(sentence);
      }
    }
    const es = await desk(concierge, `from=${FROM}&to=${addDays(FROM, 100)}`, { acceptLanguage: 'es' });
    expect((es.body.fields as Record<string, string>).to).toBe('Muestra como máximo 92 días a la vez.');
  });

  it('takes 92 days, and defaults to 31 days from today', async () => {
    const long = await desk(concierge, `from=${FROM}&to=${addDays(FROM, 92)}`);
    expect(long.status).toBe(200);
    expect(dataOf(long.body).days).toHaveLength(92);
    const plain = dataOf((await desk(concierge, '')).body);
    expect(plain.from).toBe(NOW.slice(0, 10));
    expect(plain.today).toBe(NOW.slice(0, 10));
    expect(plain.to).toBe(addDays(plain.from, 31));
  });
});

describe('what a villa’s row carries', () => {
  it('stays with the first name only, the shown status (completed past the check-out), never cancelled ones', async () => {
    const res = await portal(owner, range);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Rivera');
    const alba = dataOf(res.body).villas.find((v) => v.id === villas.near);
    expect(alba?.stays).toEqual([
      expect.objectContaining({ reservation_id: pastId, guest_first_name: 'Ana', status: 'completed', check_in: addDays(FROM, 2) }),
      expect.objectContaining({ reservation_id: upcomingId, guest_first_name: 'Ana', status: 'confirmed', check_out: addDays(FROM, 16) }),
    ]);
    expect(alba?.stays.map((s) => s.reservation_id)).not.toContain(cancelledId);
    expect(alba?.stays[0]?.confirmation_number).toMatch(/^T\d+$/);
    expect(alba?.today).toBe(addDays(FROM, 10));
    const coral = dataOf(res.body).villas.find((v) => v.id === villas.far);
    expect(coral?.stays).toEqual([expect.objectContaining({ reservation_id: requestId, status: 'requested' })]);
  });

  it('blocks and iCal imports apart, by their reason', async () => {
    const data = dataOf((await portal(owner, range)).body);
    expect(data.villas.find((v) => v.id === villas.near)?.blocks).toEqual([
      { id: ownerBlockId, start_date: addDays(FROM, 25), end_date: addDays(FROM, 27), reason: 'owner', note: '' },
    ]);
    expect(data.villas.find((v) => v.id === villas.far)?.blocks).toEqual([
      { id: icalBlockId, start_date: addDays(FROM, 3), end_date: addDays(FROM, 6), reason: 'ical', note: 'Airbnb' },
    ]);
  });

  it('counts arrivals and departures per day over the page’s villas', async () => {
    const days = dataOf((await portal(owner, range)).body).days;
    expect(days).toHaveLength(31);
    const day = (n: number) => days.find((d) => d.date === addDays(FROM, n));
    expect(day(2)).toEqual({ date: addDays(FROM, 2), arrivals: 1, departures: 0 });
    expect(day(7)).toEqual({ date: addDays(FROM, 7), arrivals: 0, departures: 1 });
    // Casa Alba's stay and Casa Coral's request arrive the same day.
    expect(day(12)).toMatchObject({ arrivals: 2, departures: 0 });
    expect(day(14)).toMatchObject({ arrivals: 0, departures: 1 });
    expect(day(20)).toMatchObject({ arrivals: 0, departures: 0 });
    // The destination's name in the caller's language.
    const es = dataOf((await portal(owner, range, { acceptLanguage: 'es' })).body);
    expect(es.villas[0]?.destination.name).toMatch(/^Estado /);
  });
});
