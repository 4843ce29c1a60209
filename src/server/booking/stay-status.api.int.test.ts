import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as guestConversationsRoute } from '@/app/v1/account/conversations/route';
import { POST as postMessageRoute } from '@/app/v1/account/trips/[id]/messages/route';
import { GET as tripRoute } from '@/app/v1/account/trips/[id]/route';
import { GET as deskConversationsRoute } from '@/app/v1/concierge/conversations/route';
import { GET as tripsRoute } from '@/app/v1/account/trips/route';
import { GET as queueRoute } from '@/app/v1/concierge/reservations/route';
import { GET as ownerCalendarRoute } from '@/app/v1/owner/properties/[id]/blocks/route';
import { GET as ownerReservationsRoute } from '@/app/v1/owner/reservations/route';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { inTransaction } from '@/server/db/transaction';
import { occupancies, reservations } from '@/server/db/schema/booking';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { createConcierge, createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { TEST_CLOCK_COOKIE } from '../core/test-clock';
import { departureOf, shownStatus, shownStatusSql } from './stay-status';

/**
 * Issue 31, item 14: a confirmed stay whose check-out (the date at the villa's check-out time, on the
 * villa's clock) has passed is `completed` in every answer (the guest's trips, the desk's queue, the
 * owner's reservations) and in their status filters, while the stored status stays `confirmed`. The
 * clock is the server's test clock (the e2e cookie, TEST_CLOCK=1).
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Member = Awaited<ReturnType<typeof createMember>>;
let guest: Member;
let concierge: Member;
let owner: Member;
let stayId = 0;
let upcomingId = 0;
let villaId = 0;

// Two days ahead (the sessions are real, made now, and checked at the moved clock). Punta Cana is
// UTC−4 all year: check-out at 11:00 there is 15:00 UTC.
const CHECK_OUT = addDays(new Date().toISOString().slice(0, 10), 2);
const BEFORE = `${CHECK_OUT}T14:59:00Z`; // 10:59 at the villa (already past 11:00 in UTC)
const AFTER = `${CHECK_OUT}T15:01:00Z`; // 11:01 at the villa

const env = { TEST_CLOCK: process.env.TEST_CLOCK };
beforeAll(async () => {
  process.env.TEST_CLOCK = '1';
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm, { timeZone: 'UTC' });
  const state = await createState(orm, country.id, { timeZone: 'America/Santo_Domingo' });
  guest = await createMember(orm, undefined, { name: 'Ana Rivera' });
  owner = await createMember(orm, 'hbl-owners', { name: 'Olivia Owner' });
  concierge = await createConcierge(orm, { countryId: country.id, stateId: state.id });
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: owner.user.id, checkOutTime: '11:00' });
  villaId = villa.id;
  const refs = { userId: guest.user.id, propertyId: villa.id };
  stayId = (await createReservation(orm, refs, { checkIn: addDays(CHECK_OUT, -5), checkOut: CHECK_OUT, leadGuestFirstName: 'Ana' })).id;
  upcomingId = (
    await createReservation(orm, refs, { checkIn: addDays(CHECK_OUT, 20), checkOut: addDays(CHECK_OUT, 24), leadGuestFirstName: 'Ana' })
  ).id;
});
afterAll(async () => {
  await database?.dispose();
  if (env.TEST_CLOCK === undefined) delete process.env.TEST_CLOCK;
  else process.env.TEST_CLOCK = env.TEST_CLOCK;
});

const when = (m: Member, now: string): CallOptions => ({
  bearer: m.token,
  headers: { cookie: `${TEST_CLOCK_COOKIE}=${encodeURIComponent(now)}` },
});
type Row = { id: number; status: string };
const statusOf = (list: Row[], id: number) => list.find((r) => r.id === id)?.status;

describe('a confirmed stay after its check-out', () => {
  it('is confirmed for the guest until the check-out time on the villa’s clock, completed after it', async () => {
    const before = await call(at(tripRoute, { id: stayId }), 'GET', `/v1/account/trips/${stayId}`, when(guest, BEFORE));
    expect(before.status).toBe(200);
    expect((before.body.data as Row).status).toBe('confirmed');
    const after = await call(at(tripRoute, { id: stayId }), 'GET', `/v1/account/trips/${stayId}`, when(guest, AFTER));
    expect((after.body.data as Row).status).toBe('completed');
    const list = await call(tripsRoute, 'GET', '/v1/account/trips', when(guest, AFTER));
    expect(statusOf(list.body.data as Row[], stayId)).toBe('completed');
    expect(statusOf(list.body.data as Row[], upcomingId)).toBe('confirmed');
    // Derived, not stored.
    const [stored] = await database.orm.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, stayId));
    expect(stored?.status).toBe('confirmed');
  });

  it('is completed on the desk’s queue, in its counts and its status filter', async () => {
    const queue = (now: string, query = '') =>
      call(at(queueRoute), 'GET', `/v1/concierge/reservations${query ? `?${query}` : ''}`, when(concierge, now));
    const before = await queue(BEFORE);
    expect(before.status).toBe(200);
    expect(statusOf(before.body.data as Row[], stayId)).toBe('confirmed');
    expect((before.body.meta as { counts: Record<string, number> }).counts).toMatchObject({ confirmed: 2, completed: 0 });
    const after = await queue(AFTER);
    expect(statusOf(after.body.data as Row[], stayId)).toBe('completed');
    expect((after.body.meta as { counts: Record<string, number> }).counts).toMatchObject({ confirmed: 1, completed: 1 });
    const completed = await queue(AFTER, 'status=completed');
    expect((completed.body.data as Row[]).map((r) => r.id)).toEqual([stayId]);
    const confirmed = await queue(AFTER, 'status=confirmed');
    expect((confirmed.body.data as Row[]).map((r) => r.id)).toEqual([upcomingId]);
    // The search's path counts the same way.
    const searched = await queue(AFTER, 'q=Ana&status=completed');
    expect((searched.body.data as Row[]).map((r) => r.id)).toEqual([stayId]);
  });

  it('is completed in the owner’s reservations and their status filter', async () => {
    const list = (now: string, query = '') =>
      call(ownerReservationsRoute, 'GET', `/v1/owner/reservations${query ? `?${query}` : ''}`, when(owner, now));
    const before = await list(BEFORE, 'status=completed');
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual([]);
    const after = await list(AFTER, 'status=completed');
    expect((after.body.data as Row[]).map((r) => r.id)).toEqual([stayId]);
    const all = await list(AFTER);
    expect(statusOf(all.body.data as Row[], upcomingId)).toBe('confirmed');
  });

  it('is completed on the owner’s calendar of the villa', async () => {
    // The nights a confirmed stay holds (the booking writes them).
    await database.orm
      .insert(occupancies)
      .values({ propertyId: villaId, checkIn: addDays(CHECK_OUT, -5), checkOut: CHECK_OUT, reservationId: stayId });
    const month = `${addDays(CHECK_OUT, -5).slice(0, 7)}-01`;
    const calendar = (now: string) =>
      call(
        at(ownerCalendarRoute, { id: villaId }),
        'GET',
        `/v1/owner/properties/${villaId}/blocks?from=${month}&months=2`,
        when(owner, now),
      );
    const before = await calendar(BEFORE);
    expect(before.status).toBe(200);
    expect(statusOf((before.body.data as { reservations: Row[] }).reservations, stayId)).toBe('confirmed');
    const after = await calendar(AFTER);
    expect(statusOf((after.body.data as { reservations: Row[] }).reservations, stayId)).toBe('completed');
  });

  it('is completed in the conversation lists, the guest’s and the desk’s', async () => {
    const posted = await call(at(postMessageRoute, { id: stayId }), 'POST', `/v1/account/trips/${stayId}/messages`, {
      ...when(guest, BEFORE),
      json: { body: 'Leaving the keys on the table.' },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const conversations = async (route: typeof guestConversationsRoute, path: string, m: Member, now: string) =>
      statusOf(
        ((await call(route, 'GET', path, when(m, now))).body.data as { trip_id: number; status: string }[]).map((c) => ({
          id: c.trip_id,
          status: c.status,
        })),
        stayId,
      );
    expect(await conversations(guestConversationsRoute, '/v1/account/conversations', guest, BEFORE)).toBe('confirmed');
    expect(await conversations(guestConversationsRoute, '/v1/account/conversations', guest, AFTER)).toBe('completed');
    expect(await conversations(deskConversationsRoute, '/v1/concierge/conversations', concierge, BEFORE)).toBe('confirmed');
    expect(await conversations(deskConversationsRoute, '/v1/concierge/conversations', concierge, AFTER)).toBe('completed');
  });

  it('refuses a status that does not exist with a 400', async () => {
    const res = await call(ownerReservationsRoute, 'GET', '/v1/owner/reservations?status=finished', when(owner, AFTER));
    expect(res.status).toBe(400);
  });
});

describe('shownStatus', () => {
  const stay = { checkOut: CHECK_OUT, checkOutTime: '11:00', timeZone: 'America/Santo_Domingo' };
  it('keeps every status but a confirmed one past its check-out', () => {
    expect(shownStatus('confirmed', stay, new Date(BEFORE))).toBe('confirmed');
    expect(shownStatus('confirmed', stay, new Date(AFTER))).toBe('completed');
    expect(shownStatus('cancelled', stay, new Date(AFTER))).toBe('cancelled');
    expect(shownStatus('awaiting_payment', stay, new Date(AFTER))).toBe('awaiting_payment');
  });
});

describe('the SQL rule (the desk’s and the owner’s lists and filters) and shownStatus (the trips)', () => {
  it('are one rule: the same status for every check-out time, zone and instant around a departure', async () => {
    const orm = database.orm;
    const utc = await createCountry(orm, { timeZone: 'UTC' });
    // A state without its own zone reads its country's: Kiritimati is UTC+14, a day ahead of UTC.
    const ahead = await createCountry(orm, { timeZone: 'Pacific/Kiritimati' });
    const places = [
      { zone: 'America/Santo_Domingo', state: await createState(orm, utc.id, { timeZone: 'America/Santo_Domingo' }) },
      { zone: 'Europe/Madrid', state: await createState(orm, utc.id, { timeZone: 'Europe/Madrid' }) },
      { zone: 'Pacific/Kiritimati', state: await createState(orm, ahead.id) },
    ];
    // As typed, and as an older row or an import may hold it: read as normalCheckOutTime reads it.
    const times = ['11:00', '7:30', '00:00', '23:59', '24:00', '10:60', '10:00 h', 'noon', ''];
    // An ordinary day, and Madrid's two clock changes.
    const days = ['2026-07-01', '2026-03-29', '2026-10-25'];
    let compared = 0;
    // The session's own zone is far west of UTC: the rule must not lean on it.
    await inTransaction(orm, async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Pago_Pago'`);
      for (const { zone, state } of places)
        for (const time of times)
          for (const day of days) {
            const stay = { checkOut: day, checkOutTime: time, timeZone: zone };
            const departure = departureOf(stay).getTime();
            for (const offset of [-60_000, 0, 60_000]) {
              const now = new Date(departure + offset);
              const [row] = await rows<{ status: string }>(
                tx,
                sql`select ${shownStatusSql(now)} as status
                  from (select 'confirmed'::text as status, ${day}::date as check_out) r,
                    (select ${state.id}::int as state_id, ${state.countryId}::int as country_id, ${time}::text as check_out_time) p`,
              );
              expect(row?.status, `${zone} ${day} ${JSON.stringify(time)} ${now.toISOString()}`).toBe(shownStatus('confirmed', stay, now));
              compared += 1;
            }
          }
    });
    expect(compared).toBe(places.length * times.length * days.length * 3);
  });
});
