import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as guestGroceriesRoute, PUT as guestSaveGroceriesRoute } from '@/app/v1/account/trips/[id]/groceries/route';
import { GET as guestTripRoute } from '@/app/v1/account/trips/[id]/route';
import { POST as declineRoute } from '@/app/v1/concierge/itinerary/[itemId]/decline/route';
import { POST as declineRequestRoute } from '@/app/v1/concierge/reservations/[id]/decline/route';
import { POST as confirmRoute } from '@/app/v1/concierge/itinerary/[itemId]/confirm/route';
import { POST as voidRoute } from '@/app/v1/concierge/trips/[id]/charges/[chargeId]/void/route';
import { POST as cancelRoute } from '@/app/v1/concierge/trips/[id]/cancel/route';
import { POST as chargeRoute } from '@/app/v1/concierge/trips/[id]/charges/route';
import { PUT as pricesRoute } from '@/app/v1/concierge/trips/[id]/groceries/prices/route';
import { POST as purchaseRoute } from '@/app/v1/concierge/trips/[id]/groceries/purchase/route';
import { POST as planRoute } from '@/app/v1/concierge/trips/[id]/itinerary/route';
import { POST as notesRoute } from '@/app/v1/concierge/trips/[id]/notes/route';
import { GET as deskRoute } from '@/app/v1/concierge/trips/[id]/route';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { groceryCategories, groceryItems, itineraryItems } from '@/server/db/schema/trips';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { submittedGroceries } from '@/test/desk-fixtures';
import {
  createConcierge,
  createExperience,
  createMember,
  createProperty,
  createRegion,
  createReservation,
  postTestEntries,
} from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { conciergeTripOperations } from './trip.openapi';

/**
 * The concierge's desk on one trip through its real routes: what it shows (and what the guest's
 * own API never shows), extras added and voided through the ledger, groceries priced and bought,
 * plans added, confirmed and declined, the timeline, and refusals that write nothing.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let concierge = '';
let farConcierge = '';
let guest = '';
let guestId = 0;
let place: { countryId: number; stateId: number };
let itemIds: number[] = [];
let experienceSlug = '';

const as = (extra: CallOptions = {}): CallOptions => ({ bearer: concierge, ...extra });

const checkIn = addDays(new Date().toISOString().slice(0, 10), 200);

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const { country, state, elsewhere } = await createRegion(orm);
  place = { countryId: country.id, stateId: state.id };
  const staff = await createMember(orm, 'hbl-concierge');
  concierge = staff.token;
  const far = await createMember(orm, 'hbl-concierge');
  farConcierge = far.token;
  await orm.insert(conciergeAssignments).values([
    { userId: staff.user.id, countryId: country.id, stateId: state.id },
    { userId: far.user.id, countryId: country.id, stateId: elsewhere.id },
  ]);
  const member = await createMember(orm);
  guest = member.token;
  guestId = member.user.id;
  const [category] = await orm.insert(groceryCategories).values({ slug: 'desk-fruit', nameEn: 'Fruit', nameEs: 'Fruta' }).returning();
  const items = await orm
    .insert(groceryItems)
    .values(
      ['mango', 'lime'].map((slug) => ({
        slug: `desk-${slug}`,
        categoryId: category?.id ?? 0,
        nameEn: slug,
        nameEs: slug,
        unitEn: 'kg',
        unitEs: 'kg',
        priceCents: 400,
      })),
    )
    .returning();
  itemIds = items.map((i) => i.id);
  experienceSlug = (await createExperience(orm)).slug;
});
afterAll(async () => {
  await database?.dispose();
});

/** A confirmed stay: $5,000 of nights on its account, nothing paid. */
async function trip() {
  const villa = await createProperty(database.orm, place);
  const r = await createReservation(
    database.orm,
    { userId: guestId, propertyId: villa.id },
    { checkIn, checkOut: addDays(checkIn, 5), status: 'confirmed', guests: 2 },
  );
  await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 500_000 }]);
  return { id: r.id, path: `/v1/concierge/trips/${r.id}` };
}

const writes = async () =>
  (
    await rows<{ n: number }>(
      database.orm,
      sql`select (select count(*) from ledger_entries)::int + (select count(*) from concierge_notes)::int
        + (select count(*) from trip_events)::int + (select count(*) from itinerary_items)::int
        + (select count(*) from grocery_order_lines where actual_cents is not null)::int as n`,
    )
  )[0]?.n;

type Desk = {
  money: {
    money: { charged_cents: number; balance_due_cents: number };
    entries: { id: number; kind: string; amount_cents: number; reference: string }[];
  };
  notes: { body: string }[];
  timeline: { kind: string; actor: string | null; at: string }[];
  grocery_lines: { line_id: number; actual_cents: number | null }[];
  grocery_billed_cents: number;
  grocery_purchased_at: string | null;
  guest_view: { itinerary: { id: number; status: string; decline_reason: string | null }[] };
};

async function desk(id: number, opts: CallOptions = as()): Promise<Desk> {
  const answer = await call(at(deskRoute, { id: String(id) }), 'GET', `/v1/concierge/trips/${id}`, opts);
  expect(answer.status).toBe(200);
  const op = conciergeTripOperations.find((o) => o.operationId === 'getTripDesk');
  op?.response.parse(answer.body);
  return answer.body.data as Desk;
}

describe('the concierge’s trip desk', () => {
  it('keeps private notes from the guest’s APIs and refuses overlong ones', async () => {
    const t = await trip();
    const id = String(t.id);
    const secret = 'VIP: prefers the north suite, never mention the anniversary.';
    const before = await writes();
    const long = await call(
      at(notesRoute, { id }),
      'POST',
      `${t.path}/notes`,
      as({ acceptLanguage: 'es', json: { body: 'x'.repeat(2_001) } }),
    );
    expect([long.status, Object.keys(long.body.fields as object)]).toEqual([400, ['body']]);
    expect(await writes()).toBe(before);
    const added = await call(at(notesRoute, { id }), 'POST', `${t.path}/notes`, as({ json: { body: secret } }));
    expect(added.status).toBe(201);
    expect((await desk(t.id)).notes.map((n) => n.body)).toEqual([secret]);
    const mine = await call(at(guestTripRoute, { id }), 'GET', `/v1/account/trips/${id}`, { bearer: guest });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain('north suite');
    const groceries = await call(at(guestGroceriesRoute, { id }), 'GET', `/v1/account/trips/${id}/groceries`, { bearer: guest });
    expect(JSON.stringify(groceries.body)).not.toContain('north suite');
    // The guest is not staff; another concierge's destination does not hold the trip.
    expect((await call(at(deskRoute, { id }), 'GET', t.path, { bearer: guest })).status).toBe(403);
    expect((await call(at(deskRoute, { id }), 'GET', t.path, { bearer: farConcierge })).status).toBe(404);
    expect((await call(at(notesRoute, { id }), 'POST', `${t.path}/notes`, { bearer: farConcierge, json: { body: 'x' } })).status).toBe(404);
    expect((await call(at(notesRoute, { id }), 'POST', `${t.path}/notes`, { bearer: guest, json: { body: 'x' } })).status).toBe(403);
  });

  it('removes bidirectional control characters from a note, an extra’s description and a void reason (issue 28, finding 10)', async () => {
    const t = await trip();
    const id = String(t.id);
    const note = await call(at(notesRoute, { id }), 'POST', `${t.path}/notes`, as({ json: { body: 'Gate \u202E4321\u202C code' } }));
    expect(note.status).toBe(201);
    expect((await desk(t.id)).notes.map((n) => n.body)).toEqual(['Gate 4321 code']);
    const charge = await call(
      at(chargeRoute, { id }),
      'POST',
      `${t.path}/charges`,
      as({ json: { description: '\u2066Wine\u2069', amount: 100 } }),
    );
    expect(charge.status).toBe(201);
    const chargeId = String((charge.body.data as { entry_id: number }).entry_id);
    const [entry] = await rows<{ label_en: string; label_es: string }>(
      database.orm,
      sql`select label_en, label_es from ledger_entries where id = ${Number(chargeId)}`,
    );
    expect(entry).toEqual({ label_en: 'Wine', label_es: 'Wine' });
    const voided = await call(
      at(voidRoute, { id, chargeId }),
      'POST',
      `${t.path}/charges/${chargeId}/void`,
      as({ json: { reason: 'Wrong \u202Etrip' } }),
    );
    expect(voided.status).toBe(200);
    const events = (await desk(t.id)).timeline.filter((e) => e.kind === 'charge_voided');
    expect(events[0]).toMatchObject({ data: { reason: 'Wrong trip' } });
    // Only controls: nothing left of a required text.
    const empty = await call(at(notesRoute, { id }), 'POST', `${t.path}/notes`, as({ json: { body: '\u202E\u2069' } }));
    expect([empty.status, Object.keys(empty.body.fields as object)]).toEqual([400, ['body']]);
  });

  it('adds an extra through the ledger and voids it once, the balance following', async () => {
    const t = await trip();
    const id = String(t.id);
    const before = await writes();
    for (const amount of [0, -100, 12.5, '100']) {
      const bad = await call(at(chargeRoute, { id }), 'POST', `${t.path}/charges`, as({ json: { description: 'Wine', amount } }));
      expect([bad.status, Object.keys(bad.body.fields as object)]).toEqual([400, ['amount']]);
    }
    const far = await call(at(chargeRoute, { id }), 'POST', `${t.path}/charges`, {
      bearer: farConcierge,
      json: { description: 'Wine', amount: 100 },
    });
    expect(far.status).toBe(404);
    expect(await writes()).toBe(before);

    const added = await call(
      at(chargeRoute, { id }),
      'POST',
      `${t.path}/charges`,
      as({ json: { description: 'Case of Rioja', amount: 18_000 } }),
    );
    expect(added.status).toBe(201);
    const entryId = (added.body.data as { entry_id: number }).entry_id;
    let view = await desk(t.id);
    expect(view.money.money.charged_cents).toBe(518_000);
    expect(view.money.money.balance_due_cents).toBe(518_000);
    expect(view.money.entries.find((e) => e.id === entryId)).toMatchObject({
      kind: 'extra',
      amount_cents: 18_000,
      reference: 'desk-charge:1',
    });

    const chargeId = String(entryId);
    const voidPath = `${t.path}/charges/${chargeId}/void`;
    const noReason = await call(at(voidRoute, { id, chargeId }), 'POST', voidPath, as({ json: { reason: '' } }));
    expect(noReason.status).toBe(400);
    const voided = await call(at(voidRoute, { id, chargeId }), 'POST', voidPath, as({ json: { reason: 'Charged to the wrong trip' } }));
    expect(voided.status).toBe(200);
    const twice = await call(at(voidRoute, { id, chargeId }), 'POST', voidPath, as({ acceptLanguage: 'es', json: { reason: 'Again' } }));
    expect([twice.status, twice.body.code, twice.body.error]).toEqual([409, 'charge_already_voided', 'Este cargo ya se anuló.']);
    const nights = view.money.entries.find((e) => e.kind === 'nights');
    const notVoidable = await call(
      at(voidRoute, { id, chargeId: String(nights?.id) }),
      'POST',
      `${t.path}/charges/${nights?.id}/void`,
      as({ json: { reason: 'No' } }),
    );
    expect([notVoidable.status, notVoidable.body.code]).toEqual([409, 'charge_not_voidable']);
    view = await desk(t.id);
    expect(view.money.money.charged_cents).toBe(500_000);
    expect(view.money.entries.filter((e) => e.kind === 'extra').map((e) => [e.amount_cents, e.reference])).toEqual([
      [18_000, 'desk-charge:1'],
      [-18_000, `desk-void:${entryId}`],
    ]);
    expect(view.timeline.map((e) => e.kind)).toContain('charge_voided');

    // A cancelled trip's account is closed: no charge, no void.
    const villa = await createProperty(database.orm, place);
    const gone = await createReservation(
      database.orm,
      { userId: guestId, propertyId: villa.id },
      { checkIn, checkOut: addDays(checkIn, 3), status: 'cancelled', guests: 2 },
    );
    const still = await writes();
    const closed = await call(at(chargeRoute, { id: String(gone.id) }), 'POST', `/v1/concierge/trips/${gone.id}/charges`, {
      ...as(),
      json: { description: 'Wine', amount: 100 },
    });
    expect([closed.status, closed.body.code]).toEqual([409, 'trip_closed']);
    expect(await writes()).toBe(still);
  });

  it('prices the grocery lines, posts the difference on purchase, and the list is final for the guest', async () => {
    const t = await trip();
    const other = await trip();
    const id = String(t.id);
    const { lineIds, estimate } = await submittedGroceries(database.orm, t.id, [
      { itemId: itemIds[0] ?? 0, quantity: 2, unitPriceCents: 400 },
      { itemId: itemIds[1] ?? 0, quantity: 3, unitPriceCents: 400 },
    ]);
    await postTestEntries(database.orm, t.id, [{ kind: 'grocery', amountCents: estimate, reference: `grocery-order:${t.id}` }]);
    const foreign = await submittedGroceries(database.orm, other.id, [{ itemId: itemIds[0] ?? 0, quantity: 1, unitPriceCents: 400 }]);
    const before = await writes();
    const stolen = await call(at(pricesRoute, { id }), 'PUT', `${t.path}/groceries/prices`, {
      ...as(),
      json: {
        lines: [
          { line_id: lineIds[0], actual_cents: 700 },
          { line_id: foreign.lineIds[0], actual_cents: 500 },
        ],
      },
    });
    expect([stolen.status, Object.keys(stolen.body.fields as object)]).toEqual([400, ['lines.1.line_id']]);
    const negative = await call(
      at(pricesRoute, { id }),
      'PUT',
      `${t.path}/groceries/prices`,
      as({ json: { lines: [{ line_id: lineIds[0], actual_cents: -1 }] } }),
    );
    expect(negative.status).toBe(400);
    const early = await call(at(purchaseRoute, { id }), 'POST', `${t.path}/groceries/purchase`, as());
    expect([early.status, early.body.code]).toEqual([409, 'groceries_unpriced']);
    expect(await writes()).toBe(before);

    const priced = await call(at(pricesRoute, { id }), 'PUT', `${t.path}/groceries/prices`, {
      ...as(),
      json: {
        lines: [
          { line_id: lineIds[0], actual_cents: 950 },
          { line_id: lineIds[1], actual_cents: 1_100 },
        ],
      },
    });
    expect(priced.status).toBe(200);
    const bought = await call(at(purchaseRoute, { id }), 'POST', `${t.path}/groceries/purchase`, as());
    expect([bought.status, bought.body.data]).toEqual([200, { billed_cents: 2_050 }]);
    const view = await desk(t.id);
    expect(view.grocery_billed_cents).toBe(2_050);
    expect(view.grocery_purchased_at).not.toBeNull();
    expect(view.money.money.charged_cents).toBe(500_000 + 2_050);
    expect(view.money.entries.filter((e) => e.kind === 'grocery').map((e) => e.amount_cents)).toEqual([2_000, 50]);
    expect((await call(at(purchaseRoute, { id }), 'POST', `${t.path}/groceries/purchase`, as())).status).toBe(409);

    const guestSees = await call(at(guestGroceriesRoute, { id }), 'GET', `/v1/account/trips/${id}/groceries`, { bearer: guest });
    expect((guestSees.body.data as { editable: boolean; purchased_at: string | null }).editable).toBe(false);
    const edit = await call(at(guestSaveGroceriesRoute, { id }), 'PUT', `/v1/account/trips/${id}/groceries`, {
      bearer: guest,
      json: { lines: [{ item_id: itemIds[0], quantity: 9 }] },
    });
    expect([edit.status, edit.body.code]).toEqual([409, 'groceries_locked']);
  });

  it('adds a plan for the guest (priced: confirmed and billed), confirms and declines requests with a reason the guest sees', async () => {
    const t = await trip();
    const id = String(t.id);
    const plan = { kind: 'experience', slug: experienceSlug, date: addDays(checkIn, 1), start_time: '10:00', guests: 2 };
    const before = await writes();
    const outside = await call(at(planRoute, { id }), 'POST', `${t.path}/itinerary`, as({ json: { ...plan, date: addDays(checkIn, 9) } }));
    expect([outside.status, Object.keys(outside.body.fields as object)]).toEqual([400, ['date']]);
    const crowd = await call(at(planRoute, { id }), 'POST', `${t.path}/itinerary`, as({ json: { ...plan, guests: 3 } }));
    expect([crowd.status, Object.keys(crowd.body.fields as object)]).toEqual([400, ['guests']]);
    expect(await writes()).toBe(before);

    const priced = await call(at(planRoute, { id }), 'POST', `${t.path}/itinerary`, as({ json: { ...plan, price_cents: 30_000 } }));
    expect([priced.status, (priced.body.data as { status: string }).status]).toEqual([201, 'confirmed']);
    const asked = await call(at(planRoute, { id }), 'POST', `${t.path}/itinerary`, as({ json: { ...plan, start_time: '16:00' } }));
    const requestedId = String((asked.body.data as { item_id: number }).item_id);
    const [another] = await database.orm
      .insert(itineraryItems)
      .values({
        reservationId: t.id,
        kind: 'experience',
        experienceId: (await rows<{ id: number }>(database.orm, sql`select id from experiences where slug = ${experienceSlug}`))[0]?.id,
        date: addDays(checkIn, 2),
        startTime: '09:00',
        guests: 1,
        status: 'requested',
      })
      .returning();
    const confirmed = await call(
      at(confirmRoute, { itemId: requestedId }),
      'POST',
      `/v1/concierge/itinerary/${requestedId}/confirm`,
      as({ json: { price_cents: 12_500 } }),
    );
    expect(confirmed.status).toBe(200);
    const declineId = String(another?.id);
    const declined = await call(at(declineRoute, { itemId: declineId }), 'POST', `/v1/concierge/itinerary/${declineId}/decline`, {
      ...as(),
      json: { reason: 'Fully booked that morning; try Thursday.' },
    });
    expect(declined.status).toBe(200);
    expect((declined.body.data as { decline_reason: string }).decline_reason).toBe('Fully booked that morning; try Thursday.');

    const view = await desk(t.id);
    expect(view.money.money.charged_cents).toBe(500_000 + 30_000 + 12_500);
    expect(view.guest_view.itinerary.find((i) => String(i.id) === declineId)?.decline_reason).toBe(
      'Fully booked that morning; try Thursday.',
    );
    const declines = view.timeline.filter((e) => e.kind === 'plan_declined');
    expect(declines).toHaveLength(1);
    expect(declines[0]).toMatchObject({ data: { reason: 'Fully booked that morning; try Thursday.' } });
    expect(declines[0]?.actor).not.toBeNull();
    // Each plan confirmed names the concierge who confirmed it (or added it at a price), never "System".
    const confirmations = view.timeline.filter((e) => e.kind === 'plan_confirmed');
    expect(confirmations.length).toBeGreaterThanOrEqual(1);
    expect(confirmations.map((e) => e.actor)).not.toContain(null);
    expect(view.timeline.filter((e) => e.kind === 'plan_added')).toHaveLength(2);
    const mine = await call(at(guestTripRoute, { id }), 'GET', `/v1/account/trips/${id}`, { bearer: guest });
    const seen = (mine.body.data as { itinerary: { id: number; decline_reason: string | null }[] }).itinerary;
    expect(seen.find((i) => String(i.id) === declineId)?.decline_reason).toBe('Fully booked that morning; try Thursday.');
  });

  it('tells the trip’s story newest first, with who did what', async () => {
    const t = await trip();
    const id = String(t.id);
    await call(at(notesRoute, { id }), 'POST', `${t.path}/notes`, as({ json: { body: 'Called the guest.' } }));
    await new Promise((r) => setTimeout(r, 5));
    await call(at(chargeRoute, { id }), 'POST', `${t.path}/charges`, as({ json: { description: 'Flowers', amount: 5_000 } }));
    const { timeline } = await desk(t.id);
    const kinds = timeline.map((e) => e.kind);
    expect(kinds[0]).toBe('ledger_extra');
    expect(kinds.indexOf('note_added')).toBeLessThan(kinds.indexOf('reservation_created'));
    expect(kinds.at(-1)).toBe('reservation_created');
    expect(timeline[0]?.actor).not.toBeNull();
    const sorted = [...timeline].sort((a, b) => b.at.localeCompare(a.at));
    expect(timeline.map((e) => e.at)).toEqual(sorted.map((e) => e.at));
  });

  it('names the concierge who did each action, and “the system” only for what a job or a webhook did', async () => {
    const orm = database.orm;
    const carmen = await createConcierge(orm, place, { name: 'Carmen Reyes' });
    const byCarmen = (extra: CallOptions = {}): CallOptions => ({ bearer: carmen.token, ...extra });
    const villa = await createProperty(orm, place);

    // A request Carmen declines: the decline is hers, with its reason, once (no second raw event).
    const asked = await createReservation(
      orm,
      { userId: guestId, propertyId: villa.id },
      { checkIn, checkOut: addDays(checkIn, 3), status: 'requested' },
    );
    const declined = await call(
      at(declineRequestRoute, { id: String(asked.id) }),
      'POST',
      `/v1/concierge/reservations/${asked.id}/decline`,
      byCarmen({ json: { reason: 'The villa is closed for repairs.' } }),
    );
    expect(declined.status).toBe(200);
    const declinedLine = (await desk(asked.id, byCarmen())).timeline;
    expect(declinedLine.filter((e) => e.kind.includes('declined')).map((e) => [e.kind, e.actor])).toEqual([
      ['reservation_declined', 'Carmen Reyes'],
    ]);

    // A stay confirmed by a payment the system recorded (a webhook), then a charge Carmen adds.
    const t = await trip();
    const paidAt = new Date(Date.now() - 60_000);
    await postTestEntries(orm, t.id, [{ kind: 'payment', amountCents: -150_000, reference: 'payment:webhook' }], paidAt);
    await orm.execute(sql`update reservations set confirmed_at = ${paidAt.toISOString()}::timestamptz where id = ${t.id}`);
    const charge = await call(
      at(chargeRoute, { id: String(t.id) }),
      'POST',
      `${t.path}/charges`,
      byCarmen({ json: { description: 'Boat fuel', amount: 9_000 } }),
    );
    expect(charge.status).toBe(201);
    const line = (await desk(t.id, byCarmen())).timeline;
    const actorOf = (kind: string) => line.find((e) => e.kind === kind)?.actor;
    expect(actorOf('ledger_extra')).toBe('Carmen Reyes');
    expect(actorOf('reservation_confirmed')).toBeNull();
    expect(actorOf('ledger_payment')).toBeNull();

    // Cancelled by Carmen for the guest: the cancellation is hers; a hold the job expires is the system's.
    const cancelled = await call(
      at(cancelRoute, { id: String(t.id) }),
      'POST',
      `${t.path}/cancel`,
      byCarmen({ json: { reason: 'Hurricane warning.' } }),
    );
    expect(cancelled.status).toBe(200);
    expect((await desk(t.id, byCarmen())).timeline.find((e) => e.kind === 'reservation_cancelled')?.actor).toBe('Carmen Reyes');
    const held = await createReservation(
      orm,
      { userId: guestId, propertyId: villa.id },
      { checkIn: addDays(checkIn, 10), checkOut: addDays(checkIn, 12), status: 'expired' },
    );
    await orm.execute(sql`update reservations set expired_at = now() where id = ${held.id}`);
    expect((await desk(held.id, byCarmen())).timeline.find((e) => e.kind === 'reservation_expired')?.actor).toBeNull();
  });

  it('mails the guest a charge added to their bill, in the language of their account (en and es)', async () => {
    const orm = database.orm;
    for (const locale of ['en', 'es'] as const) {
      const member = await createMember(orm, undefined, { locale, name: 'Ana Gómez' });
      const villa = await createProperty(orm, place);
      // The reservation was made in the other language: the mail follows the account's.
      const r = await createReservation(
        orm,
        { userId: member.user.id, propertyId: villa.id },
        { checkIn, checkOut: addDays(checkIn, 4), status: 'confirmed', locale: locale === 'en' ? 'es' : 'en', leadGuestFirstName: 'Ana' },
      );
      await postTestEntries(orm, r.id, [{ kind: 'nights', amountCents: 400_000 }]);
      const res = await call(
        at(chargeRoute, { id: String(r.id) }),
        'POST',
        `/v1/concierge/trips/${r.id}/charges`,
        as({ json: { description: 'Private chef dinner', amount: 35_000 } }),
      );
      expect(res.status).toBe(201);
      const mails = await rows<{ locale: string; subject: string; text_body: string; template: string }>(
        orm,
        sql`select locale, subject, text_body, template from outbox where to_address = ${member.user.email} order by id`,
      );
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.template).toBe('money-charge-added');
      expect(mail?.locale).toBe(locale);
      expect(mail?.text_body).toContain('Private chef dinner');
      expect(mail?.text_body).toContain(locale === 'en' ? '$350' : 'US$350');
      if (locale === 'en') {
        expect(mail?.subject).toMatch(/^A charge on your bill for /);
        expect(mail?.text_body).toContain('Your concierge added “Private chef dinner”');
      } else {
        expect(mail?.subject).toMatch(/^Un cargo en tu cuenta de /);
        expect(mail?.text_body).toContain('Tu concierge añadió «Private chef dinner»');
      }
    }
  });

  it('puts the reservation before entries written in its millisecond by the request’s clock', async () => {
    // The database stamps the reservation in microseconds; the ledger takes the request's time, in
    // milliseconds: within one millisecond the entry's time reads earlier than the reservation's.
    const villa = await createProperty(database.orm, place);
    const r = await createReservation(
      database.orm,
      { userId: guestId, propertyId: villa.id },
      { checkIn, checkOut: addDays(checkIn, 5), status: 'confirmed', guests: 2 },
    );
    await database.orm.execute(sql`update reservations set created_at = '2026-11-02T10:00:00.123789Z' where id = ${r.id}`);
    await postTestEntries(database.orm, r.id, [{ kind: 'nights', amountCents: 500_000 }], new Date('2026-11-02T10:00:00.123Z'));
    const kinds = (await desk(r.id)).timeline.map((e) => e.kind);
    expect(kinds.slice(-2)).toEqual(['ledger_nights', 'reservation_created']);
  });
});
