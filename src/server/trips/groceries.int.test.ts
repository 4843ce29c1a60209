import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getGroceriesRoute, PUT as putGroceriesRoute } from '@/app/v1/account/trips/[id]/groceries/route';
import { GET as catalogueRoute } from '@/app/v1/groceries/route';
import { GET as openApiRoute } from '@/app/v1/openapi.json/route';
import { createSession } from '@/server/accounts/session';
import type { UserActor } from '@/server/access/actor';
import { cancelReservation } from '@/server/booking/cancel-reservation';
import { getTrip } from '@/server/booking/get-trip';
import { requestBooking } from '@/server/booking/request-booking';
import { todayIn } from '@/server/core/calendar';
import { addDays } from '@/server/core/calendar';
import { quoteStay } from '@/server/booking/quote.service';
import type { Orm } from '@/server/db/open';
import { ledgerEntries } from '@/server/db/schema/booking';
import { groceryItems, groceryOrders } from '@/server/db/schema/trips';
import { seedGroceryCatalogue } from '@/server/seed/seed-trip-extras';
import { call } from '@/test/api-client';
import { createCountry, createProperty, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { groceryOperations } from './groceries.openapi';
import { getGroceryOrder, listGroceryCatalogue, saveGroceryOrder } from './groceries.service';
import { failure } from '@/test/app-error';
import { contextFor, userActor } from '@/test/context';
import { VISITOR } from '@/server/access/actor';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let property: { id: number };
let item: Map<string, { id: number; priceCents: number }>;

// 08:00 in Santo Domingo (UTC−4, no DST): the villa's "today" is 2030-01-10.
const NOW = new Date('2030-01-10T12:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  const country = await createCountry(orm, { timeZone: 'America/Santo_Domingo' });
  const state = await createState(orm, country.id);
  property = await createProperty(
    orm,
    { countryId: country.id, stateId: state.id },
    { instantBook: true, minNights: 2, checkInTime: '16:00' },
  );
  await seedGroceryCatalogue(orm);
  const rows = await orm.select().from(groceryItems);
  item = new Map(rows.map((r) => [r.slug, { id: r.id, priceCents: r.priceCents }]));
  // One item the shop no longer offers.
  await orm.update(groceryItems).set({ active: 0 }).where(eq(groceryItems.slug, 'limes'));
});
afterAll(async () => {
  await database?.dispose();
});

async function guest(locale = 'en'): Promise<UserActor> {
  return userActor(await createUser(orm, { locale }), { locale });
}

const id = (slug: string) => {
  const found = item.get(slug);
  if (!found) throw new Error(`no item ${slug}`);
  return found;
};

async function book(actor: UserActor, checkIn: string, now = NOW) {
  const checkOut = addDays(checkIn, 4);
  const q = await quoteStay(
    contextFor(orm),
    { propertyId: property.id, checkIn, checkOut, guests: 2 },
    { today: todayIn('America/Santo_Domingo', now) },
  );
  const { trip } = await requestBooking(contextFor(orm, actor, { now }), {
    property_id: property.id,
    check_in: checkIn,
    check_out: checkOut,
    guests: 2,
    lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
    quote_signature: q.signature,
  });
  return trip;
}

/** The trip's `grocery` ledger lines, as its guest sees them on the bill. */
const groceryLines = async (actor: UserActor, tripId: number) =>
  (await getTrip(contextFor(orm, actor), tripId)).charges.filter((c) => c.kind === 'grocery');

describe('listGroceryCatalogue', () => {
  it('lists active items by category in order, in the locale', async () => {
    const en = await listGroceryCatalogue(contextFor(orm, VISITOR, { locale: 'en' }));
    const es = await listGroceryCatalogue(contextFor(orm, VISITOR, { locale: 'es' }));
    expect(en[0]?.slug).toBe('fruit-vegetables');
    expect(en[0]?.name).toBe('Fruit and vegetables');
    expect(es[0]?.name).toBe('Frutas y verduras');
    expect(en[0]?.items[0]).toEqual({
      id: id('mangoes').id,
      slug: 'mangoes',
      name: 'Mangoes',
      unit: 'kg',
      price_cents: 450,
      currency: 'USD',
    });
    expect(es[0]?.items.find((i) => i.slug === 'pineapple')?.unit).toBe('pieza');
    expect(en.flatMap((c) => c.items).some((i) => i.slug === 'limes')).toBe(false);
  });
});

describe('saveGroceryOrder', () => {
  it('saves a draft (nothing on the bill), submits it as one grocery charge, and updates that same line', async () => {
    const actor = await guest();
    const trip = await book(actor, '2030-02-01');

    const empty = await getGroceryOrder(contextFor(orm, actor, { now: NOW, locale: 'en' }), trip.id);
    expect(empty).toMatchObject({ status: 'none', lines: [], estimated_cents: 0, editable: true });
    // 16:00 in Santo Domingo on 1 February is 20:00 UTC; 72 hours earlier, 29 January 20:00 UTC.
    expect(empty.editable_until).toBe('2030-01-29T20:00:00.000Z');
    expect(empty.time_zone).toBe('America/Santo_Domingo');

    const draft = await saveGroceryOrder(contextFor(orm, actor, { now: NOW }), trip.id, {
      lines: [{ item_id: id('mangoes').id, quantity: 2, note: 'Ripe, please' }],
      note: 'No nuts',
    });
    expect(draft.status).toBe('draft');
    expect(draft.estimated_cents).toBe(900);
    expect(draft.lines).toEqual([
      expect.objectContaining({ slug: 'mangoes', quantity: 2, note: 'Ripe, please', unit_price_cents: 450, line_total_cents: 900 }),
    ]);
    expect(draft.note).toBe('No nuts');
    expect(draft.submitted_at).toBeNull();
    expect(await groceryLines(actor, trip.id)).toEqual([]);

    const later = new Date(NOW.getTime() + HOUR);
    const submitted = await saveGroceryOrder(
      contextFor(orm, actor, { now: later }),
      trip.id,
      {
        lines: [
          { item_id: id('mangoes').id, quantity: 2 },
          { item_id: id('champagne').id, quantity: 3 },
        ],
      },
      { submit: true },
    );
    const expected = 2 * 450 + 3 * id('champagne').priceCents;
    expect(submitted).toMatchObject({ status: 'submitted', estimated_cents: expected, item_count: 5, submitted_at: later.toISOString() });
    const lines = await groceryLines(actor, trip.id);
    expect(lines).toEqual([expect.objectContaining({ kind: 'grocery', label: 'Groceries (estimate)', amount_cents: expected })]);
    const es = await getTrip(contextFor(orm, actor, { locale: 'es' }), trip.id);
    expect(es.charges.find((c) => c.kind === 'grocery')?.label).toBe('Despensa (estimado)');
    expect(es.balance_due_cents).toBe(trip.total_cents + expected);

    // A later catalogue price does not move the submitted estimate; the next save takes it.
    await orm
      .update(groceryItems)
      .set({ priceCents: 500 })
      .where(eq(groceryItems.id, id('mangoes').id));
    expect((await getGroceryOrder(contextFor(orm, actor, { now: later, locale: 'en' }), trip.id)).estimated_cents).toBe(expected);
    const resubmitted = await saveGroceryOrder(contextFor(orm, actor, { now: later }), trip.id, {
      lines: [{ item_id: id('mangoes').id, quantity: 4 }],
    });
    expect(resubmitted).toMatchObject({ status: 'submitted', estimated_cents: 2000 });
    // The ledger is append-only: the bill gets the difference as a new entry, and adds up to the new estimate.
    expect((await groceryLines(actor, trip.id)).map((c) => c.amount_cents)).toEqual([expected, 2000 - expected]);
    await orm
      .update(groceryItems)
      .set({ priceCents: 450 })
      .where(eq(groceryItems.id, id('mangoes').id));

    // Emptied, the submitted list owes nothing: a last entry takes its estimate off the bill.
    const emptied = await saveGroceryOrder(contextFor(orm, actor, { now: later }), trip.id, { lines: [] }, { submit: true });
    expect(emptied).toMatchObject({ status: 'submitted', estimated_cents: 0, lines: [] });
    expect((await groceryLines(actor, trip.id)).reduce((sum, c) => sum + c.amount_cents, 0)).toBe(0);
    expect((await getTrip(contextFor(orm, actor), trip.id)).money.extras_cents).toBe(0);
    const [order] = await orm.select().from(groceryOrders).where(eq(groceryOrders.reservationId, trip.id));
    expect(order?.billedCents).toBe(0);
  });

  it('is locked from 72 hours before check-in: 409 groceries_locked, in the guest’s language, and nothing changes', async () => {
    const actor = await guest('es');
    const trip = await book(actor, '2030-01-20');
    const cutoff = new Date('2030-01-17T20:00:00Z');
    await saveGroceryOrder(
      contextFor(orm, actor, { now: NOW }),
      trip.id,
      { lines: [{ item_id: id('eggs').id, quantity: 1 }] },
      { submit: true },
    );
    const before = await getGroceryOrder(contextFor(orm, actor, { now: NOW, locale: 'es' }), trip.id);

    const justBefore = await saveGroceryOrder(contextFor(orm, actor, { now: new Date(cutoff.getTime() - 1000) }), trip.id, {
      lines: [{ item_id: id('eggs').id, quantity: 2 }],
    });
    expect(justBefore.estimated_cents).toBe(2 * id('eggs').priceCents);

    const err = await failure(
      saveGroceryOrder(contextFor(orm, actor, { now: cutoff }), trip.id, { lines: [{ item_id: id('eggs').id, quantity: 5 }] }),
    );
    expect([err.status, err.code, err.messageRef.key]).toEqual([409, 'groceries_locked', 'groceries.errors.locked_deadline']);
    const after = await getGroceryOrder(contextFor(orm, actor, { now: cutoff, locale: 'es' }), trip.id);
    expect(after.editable).toBe(false);
    expect(after.lines).toEqual(justBefore.lines);
    expect(before.editable).toBe(true);
    expect((await groceryLines(actor, trip.id)).reduce((sum, c) => sum + c.amount_cents, 0)).toBe(2 * id('eggs').priceCents);
  });

  it('takes a cancelled trip’s groceries off the bill (never delivered) and no longer lets the list change', async () => {
    const actor = await guest();
    const trip = await book(actor, '2030-03-01');
    await saveGroceryOrder(
      contextFor(orm, actor, { now: NOW }),
      trip.id,
      { lines: [{ item_id: id('sourdough').id, quantity: 1 }] },
      { submit: true },
    );
    await cancelReservation(contextFor(orm, actor, { now: NOW }), trip.id);
    const err = await failure(saveGroceryOrder(contextFor(orm, actor, { now: NOW }), trip.id, { lines: [] }));
    expect([err.status, err.code, err.messageRef.key]).toEqual([409, 'groceries_locked', 'groceries.errors.locked_status']);
    expect((await getGroceryOrder(contextFor(orm, actor, { now: NOW, locale: 'en' }), trip.id)).editable).toBe(false);
    expect((await groceryLines(actor, trip.id)).map((c) => c.amount_cents)).toEqual([
      id('sourdough').priceCents,
      -id('sourdough').priceCents,
    ]);
  });

  it('refuses unknown, inactive or repeated items, bad quantities and long notes with 400 and per-line fields', async () => {
    const actor = await guest();
    const trip = await book(actor, '2030-04-01');
    const save = (input: unknown, submit = false) =>
      failure(saveGroceryOrder(contextFor(orm, actor, { now: NOW }), trip.id, input, { submit }));

    const unknown = await save({
      lines: [
        { item_id: id('eggs').id, quantity: 1 },
        { item_id: 999_999, quantity: 1 },
        { item_id: id('limes').id, quantity: 1 },
      ],
    });
    expect([unknown.status, unknown.code]).toEqual([400, 'validation_failed']);
    expect(Object.keys(unknown.fields ?? {})).toEqual(['lines.1.item_id', 'lines.2.item_id']);
    expect(unknown.fields?.['lines.1.item_id']?.key).toBe('groceries.errors.unknown_item');

    const quantities = await save({
      lines: [
        { item_id: id('eggs').id, quantity: 0 },
        { item_id: id('sourdough').id, quantity: 100 },
      ],
    });
    expect(Object.keys(quantities.fields ?? {})).toEqual(['lines.0.quantity', 'lines.1.quantity']);
    const fractional = await save({ lines: [{ item_id: id('eggs').id, quantity: 1.5 }] });
    expect(Object.keys(fractional.fields ?? {})).toEqual(['lines.0.quantity']);

    const repeated = await save({
      lines: [
        { item_id: id('eggs').id, quantity: 1 },
        { item_id: id('eggs').id, quantity: 2 },
      ],
    });
    expect(repeated.fields?.['lines.1.item_id']?.key).toBe('groceries.errors.duplicate_item');

    const note = await save({ lines: [{ item_id: id('eggs').id, quantity: 1, note: 'x'.repeat(201) }] });
    expect(Object.keys(note.fields ?? {})).toEqual(['lines.0.note']);

    const tooMany = await save({ lines: Array.from({ length: 61 }, (_, i) => ({ item_id: i + 1, quantity: 1 })) });
    expect(Object.keys(tooMany.fields ?? {})).toEqual(['lines']);

    const emptySubmit = await save({ lines: [] }, true);
    expect(emptySubmit.fields?.lines?.key).toBe('groceries.errors.empty_list');

    expect((await getGroceryOrder(contextFor(orm, actor, { now: NOW, locale: 'en' }), trip.id)).status).toBe('none');
    expect(await orm.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'grocery'))).not.toContainEqual(
      expect.objectContaining({ reservationId: trip.id }),
    );
  });

  it('answers 404 for another guest’s trip', async () => {
    const owner = await guest();
    const trip = await book(owner, '2030-05-01');
    const stranger = await guest();
    expect((await failure(getGroceryOrder(contextFor(orm, stranger, { now: NOW, locale: 'en' }), trip.id))).status).toBe(404);
    expect((await failure(saveGroceryOrder(contextFor(orm, stranger, { now: NOW }), trip.id, { lines: [] }))).status).toBe(404);
  });
});

describe('the groceries API', () => {
  const withId =
    (handler: (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>, tripId: string) => (req: Request) =>
      handler(req, { params: Promise.resolve({ id: tripId }) });
  const documented = (operationId: string, answer: unknown) => {
    const op = groceryOperations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`no operation ${operationId}`);
    op.response.parse(answer);
  };

  it('is described in /v1/openapi.json', async () => {
    const doc = await openApiRoute().json();
    expect(Object.keys(doc.paths['/v1/groceries'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/v1/account/trips/{id}/groceries']).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/v1/account/trips/{id}/groceries'].put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409']),
    );
  });

  it('serves the catalogue to anyone, cacheable, in the request’s language', async () => {
    const res = await call(catalogueRoute, 'GET', '/v1/groceries?locale=es');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect((res.body.data as { name: string }[])[0]?.name).toBe('Frutas y verduras');
    documented('listGroceryCatalogue', res.body);
  });

  it('reads and saves the guest’s list; anonymous is 401, another guest 404, bad input 400 and a locked list 409', async () => {
    // The routes use the real clock: one stay far ahead, one starting tomorrow (past the cut-off).
    const today = new Date().toISOString().slice(0, 10);
    const user = await createUser(orm, { locale: 'es' });
    const actor = userActor(user, { locale: 'es' });
    const token = (await createSession(orm, user.id)).token;
    const otherToken = (await createSession(orm, (await createUser(orm)).id)).token;
    const far = await book(actor, addDays(today, 300), new Date());
    const soon = await book(actor, addDays(today, 1), new Date());
    const path = (tripId: number) => `/v1/account/trips/${tripId}/groceries`;
    const get = (tripId: number, opts = {}) => call(withId(getGroceriesRoute, String(tripId)), 'GET', path(tripId), opts);
    const put = (tripId: number, json: unknown, opts = {}) =>
      call(withId(putGroceriesRoute, String(tripId)), 'PUT', path(tripId), { json, ...opts });
    const list = { lines: [{ item_id: id('eggs').id, quantity: 2 }], submit: true };

    expect((await get(far.id)).status).toBe(401);
    expect((await put(far.id, list)).status).toBe(401);
    expect((await get(far.id, { bearer: otherToken })).status).toBe(404);
    expect((await put(far.id, list, { bearer: otherToken })).status).toBe(404);

    const bad = await put(far.id, { lines: [{ item_id: id('eggs').id, quantity: 0 }] }, { bearer: token, acceptLanguage: 'es' });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    expect(Object.keys(bad.body.fields as object)).toEqual(['lines.0.quantity']);
    const unknown = await put(far.id, { lines: [{ item_id: 999_999, quantity: 1 }] }, { bearer: token, acceptLanguage: 'es' });
    expect(unknown.status).toBe(400);
    expect((unknown.body.fields as Record<string, string>)['lines.0.item_id']).toBe('Este artículo no está en el catálogo de la despensa.');

    const saved = await put(far.id, list, { bearer: token });
    expect(saved.status).toBe(200);
    documented('saveGroceryOrder', saved.body);
    expect(saved.body.data).toMatchObject({ status: 'submitted', estimated_cents: 2 * id('eggs').priceCents, editable: true });
    const read = await get(far.id, { bearer: token, acceptLanguage: 'es' });
    documented('getGroceryOrder', read.body);
    expect((read.body.data as { lines: { name: string }[] }).lines[0]?.name).toBe('Huevos de granja');

    const locked = await put(soon.id, list, { bearer: token, acceptLanguage: 'es' });
    expect([locked.status, locked.body.code]).toEqual([409, 'groceries_locked']);
    expect(locked.body.error).toContain('72 horas');
    expect((await get(soon.id, { bearer: token })).body.data).toMatchObject({ status: 'none', editable: false });
  });
});
