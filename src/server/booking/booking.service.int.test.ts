import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '@/server/access/actor';
import { systemContext } from '@/server/access/context';
import type { Orm } from '@/server/db/open';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { occupancies, reservations } from '@/server/db/schema/booking';
import { outbox } from '@/server/db/schema/platform';
import { AppError } from '@/server/core/errors';
import {
  createCountry,
  createProperty,
  createPropertyImage,
  createSeasonalRate,
  createState,
  createUser,
  postTestEntries,
} from '@/test/factories';
import { failure } from '@/test/app-error';
import { contextFor, userActor } from '@/test/context';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import type { CreateReservationInput } from './booking.schema';
import { cancelReservation } from './cancel-reservation';
import { confirmRequest, declineRequest } from './decide-request';
import { expireRequests } from './expire-requests';
import { getTrip } from './get-trip';
import { listTrips } from './list-trips';
import { PriceChangedError, requestBooking } from './request-booking';
import { CONFIRMATION_NUMBER_PATTERN } from './confirmation-number';
import { quoteStay } from './quote.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let country: { id: number };
let state: { id: number };
let otherState: { id: number };

// 08:00 in Santo Domingo (UTC-4): the properties' "today" is 2030-01-10.
const NOW = new Date('2030-01-10T12:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  country = await createCountry(orm, { timeZone: 'America/Santo_Domingo', taxRateBps: 1800, serviceFeeBps: 1000 });
  state = await createState(orm, country.id);
  otherState = await createState(orm, country.id);
});
afterAll(async () => {
  await database?.dispose();
});

async function guest(over: { locale?: string; groups?: string[] } = {}): Promise<UserActor> {
  const user = await createUser(orm, { locale: over.locale ?? 'en' });
  return userActor(user, { locale: over.locale ?? 'en', groups: over.groups });
}

async function villa(over: Parameters<typeof createProperty>[2] = {}) {
  return createProperty(orm, { countryId: country.id, stateId: state.id }, { cleaningFeeCents: 20_000, minNights: 3, ...over });
}

async function inputFor(propertyId: number, checkIn: string, checkOut: string, guests = 2): Promise<CreateReservationInput> {
  const q = await quoteStay(contextFor(orm), { propertyId, checkIn, checkOut, guests }, { today: '2030-01-10' });
  return {
    property_id: propertyId,
    check_in: checkIn,
    check_out: checkOut,
    guests,
    lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
    message: 'We arrive late.',
    quote_signature: q.signature,
  };
}

describe('requestBooking', () => {
  it('reserves an instant-book villa at once, awaiting its deposit for 72 hours, with its quote frozen on its account, and mails the guest', async () => {
    const p = await villa({ instantBook: true, basePriceCents: 100_000 });
    const actor = await guest();
    const { trip, replayed } = await requestBooking(contextFor(orm, actor, { now: NOW }), await inputFor(p.id, '2030-02-01', '2030-02-05'));
    expect(replayed).toBe(false);
    expect(trip.status).toBe('awaiting_payment');
    expect(trip.confirmation_number).toMatch(CONFIRMATION_NUMBER_PATTERN);
    expect(trip.hold_expires_at).toBe(new Date(NOW.getTime() + 72 * HOUR).toISOString());
    // 4 × 1 000 + 200 cleaning = 4 200; service 10 % = 420; tax 18 % of 4 620 = 831.60.
    expect(trip.quote).toMatchObject({ nightsTotalCents: 400_000, cleaningFeeCents: 20_000, serviceFeeCents: 42_000, taxesCents: 83_160 });
    expect(trip.total_cents).toBe(545_160);
    expect(trip.charges.map((c) => [c.kind, c.amount_cents])).toEqual([
      ['nights', 400_000],
      ['cleaning', 20_000],
      ['service_fee', 42_000],
      ['tax', 83_160],
    ]);
    expect(trip.balance_due_cents).toBe(545_160);
    // Booked 22 days ahead, inside the 60-day balance window: everything is paid at once.
    expect(trip.money.schedule.next).toMatchObject({ key: 'full', amount_cents: 545_160 });
    expect(trip.lead_guest).toEqual({ first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' });
    const held = await orm.select().from(occupancies).where(eq(occupancies.reservationId, trip.id));
    expect(held).toHaveLength(1);
    const mail = await orm.select().from(outbox).where(eq(outbox.toAddress, actor.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.template).toBe('booking-awaiting-payment');
    expect(mail[0]?.subject).toContain(trip.confirmation_number);
    expect(mail[0]?.subject).toContain('pay the deposit');
    expect(mail[0]?.textBody).toContain('Full payment');
  });

  it('makes a request of any other villa, holding the nights 48 hours, and mails a Spanish guest in Spanish', async () => {
    const p = await villa({ instantBook: false });
    const actor = await guest({ locale: 'es' });
    const { trip } = await requestBooking(contextFor(orm, actor, { now: NOW }), await inputFor(p.id, '2030-02-01', '2030-02-05'));
    expect(trip.status).toBe('requested');
    expect(trip.hold_expires_at).toBe(new Date(NOW.getTime() + 48 * HOUR).toISOString());
    expect(trip.charges[0]?.label).toBe('4 noches');
    const [mail] = await orm.select().from(outbox).where(eq(outbox.toAddress, actor.email));
    expect(mail?.locale).toBe('es');
    expect(mail?.template).toBe('booking-requested');
    expect(mail?.subject).toContain('Hemos recibido tu solicitud');
  });

  it('expires a request after 48 hours and frees its dates for the next guest', async () => {
    const p = await villa();
    const first = await requestBooking(contextFor(orm, await guest(), { now: NOW }), await inputFor(p.id, '2030-03-01', '2030-03-05'));
    const second = await guest();
    const input = await inputFor(p.id, '2030-03-02', '2030-03-06').catch((e: AppError) => e);
    expect(input).toBeInstanceOf(AppError); // the nights are held
    // One minute before the hold ends the dates are still taken.
    expect(await expireRequests(systemContext(orm, 'expire-requests', { now: new Date(NOW.getTime() + 48 * HOUR - 60_000) }))).toEqual([]);
    const later = new Date(NOW.getTime() + 48 * HOUR);
    expect(await expireRequests(systemContext(orm, 'expire-requests', { now: later }), { propertyId: p.id })).toEqual([first.trip.id]);
    const [expired] = await orm.select().from(reservations).where(eq(reservations.id, first.trip.id));
    expect(expired?.status).toBe('expired');
    expect(expired?.expiredAt?.toISOString()).toBe(later.toISOString());
    expect(await orm.select().from(occupancies).where(eq(occupancies.reservationId, first.trip.id))).toEqual([]);
    const { trip } = await requestBooking(contextFor(orm, second, { now: later }), await inputFor(p.id, '2030-03-02', '2030-03-06'));
    expect(trip.status).toBe('requested');
  });

  it('expires a stale hold lazily when the next guest books that villa', async () => {
    const p = await villa({ instantBook: true });
    // A request left on an instant-book villa (its setting changed since): held, then stale.
    const held = await requestBooking(contextFor(orm, await guest(), { now: NOW }), await inputFor(p.id, '2030-04-01', '2030-04-05'));
    await orm
      .update(reservations)
      .set({ status: 'requested', holdExpiresAt: new Date(NOW.getTime() + HOUR) })
      .where(eq(reservations.id, held.trip.id));
    const later = new Date(NOW.getTime() + 2 * HOUR);
    await expireRequests(systemContext(orm, 'expire-requests', { now: later }), { propertyId: p.id });
    const { trip } = await requestBooking(contextFor(orm, await guest(), { now: later }), await inputFor(p.id, '2030-04-01', '2030-04-05'));
    expect(trip.status).toBe('awaiting_payment');
  });

  it('answers 409 price_changed with the new quote when a seasonal rate changed after the quote', async () => {
    const p = await villa();
    const input = await inputFor(p.id, '2030-05-01', '2030-05-05');
    await createSeasonalRate(orm, p.id, { startDate: '2030-05-01', endDate: '2030-05-31', nightlyCents: 150_000 });
    const err = await failure(requestBooking(contextFor(orm, await guest(), { now: NOW }), input));
    expect(err).toBeInstanceOf(PriceChangedError);
    expect(err.status).toBe(409);
    expect(err.code).toBe('price_changed');
    expect((err as PriceChangedError).quote).toMatchObject({ nights: 4 });
    expect(await orm.select().from(reservations).where(eq(reservations.propertyId, p.id))).toEqual([]);
  });

  it('rejects past dates, too short a stay and too many guests, creating nothing', async () => {
    const p = await villa({ maximumCapacity: 4 });
    const actor = await guest();
    const base = await inputFor(p.id, '2030-06-01', '2030-06-05');
    const past = await failure(
      requestBooking(contextFor(orm, actor, { now: NOW }), { ...base, check_in: '2030-01-05', check_out: '2030-01-09' }),
    );
    expect([past.status, past.code]).toEqual([422, 'past_dates']);
    const short = await failure(requestBooking(contextFor(orm, actor, { now: NOW }), { ...base, check_out: '2030-06-03' }));
    expect([short.status, short.code]).toEqual([422, 'min_nights']);
    const crowd = await failure(requestBooking(contextFor(orm, actor, { now: NOW }), { ...base, guests: 5 }));
    expect([crowd.status, crowd.code]).toEqual([422, 'too_many_guests']);
    const reversed = await failure(
      requestBooking(contextFor(orm, actor, { now: NOW }), { ...base, check_in: '2030-06-05', check_out: '2030-06-01' }),
    );
    expect([reversed.status, reversed.code]).toEqual([400, 'invalid_dates']);
    expect(await orm.select().from(reservations).where(eq(reservations.propertyId, p.id))).toEqual([]);
  });

  it('replays the first answer for the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const p = await villa({ instantBook: true });
    const actor = await guest();
    const input = await inputFor(p.id, '2030-07-01', '2030-07-05');
    const first = await requestBooking(contextFor(orm, actor, { now: NOW }), input, { idempotencyKey: 'key-1' });
    const again = await requestBooking(contextFor(orm, actor, { now: NOW }), input, { idempotencyKey: 'key-1' });
    expect(again.replayed).toBe(true);
    expect(again.trip).toEqual(first.trip);
    expect(await orm.select().from(reservations).where(eq(reservations.propertyId, p.id))).toHaveLength(1);
    expect(await orm.select().from(outbox).where(eq(outbox.toAddress, actor.email))).toHaveLength(1);
    const other = await failure(requestBooking(contextFor(orm, actor, { now: NOW }), { ...input, guests: 3 }, { idempotencyKey: 'key-1' }));
    expect([other.status, other.code]).toEqual([409, 'idempotency_conflict']);
  });

  it('creates one reservation for concurrent retries with the same Idempotency-Key', async () => {
    const p = await villa({ instantBook: true });
    const actor = await guest();
    const input = await inputFor(p.id, '2030-07-10', '2030-07-14');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => requestBooking(contextFor(orm, actor, { now: NOW }), input, { idempotencyKey: 'retry-key' })),
    );
    const ids = results.map((r) => (r.status === 'fulfilled' ? r.value.trip.id : `rejected: ${String(r.reason)}`));
    expect(new Set(ids).size).toBe(1);
    expect(typeof ids[0]).toBe('number');
    expect(await orm.select().from(reservations).where(eq(reservations.propertyId, p.id))).toHaveLength(1);
  });

  it('lets exactly 1 of 50 parallel bookings of overlapping nights succeed; the 49 others get 409 dates_unavailable', async () => {
    const p = await villa({ instantBook: true });
    const actors = await Promise.all(Array.from({ length: 50 }, () => guest()));
    // Overlapping stays: each starts on one of the first 3 days of August and lasts 5 nights.
    const inputs = await Promise.all(
      actors.map((_, i) => {
        const start = 1 + (i % 3);
        return inputFor(p.id, `2030-08-0${start}`, `2030-08-0${start + 5}`);
      }),
    );
    const results = await Promise.allSettled(
      actors.map((a, i) => requestBooking(contextFor(orm, a, { now: NOW }), inputs[i] as CreateReservationInput)),
    );
    const tally: Record<string, number> = {};
    for (const r of results) {
      const label =
        r.status === 'fulfilled'
          ? 'created'
          : r.reason instanceof AppError
            ? `${r.reason.status} ${r.reason.code}`
            : `unexpected ${String(r.reason)}`;
      tally[label] = (tally[label] ?? 0) + 1;
    }
    console.log(
      `[booking] 50 parallel overlapping bookings (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`,
      JSON.stringify(tally),
    );
    expect(tally).toEqual({ created: 1, '409 dates_unavailable': 49 });
    expect(await orm.select().from(reservations).where(eq(reservations.propertyId, p.id))).toHaveLength(1);
    expect(await orm.select().from(occupancies).where(eq(occupancies.propertyId, p.id))).toHaveLength(1);
  });
});

describe('trips', () => {
  it('lists the guest’s own trips and hides another guest’s trip behind a 404', async () => {
    const p = await villa({ instantBook: true });
    const owner = await guest();
    const { trip } = await requestBooking(contextFor(orm, owner, { now: NOW }), await inputFor(p.id, '2030-09-01', '2030-09-05'));
    const list = await listTrips(contextFor(orm, owner));
    expect(list.map((t) => t.id)).toEqual([trip.id]);
    expect(list[0]?.property).toMatchObject({ id: p.id, slug: p.slug, name: p.name, image: null });
    // The villa's cover is its first picture, captioned in the guest's language.
    const second = await createPropertyImage(orm, p.id, { position: 2 });
    const cover = await createPropertyImage(orm, p.id, { position: 1, captionEn: 'The pool', captionEs: 'La piscina' });
    const [withCover] = await listTrips(contextFor(orm, owner, { locale: 'es' }));
    expect(withCover?.property.image).toEqual({
      caption: 'La piscina',
      original: cover.original,
      medium: cover.medium,
      thumbnail: cover.thumbnail,
      width: cover.width,
      height: cover.height,
    });
    expect(withCover?.property.image?.medium).not.toBe(second.medium);
    expect((await getTrip(contextFor(orm, owner), trip.id)).balance_due_cents).toBe(trip.total_cents);
    const stranger = await guest();
    expect(await listTrips(contextFor(orm, stranger))).toEqual([]);
    expect((await failure(getTrip(contextFor(orm, stranger), trip.id))).status).toBe(404);
    expect((await failure(cancelReservation(contextFor(orm, stranger, { now: NOW }), trip.id))).status).toBe(404);
  });
});

describe('concierge decisions', () => {
  it('confirms or declines a request within the concierge’s state, or the whole country for a country manager', async () => {
    const p = await villa();
    const concierge = await guest({ groups: ['hbl-concierge'] });
    await orm.insert(conciergeAssignments).values({ userId: concierge.userId, countryId: country.id, stateId: state.id });
    const manager = await guest({ groups: ['hbl-country-manager'] });
    await orm.insert(conciergeAssignments).values({ userId: manager.userId, countryId: country.id, stateId: null });
    const a = await requestBooking(contextFor(orm, await guest(), { now: NOW }), await inputFor(p.id, '2030-10-01', '2030-10-05'));
    const b = await requestBooking(contextFor(orm, await guest(), { now: NOW }), await inputFor(p.id, '2030-10-10', '2030-10-14'));

    await confirmRequest(contextFor(orm, concierge, { now: NOW }), a.trip.id);
    // Accepted, the reservation awaits its deposit, its nights held 72 hours more.
    const [confirmed] = await orm.select().from(reservations).where(eq(reservations.id, a.trip.id));
    expect(confirmed?.status).toBe('awaiting_payment');
    expect(confirmed?.holdExpiresAt?.toISOString()).toBe(new Date(NOW.getTime() + 72 * HOUR).toISOString());
    expect(await orm.select().from(occupancies).where(eq(occupancies.reservationId, a.trip.id))).toHaveLength(1);
    const twice = await failure(confirmRequest(contextFor(orm, concierge, { now: NOW }), a.trip.id));
    expect([twice.status, twice.code]).toEqual([409, 'not_requested']);

    await declineRequest(contextFor(orm, manager, { now: NOW }), b.trip.id, { reason: 'The owner is renovating' });
    const [declined] = await orm.select().from(reservations).where(eq(reservations.id, b.trip.id));
    expect(declined?.status).toBe('declined');
    expect(await orm.select().from(occupancies).where(eq(occupancies.reservationId, b.trip.id))).toEqual([]);
  });

  it('hides requests outside the concierge’s scope (404) and refuses guests (403); administrators decide everywhere', async () => {
    const elsewhere = await createProperty(orm, { countryId: country.id, stateId: otherState.id }, { minNights: 1 });
    const concierge = await guest({ groups: ['hbl-concierge'] });
    await orm.insert(conciergeAssignments).values({ userId: concierge.userId, countryId: country.id, stateId: state.id });
    const r = await requestBooking(contextFor(orm, await guest(), { now: NOW }), await inputFor(elsewhere.id, '2030-11-01', '2030-11-05'));
    expect((await failure(confirmRequest(contextFor(orm, concierge, { now: NOW }), r.trip.id))).status).toBe(404);
    expect((await failure(declineRequest(contextFor(orm, concierge, { now: NOW }), r.trip.id, { reason: 'No' }))).status).toBe(404);
    expect((await failure(confirmRequest(contextFor(orm, await guest(), { now: NOW }), r.trip.id))).status).toBe(403);
    const admin = await guest({ groups: ['hbl-administrators'] });
    await declineRequest(contextFor(orm, admin, { now: NOW }), r.trip.id, { reason: 'The villa is closed' });
    const [row] = await orm.select().from(reservations).where(eq(reservations.id, r.trip.id));
    expect(row?.status).toBe('declined');
  });
});

describe('cancelReservation', () => {
  const book = async (policy: 'flexible' | 'moderate' | 'strict' | 'non_refundable', checkIn: string, checkOut: string) => {
    const p = await villa({ instantBook: true, cancellationPolicy: policy, basePriceCents: 100_000, minNights: 1 });
    const actor = await guest();
    const { trip } = await requestBooking(contextFor(orm, actor, { now: NOW }), await inputFor(p.id, checkIn, checkOut));
    return { actor, trip, p };
  };

  it.each([
    // [policy, check-in, days before arrival on 2030-01-10, refund %]
    ['flexible', '2030-01-17', 7, 100],
    ['flexible', '2030-01-16', 6, 50],
    ['flexible', '2030-01-11', 1, 50],
    ['moderate', '2030-02-09', 30, 100],
    ['moderate', '2030-01-24', 14, 50],
    ['moderate', '2030-01-23', 13, 0],
    ['strict', '2030-03-11', 60, 50],
    ['strict', '2030-03-10', 59, 0],
    ['non_refundable', '2030-06-01', 142, 0],
  ] as const)('%s, arriving %s (%i days ahead), paid in full, refunds %i percent of the stay', async (policy, checkIn, _days, percent) => {
    const checkOut = `${checkIn.slice(0, 8)}${String(Number(checkIn.slice(8)) + 2).padStart(2, '0')}`;
    const { actor, trip, p } = await book(policy, checkIn, checkOut);
    // Paid in full and so confirmed.
    await postTestEntries(orm, trip.id, [{ kind: 'payment', amountCents: -trip.balance_due_cents, label: 'Payment' }]);
    await orm.update(reservations).set({ status: 'confirmed', holdExpiresAt: null }).where(eq(reservations.id, trip.id));
    const cancelled = await cancelReservation(contextFor(orm, actor, { now: NOW }), trip.id);
    const kept = Math.round((trip.total_cents * (100 - percent)) / 100);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refund_cents).toBe(trip.balance_due_cents - kept);
    expect(cancelled.money).toMatchObject({ stay_cents: kept, refunded_cents: trip.balance_due_cents - kept, balance_due_cents: 0 });
    expect(await orm.select().from(occupancies).where(eq(occupancies.propertyId, p.id))).toEqual([]);
    const again = await failure(cancelReservation(contextFor(orm, actor, { now: NOW }), trip.id));
    expect([again.status, again.code]).toEqual([409, 'not_cancellable']);
  });

  it('withdraws a reservation still awaiting payment in full: everything paid comes back and nothing is owed', async () => {
    const { actor, trip } = await book('non_refundable', '2030-02-01', '2030-02-04');
    await postTestEntries(orm, trip.id, [{ kind: 'payment', amountCents: -10_000, label: 'Payment' }]);
    const cancelled = await cancelReservation(contextFor(orm, actor, { now: NOW }), trip.id);
    expect(cancelled.refund_cents).toBe(10_000);
    expect(cancelled.charges.at(-1)).toMatchObject({ kind: 'refund', amount_cents: 10_000 });
    expect(cancelled.money).toMatchObject({ charged_cents: 0, balance_due_cents: 0 });
  });

  it('refuses to cancel a stay that is over', async () => {
    const { actor, trip } = await book('flexible', '2030-02-01', '2030-02-04');
    const err = await failure(cancelReservation(contextFor(orm, actor, { now: new Date('2030-02-05T12:00:00Z') }), trip.id));
    expect([err.status, err.code]).toEqual([409, 'not_cancellable']);
  });
});
