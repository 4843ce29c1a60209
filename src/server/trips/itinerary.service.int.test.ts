import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '@/server/access/actor';
import { getTrip } from '@/server/booking/get-trip';
import type { Orm } from '@/server/db/open';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { ledgerEntries, reservations } from '@/server/db/schema/booking';
import { itineraryItems, travelers } from '@/server/db/schema/trips';
import type { AppError } from '@/server/core/errors';
import {
  createCountry,
  createExperience,
  createLuxuryService,
  createProperty,
  createReservation,
  createState,
  createUser,
} from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { addItineraryItem, cancelItineraryItem, confirmItineraryItem, declineItineraryItem, listItinerary } from './itinerary.service';
import type { AddItineraryItemInput } from './itinerary.schema';
import { addTraveler, listTravelers, removeTraveler, updateTraveler } from './travelers.service';
import { failure } from '@/test/app-error';
import { contextFor, userActor } from '@/test/context';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let country: { id: number };
let state: { id: number };
let otherState: { id: number };
let experience: { slug: string; titleEn: string; titleEs: string };
let service: { slug: string };
let concierge: UserActor;

// 08:00 in Santo Domingo (UTC-4): the villas' "today" is 2030-01-10.
const NOW = new Date('2030-01-10T12:00:00Z');

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  country = await createCountry(orm, { timeZone: 'America/Santo_Domingo' });
  state = await createState(orm, country.id);
  otherState = await createState(orm, country.id);
  experience = await createExperience(orm, { countryId: country.id, titleEn: 'Reef snorkel', titleEs: 'Snorkel en el arrecife' });
  service = await createLuxuryService(orm, { titleEn: 'Airport transfer', titleEs: 'Traslado al aeropuerto' });
  concierge = await actor({ groups: ['hbl-concierge'] });
  await orm.insert(conciergeAssignments).values({ userId: concierge.userId, countryId: country.id, stateId: state.id });
});
afterAll(async () => {
  await database?.dispose();
});

async function actor(over: { groups?: string[]; locale?: string } = {}): Promise<UserActor> {
  return userActor(await createUser(orm), { locale: over.locale ?? 'en', groups: over.groups });
}

/** A confirmed trip 2030-02-01 → 2030-02-05 for 2 guests, with the lead guest's traveler row. */
async function trip(
  over: {
    capacity?: number;
    guests?: number;
    stateId?: number;
    status?: 'confirmed' | 'requested' | 'cancelled';
    checkIn?: string;
    checkOut?: string;
  } = {},
) {
  const guest = await actor();
  const villa = await createProperty(
    orm,
    { countryId: country.id, stateId: over.stateId ?? state.id },
    { maximumCapacity: over.capacity ?? 8 },
  );
  const r = await createReservation(
    orm,
    { userId: guest.userId, propertyId: villa.id },
    {
      checkIn: over.checkIn ?? '2030-02-01',
      checkOut: over.checkOut ?? '2030-02-05',
      guests: over.guests ?? 2,
      status: over.status ?? 'confirmed',
    },
  );
  await orm.insert(travelers).values({ reservationId: r.id, name: 'Ana Rivera', email: 'ana@example.test', isLead: 1 });
  return { guest, id: r.id };
}

const plan = (over: Partial<AddItineraryItemInput> = {}): AddItineraryItemInput => ({
  kind: 'experience',
  slug: experience.slug,
  date: '2030-02-02',
  start_time: '09:30',
  guests: 2,
  note: 'Vegetarian lunch, please.',
  ...over,
});

const fieldsOf = (err: AppError) => Object.keys(err.fields ?? {});

describe('itinerary', () => {
  it('adds a requested plan on a day of the stay and lists the trip’s plans by day and time, titled in the locale', async () => {
    const { guest, id } = await trip();
    await addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ date: '2030-02-03', start_time: '18:00' }));
    const added = await addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ date: '2030-02-02' }));
    expect(added).toMatchObject({ kind: 'experience', date: '2030-02-02', start_time: '09:30', status: 'requested', price_cents: null });
    expect(added.offer).toMatchObject({ slug: experience.slug, title: 'Reef snorkel' });
    // A transfer on the departure day is a service: allowed.
    await addItineraryItem(
      contextFor(orm, guest, { now: NOW }),
      id,
      plan({ kind: 'service', slug: service.slug, date: '2030-02-05', start_time: '11:00' }),
    );
    const list = await listItinerary(contextFor(orm, guest, { locale: 'es' }), id);
    expect(list.map((i) => [i.date, i.start_time])).toEqual([
      ['2030-02-02', '09:30'],
      ['2030-02-03', '18:00'],
      ['2030-02-05', '11:00'],
    ]);
    expect(list[0]?.offer.title).toBe('Snorkel en el arrecife');
  });

  it('answers 400 with the field for a day outside the stay, a past day, too many guests or an unknown plan', async () => {
    const { guest, id } = await trip();
    const before = await failure(addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ date: '2030-01-31' })));
    expect([before.status, before.code, fieldsOf(before)]).toEqual([400, 'validation_failed', ['date']]);
    expect(before.fields?.date?.key).toBe('plans.errors.date_outside_stay');
    const departure = await failure(addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ date: '2030-02-05' })));
    expect(fieldsOf(departure)).toEqual(['date']);
    const crowd = await failure(addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ guests: 3 })));
    expect([crowd.status, fieldsOf(crowd)]).toEqual([400, ['guests']]);
    const unknown = await failure(addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ slug: 'no-such-thing' })));
    expect([unknown.status, fieldsOf(unknown)]).toEqual([400, ['slug']]);
    // A stay under way: yesterday is past, and so is an hour earlier today (08:00 local now).
    const current = await trip({ checkIn: '2030-01-08', checkOut: '2030-01-14' });
    const past = await failure(addItineraryItem(contextFor(orm, current.guest, { now: NOW }), current.id, plan({ date: '2030-01-09' })));
    expect(past.fields?.date?.key).toBe('plans.errors.date_past');
    const earlier = await failure(
      addItineraryItem(contextFor(orm, current.guest, { now: NOW }), current.id, plan({ date: '2030-01-10', start_time: '07:30' })),
    );
    expect(fieldsOf(earlier)).toEqual(['start_time']);
    expect(
      (await addItineraryItem(contextFor(orm, current.guest, { now: NOW }), current.id, plan({ date: '2030-01-10', start_time: '10:00' })))
        .status,
    ).toBe('requested');
    expect(await orm.select().from(itineraryItems).where(eq(itineraryItems.reservationId, id))).toEqual([]);
  });

  it('refuses plans on a closed trip (409 trip_closed) and hides another guest’s trip (404)', async () => {
    const { guest, id } = await trip({ status: 'cancelled' });
    const closed = await failure(addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan()));
    expect([closed.status, closed.code]).toEqual([409, 'trip_closed']);
    const open = await trip();
    const stranger = await actor();
    expect((await failure(listItinerary(contextFor(orm, stranger), open.id))).status).toBe(404);
    expect((await failure(addItineraryItem(contextFor(orm, stranger, { now: NOW }), open.id, plan()))).status).toBe(404);
  });

  it('a concierge confirms a plan: exactly one charge line equal to the price, labelled with its title, linked to the plan', async () => {
    const { guest, id } = await trip();
    const before = (await getTrip(contextFor(orm, guest), id)).balance_due_cents;
    const item = await addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan());
    const confirmed = await confirmItineraryItem(contextFor(orm, concierge, { now: NOW }), item.id, 24_000);
    expect([confirmed.status, confirmed.price_cents]).toEqual(['confirmed', 24_000]);
    const lines = await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, id));
    expect(lines.map((l) => [l.kind, l.labelEn, l.labelEs, l.amountCents])).toEqual([
      ['extra', 'Reef snorkel', 'Snorkel en el arrecife', 24_000],
    ]);
    expect(lines[0]?.reference).toBe(`itinerary:${item.id}`);
    expect((await getTrip(contextFor(orm, guest), id)).balance_due_cents).toBe(before + 24_000);
    const twice = await failure(confirmItineraryItem(contextFor(orm, concierge, { now: NOW }), item.id, 24_000));
    expect([twice.status, twice.code]).toEqual([409, 'plan_not_requested']);
    expect(await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, id))).toHaveLength(1);
  });

  it('a concierge declines a plan: no charge; outside their state 404, other roles 403', async () => {
    const { guest, id } = await trip();
    const item = await addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan());
    expect((await declineItineraryItem(contextFor(orm, concierge, { now: NOW }), item.id)).status).toBe('declined');
    expect(await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, id))).toEqual([]);

    const elsewhere = await trip({ stateId: otherState.id });
    const far = await addItineraryItem(contextFor(orm, elsewhere.guest, { now: NOW }), elsewhere.id, plan());
    expect((await failure(confirmItineraryItem(contextFor(orm, concierge, { now: NOW }), far.id, 1000))).status).toBe(404);
    expect((await failure(declineItineraryItem(contextFor(orm, concierge, { now: NOW }), far.id))).status).toBe(404);
    expect((await failure(confirmItineraryItem(contextFor(orm, elsewhere.guest, { now: NOW }), far.id, 1000))).status).toBe(403);
    const owner = await actor({ groups: ['hbl-owners'] });
    expect((await failure(declineItineraryItem(contextFor(orm, owner, { now: NOW }), far.id))).status).toBe(403);
    const admin = await actor({ groups: ['hbl-administrators'] });
    expect((await confirmItineraryItem(contextFor(orm, admin, { now: NOW }), far.id, 5000)).status).toBe('confirmed');
  });

  it('a concierge cannot confirm (and charge) a plan once the trip is over, as the guest cannot add one (409 trip_closed)', async () => {
    const { guest, id } = await trip();
    const item = await addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan());
    // The stay ended on 2030-02-05; on 2030-02-07 the request is still open, the trip is not.
    const later = new Date('2030-02-07T12:00:00Z');
    const refused = await failure(confirmItineraryItem(contextFor(orm, concierge, { now: later }), item.id, 9_000));
    expect([refused.status, refused.code]).toEqual([409, 'trip_closed']);
    expect(await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, id))).toEqual([]);
    expect((await failure(declineItineraryItem(contextFor(orm, concierge, { now: later }), item.id))).code).toBe('trip_closed');
    // The day before departure it still could.
    expect((await confirmItineraryItem(contextFor(orm, concierge, { now: new Date('2030-02-04T12:00:00Z') }), item.id, 9_000)).status).toBe(
      'confirmed',
    );
  });

  it('the guest withdraws a requested plan, and a confirmed one before its day with its charge reversed; not on its day', async () => {
    const { guest, id } = await trip({ checkIn: '2030-01-09', checkOut: '2030-01-14' });
    const requested = await addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ date: '2030-01-12' }));
    expect((await cancelItineraryItem(contextFor(orm, guest, { now: NOW }), id, requested.id)).status).toBe('cancelled');
    const again = await failure(cancelItineraryItem(contextFor(orm, guest, { now: NOW }), id, requested.id));
    expect([again.status, again.code]).toEqual([409, 'plan_not_cancellable']);

    const later = await addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ date: '2030-01-12' }));
    await confirmItineraryItem(contextFor(orm, concierge, { now: NOW }), later.id, 30_000);
    expect((await cancelItineraryItem(contextFor(orm, guest, { now: NOW }), id, later.id)).status).toBe('cancelled');
    const lines = await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, id));
    expect(lines.map((l) => l.amountCents)).toEqual([30_000, -30_000]);
    expect(lines[1]?.labelEn).toBe('Withdrawn: Reef snorkel');

    const today = await addItineraryItem(contextFor(orm, guest, { now: NOW }), id, plan({ date: '2030-01-10', start_time: '17:00' }));
    await confirmItineraryItem(contextFor(orm, concierge, { now: NOW }), today.id, 10_000);
    const late = await failure(cancelItineraryItem(contextFor(orm, guest, { now: NOW }), id, today.id));
    expect([late.status, late.code]).toEqual([409, 'plan_too_late']);
    expect((await failure(cancelItineraryItem(contextFor(orm, await actor(), { now: NOW }), id, today.id))).status).toBe(404);
  });
});

describe('travelers', () => {
  it('lists the lead guest first and adds travelers up to the booked guests (not the villa’s capacity), then 409 travelers_exceed_guests', async () => {
    const { guest, id } = await trip({ capacity: 8, guests: 3 });
    await addTraveler(contextFor(orm, guest, { now: NOW }), id, { name: 'Emma Harper', email: 'emma@example.test', age_group: 'adult' });
    await addTraveler(contextFor(orm, guest, { now: NOW }), id, { name: 'Lucas Harper', age_group: 'child' });
    const full = await failure(addTraveler(contextFor(orm, guest, { now: NOW }), id, { name: 'One more', age_group: 'infant' }));
    expect([full.status, full.code]).toEqual([409, 'travelers_exceed_guests']);
    expect(full.messageRef.values).toEqual({ guests: 3 });
    const { travelers: list, capacity } = await listTravelers(contextFor(orm, guest), id);
    expect(capacity).toBe(3);
    expect(list.map((t) => [t.name, t.age_group, t.is_lead])).toEqual([
      ['Ana Rivera', 'adult', true],
      ['Emma Harper', 'adult', false],
      ['Lucas Harper', 'child', false],
    ]);
  });

  it('edits travelers (the lead guest too), removes a companion, and keeps the lead guest (409)', async () => {
    const { guest, id } = await trip();
    const { travelers: [lead] = [] } = await listTravelers(contextFor(orm, guest), id);
    if (!lead) throw new Error('no lead');
    const companion = await addTraveler(contextFor(orm, guest, { now: NOW }), id, { name: 'Emma', age_group: 'adult' });
    expect(
      await updateTraveler(contextFor(orm, guest, { now: NOW }), id, companion.id, { name: 'Emma Harper', age_group: 'child' }),
    ).toMatchObject({
      name: 'Emma Harper',
      age_group: 'child',
      is_lead: false,
    });
    expect((await updateTraveler(contextFor(orm, guest, { now: NOW }), id, lead.id, { email: 'ana.rivera@example.test' })).is_lead).toBe(
      true,
    );
    const leadStays = await failure(removeTraveler(contextFor(orm, guest, { now: NOW }), id, lead.id));
    expect([leadStays.status, leadStays.code]).toEqual([409, 'lead_not_removable']);
    await removeTraveler(contextFor(orm, guest, { now: NOW }), id, companion.id);
    expect((await listTravelers(contextFor(orm, guest), id)).travelers.map((t) => t.id)).toEqual([lead.id]);
  });

  it('hides another guest’s trip (404) and keeps closed or past trips read-only (409 trip_closed)', async () => {
    const { id } = await trip();
    const stranger = await actor();
    expect((await failure(listTravelers(contextFor(orm, stranger), id))).status).toBe(404);
    expect((await failure(addTraveler(contextFor(orm, stranger, { now: NOW }), id, { name: 'X', age_group: 'adult' }))).status).toBe(404);
    const names = async (t: { id: number }) =>
      (await orm.select().from(travelers).where(eq(travelers.reservationId, t.id))).map((row) => row.name).sort();
    const past = await trip({ checkIn: '2029-12-01', checkOut: '2029-12-05' });
    const pastBefore = await names(past);
    const closed = await failure(addTraveler(contextFor(orm, past.guest, { now: NOW }), past.id, { name: 'Late', age_group: 'adult' }));
    expect([closed.status, closed.code]).toEqual([409, 'trip_closed']);
    expect(await names(past)).toEqual(pastBefore);
    expect(pastBefore).not.toContain('Late');
    const cancelled = await trip({ status: 'cancelled' });
    const { travelers: [lead] = [] } = await listTravelers(contextFor(orm, cancelled.guest), cancelled.id);
    expect(lead).toBeDefined();
    const cancelledBefore = await names(cancelled);
    expect(cancelledBefore.length).toBeGreaterThan(0);
    const edit = await failure(
      updateTraveler(contextFor(orm, cancelled.guest, { now: NOW }), cancelled.id, lead?.id ?? 0, { name: 'New' }),
    );
    expect([edit.status, edit.code]).toEqual([409, 'trip_closed']);
    expect(await names(cancelled)).toEqual(cancelledBefore);
    expect(await orm.select().from(reservations).where(eq(reservations.id, cancelled.id))).toHaveLength(1);
  });
});
