import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as itineraryItemRoute } from '@/app/v1/account/trips/[id]/itinerary/[itemId]/route';
import { GET as itineraryList, POST as itineraryAdd } from '@/app/v1/account/trips/[id]/itinerary/route';
import { DELETE as travelerDelete, PATCH as travelerPatch } from '@/app/v1/account/trips/[id]/travelers/[travelerId]/route';
import { GET as travelersList, POST as travelersAdd } from '@/app/v1/account/trips/[id]/travelers/route';
import { POST as planConfirm } from '@/app/v1/concierge/itinerary/[itemId]/confirm/route';
import { POST as planDecline } from '@/app/v1/concierge/itinerary/[itemId]/decline/route';
import { POST as reservationConfirm } from '@/app/v1/concierge/reservations/[id]/confirm/route';
import { POST as reservationDecline } from '@/app/v1/concierge/reservations/[id]/decline/route';
import { GET as openApiDocument } from '@/app/v1/openapi.json/route';
import { expireRequests } from '@/server/booking/expire-requests';
import { requestBooking as book } from '@/server/booking/request-booking';
import { addDays } from '@/server/core/calendar';
import { quoteStay } from '@/server/booking/quote.service';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { ledgerEntries, occupancies, reservations } from '@/server/db/schema/booking';
import { outbox } from '@/server/db/schema/platform';
import { travelers } from '@/server/db/schema/trips';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import {
  createCountry,
  createExperience,
  createMember,
  createProperty,
  createReservation,
  createState,
  createUser,
} from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { itineraryOperations } from './itinerary.openapi';
import { contextFor, userActor } from '@/test/context';
import { systemContext } from '@/server/access/context';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let country: { id: number };
let state: { id: number };
let otherState: { id: number };
let experienceSlug: string;
const tokens = { guest: '', stranger: '', concierge: '', farConcierge: '', owner: '' };
let guestId = 0;

// The routes use the real clock: stays well ahead of any run of this test.
const checkIn = addDays(new Date().toISOString().slice(0, 10), 300);
const checkOut = addDays(checkIn, 4);

const userWith = (group?: string) => createMember(database.orm, group);

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  country = await createCountry(orm);
  state = await createState(orm, country.id);
  otherState = await createState(orm, country.id);
  experienceSlug = (await createExperience(orm, { countryId: country.id })).slug;
  const guest = await userWith();
  guestId = guest.user.id;
  tokens.guest = guest.token;
  tokens.stranger = (await userWith()).token;
  tokens.owner = (await userWith('hbl-owners')).token;
  const concierge = await userWith('hbl-concierge');
  tokens.concierge = concierge.token;
  await orm.insert(conciergeAssignments).values({ userId: concierge.user.id, countryId: country.id, stateId: state.id });
  const far = await userWith('hbl-concierge');
  tokens.farConcierge = far.token;
  await orm.insert(conciergeAssignments).values({ userId: far.user.id, countryId: country.id, stateId: otherState.id });
});
afterAll(async () => {
  await database?.dispose();
});

async function trip(over: { status?: 'requested' | 'confirmed'; locale?: string; capacity?: number; guests?: number } = {}) {
  const villa = await createProperty(database.orm, { countryId: country.id, stateId: state.id }, { maximumCapacity: over.capacity ?? 8 });
  const r = await createReservation(
    database.orm,
    { userId: guestId, propertyId: villa.id },
    { checkIn, checkOut, guests: over.guests ?? 2, status: over.status ?? 'confirmed', locale: over.locale ?? 'en' },
  );
  await database.orm.insert(occupancies).values({ propertyId: villa.id, checkIn, checkOut, reservationId: r.id });
  await database.orm.insert(travelers).values({ reservationId: r.id, name: 'Ana Rivera', isLead: 1 });
  return r;
}

function documented(operationId: string, answer: unknown) {
  const op = itineraryOperations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  op.response.parse(answer);
}

const as = (token: string, extra: CallOptions = {}): CallOptions => ({ bearer: token, ...extra });

describe('itinerary routes', () => {
  it('adds, lists and withdraws a plan; 400 with fields in the guest’s language', async () => {
    const r = await trip();
    const path = `/v1/account/trips/${r.id}/itinerary`;
    const added = await call(at(itineraryAdd, { id: String(r.id) }), 'POST', path, {
      ...as(tokens.guest),
      json: { kind: 'experience', slug: experienceSlug, date: addDays(checkIn, 1), start_time: '10:00', guests: 2 },
    });
    expect(added.status).toBe(201);
    documented('addItineraryItem', added.body);
    const bad = await call(at(itineraryAdd, { id: String(r.id) }), 'POST', path, {
      ...as(tokens.guest, { acceptLanguage: 'es' }),
      json: { kind: 'experience', slug: experienceSlug, date: addDays(checkIn, -1), start_time: '10:00', guests: 5 },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    expect((bad.body.fields as Record<string, string>).date).toBe('Elige un día de tu estancia.');
    const shape = await call(at(itineraryAdd, { id: String(r.id) }), 'POST', path, {
      ...as(tokens.guest),
      json: { kind: 'tour', date: 'soon', start_time: '25:00', guests: 0 },
    });
    expect(Object.keys(shape.body.fields as object).sort()).toEqual(['date', 'guests', 'kind', 'start_time']);
    const list = await call(at(itineraryList, { id: String(r.id) }), 'GET', path, as(tokens.guest));
    expect(list.body.meta).toEqual({ count: 1 });
    documented('listItinerary', list.body);
    const itemId = String((added.body.data as { id: number }).id);
    const withdrawn = await call(at(itineraryItemRoute, { id: String(r.id), itemId }), 'DELETE', `${path}/${itemId}`, as(tokens.guest));
    expect((withdrawn.body.data as { status: string }).status).toBe('cancelled');
  });

  it('answers 401 without a session and 404 for another guest’s trip on every route', async () => {
    const r = await trip();
    const id = String(r.id);
    const path = `/v1/account/trips/${id}`;
    const leadId = String((await database.orm.select().from(travelers).where(eq(travelers.reservationId, r.id)))[0]?.id);
    // A real plan on this very trip, so the DELETE's 404 comes from who asks, not from a missing row.
    const plan = await call(at(itineraryAdd, { id }), 'POST', `${path}/itinerary`, {
      ...as(tokens.guest),
      json: { kind: 'experience', slug: experienceSlug, date: checkIn, start_time: '09:00', guests: 1 },
    });
    expect(plan.status).toBe(201);
    const planId = String((plan.body.data as { id: number }).id);
    const routes: [string, (req: Request) => Promise<Response>, string, unknown?][] = [
      ['GET', at(itineraryList, { id }), `${path}/itinerary`],
      [
        'POST',
        at(itineraryAdd, { id }),
        `${path}/itinerary`,
        { kind: 'experience', slug: experienceSlug, date: checkIn, start_time: '10:00', guests: 1 },
      ],
      ['DELETE', at(itineraryItemRoute, { id, itemId: planId }), `${path}/itinerary/${planId}`],
      ['GET', at(travelersList, { id }), `${path}/travelers`],
      ['POST', at(travelersAdd, { id }), `${path}/travelers`, { name: 'Emma', age_group: 'adult' }],
      ['PATCH', at(travelerPatch, { id, travelerId: leadId }), `${path}/travelers/${leadId}`, { name: 'Emma' }],
      ['DELETE', at(travelerDelete, { id, travelerId: leadId }), `${path}/travelers/${leadId}`],
    ];
    for (const [method, handler, url, json] of routes) {
      const anonymous = await call(handler, method, url, json === undefined ? {} : { json });
      expect([method, url, anonymous.status]).toEqual([method, url, 401]);
      const stranger = await call(handler, method, url, { ...as(tokens.stranger), ...(json === undefined ? {} : { json }) });
      expect([method, url, stranger.status]).toEqual([method, url, 404]);
    }
    const plans = await call(at(itineraryList, { id }), 'GET', `${path}/itinerary`, as(tokens.guest));
    expect((plans.body.data as { id: number; status: string }[]).map((p) => [String(p.id), p.status])).toEqual([[planId, 'requested']]);
    const names = await call(at(travelersList, { id }), 'GET', `${path}/travelers`, as(tokens.guest));
    expect((names.body.data as { id: number }[]).map((t) => String(t.id))).toEqual([leadId]);
  });

  it('concierge routes: confirm adds one charge equal to the price, decline none; other roles 403, outside scope 404', async () => {
    const r = await trip();
    const add = async () => {
      const res = await call(at(itineraryAdd, { id: String(r.id) }), 'POST', `/v1/account/trips/${r.id}/itinerary`, {
        ...as(tokens.guest),
        json: { kind: 'experience', slug: experienceSlug, date: checkIn, start_time: '16:00', guests: 1 },
      });
      return String((res.body.data as { id: number }).id);
    };
    const one = await add();
    const two = await add();
    const confirmUrl = (itemId: string) => `/v1/concierge/itinerary/${itemId}/confirm`;
    const confirm = (itemId: string, token: string, json: unknown = { price_cents: 18_500 }) =>
      call(at(planConfirm, { itemId }), 'POST', confirmUrl(itemId), { ...as(token), json });
    expect((await confirm(one, tokens.guest)).status).toBe(403);
    expect((await confirm(one, tokens.owner)).status).toBe(403);
    // Issue 12, finding 9: the role is checked before the body is read, so a wrong role learns
    // nothing of the body's shape (a bad body is 403, not 400 with field names).
    for (const bad of [{}, { price_cents: 'x' }, []]) {
      const wrongRole = await confirm(one, tokens.guest, bad);
      expect([wrongRole.status, wrongRole.body.code, wrongRole.body.fields]).toEqual([403, 'forbidden', undefined]);
    }
    const notJson = await call(at(planConfirm, { itemId: one }), 'POST', confirmUrl(one), {
      ...as(tokens.owner),
      raw: { body: '{', type: 'application/json' },
    });
    expect(notJson.status).toBe(403);
    expect((await confirm(one, tokens.farConcierge)).status).toBe(404);
    expect((await call(at(planConfirm, { itemId: one }), 'POST', confirmUrl(one), { json: { price_cents: 1 } })).status).toBe(401);
    expect((await confirm(one, tokens.concierge, { price_cents: -5 })).status).toBe(400);
    const ok = await confirm(one, tokens.concierge);
    expect(ok.status).toBe(200);
    documented('confirmItineraryItem', ok.body);
    const lines = await database.orm
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reservationId, r.id), eq(ledgerEntries.kind, 'extra')));
    expect(lines.map((l) => l.amountCents)).toEqual([18_500]);
    expect((await confirm(one, tokens.concierge)).status).toBe(409);
    const declined = await call(at(planDecline, { itemId: two }), 'POST', `/v1/concierge/itinerary/${two}/decline`, as(tokens.concierge));
    expect((declined.body.data as { status: string }).status).toBe('declined');
    expect(await database.orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, r.id))).toHaveLength(1);
  });
});

describe('travelers routes', () => {
  it('adds up to the booked guests (not the villa’s capacity) then 409 travelers_exceed_guests (localized), edits, and keeps the lead guest', async () => {
    const r = await trip({ capacity: 8, guests: 2 });
    const path = `/v1/account/trips/${r.id}/travelers`;
    const add = (name: string, lang = 'en') =>
      call(at(travelersAdd, { id: String(r.id) }), 'POST', path, {
        ...as(tokens.guest, { acceptLanguage: lang }),
        json: { name, age_group: 'child' },
      });
    const emma = await add('Emma Harper');
    expect(emma.status).toBe(201);
    documented('addTraveler', emma.body);
    const full = await add('One more', 'es');
    expect([full.status, full.body.code, full.body.error]).toEqual([
      409,
      'travelers_exceed_guests',
      'Esta estancia está reservada para 2 huéspedes y el viaje ya los tiene a todos. Más huéspedes es un cambio de la reserva, con su precio: escribe a tu concierge.',
    ]);
    const inEnglish = await add('One more');
    expect([inEnglish.status, inEnglish.body.code]).toEqual([409, 'travelers_exceed_guests']);
    expect(inEnglish.body.error).toContain('booked for 2 guests');
    const invalid = await call(at(travelersAdd, { id: String(r.id) }), 'POST', path, {
      ...as(tokens.guest),
      json: { name: '', email: 'not-an-email', age_group: 'elder' },
    });
    expect(Object.keys(invalid.body.fields as object).sort()).toEqual(['age_group', 'email', 'name']);
    const list = await call(at(travelersList, { id: String(r.id) }), 'GET', path, as(tokens.guest));
    documented('listTravelers', list.body);
    expect(list.body.meta).toEqual({ count: 2, capacity: 2 });
    const [lead, companion] = list.body.data as { id: number; is_lead: boolean }[];
    expect(lead?.is_lead).toBe(true);
    const leadId = String(lead?.id);
    const notLead = await call(at(travelerPatch, { id: String(r.id), travelerId: leadId }), 'PATCH', `${path}/${leadId}`, {
      ...as(tokens.guest),
      json: { is_lead: false },
    });
    expect(notLead.status).toBe(400);
    const removeLead = await call(
      at(travelerDelete, { id: String(r.id), travelerId: leadId }),
      'DELETE',
      `${path}/${leadId}`,
      as(tokens.guest),
    );
    expect([removeLead.status, removeLead.body.code]).toEqual([409, 'lead_not_removable']);
    const cid = String(companion?.id);
    const edited = await call(at(travelerPatch, { id: String(r.id), travelerId: cid }), 'PATCH', `${path}/${cid}`, {
      ...as(tokens.guest),
      json: { email: 'emma@example.test' },
    });
    expect((edited.body.data as { email: string }).email).toBe('emma@example.test');
    const removed = await call(at(travelerDelete, { id: String(r.id), travelerId: cid }), 'DELETE', `${path}/${cid}`, as(tokens.guest));
    expect(removed.status).toBe(200);
    const after = await call(at(travelersList, { id: String(r.id) }), 'GET', path, as(tokens.guest));
    expect(after.body.meta).toEqual({ count: 1, capacity: 2 });
    expect((after.body.data as { id: number; is_lead: boolean }[]).map((t) => [t.id, t.is_lead])).toEqual([[lead?.id, true]]);
  });
});

describe('reservation decisions and expiry mail the guest in the language they booked in', () => {
  const mailsFor = async (email: string) => database.orm.select().from(outbox).where(eq(outbox.toAddress, email));

  it('confirm sends “Your request is accepted” asking for the deposit; decline sends the declined mail; 403/404 as for plans', async () => {
    // A Spanish-speaking guest (their account's language) with one request made in each language: both mails in Spanish.
    const guest = await createMember(database.orm, undefined, { locale: 'es' });
    const villa = await createProperty(database.orm, { countryId: country.id, stateId: state.id });
    const make = (locale: string, start: string) =>
      createReservation(
        database.orm,
        { userId: guest.user.id, propertyId: villa.id },
        { checkIn: start, checkOut: addDays(start, 3), status: 'requested', locale },
      );
    const es = await make('es', checkIn);
    const en = await make('en', addDays(checkIn, 10));
    await database.orm
      .insert(occupancies)
      .values({ propertyId: villa.id, checkIn: en.checkIn, checkOut: en.checkOut, reservationId: en.id });
    const confirmAt = (id: number, token: string) =>
      call(at(reservationConfirm, { id: String(id) }), 'POST', `/v1/concierge/reservations/${id}/confirm`, as(token));
    expect((await confirmAt(es.id, tokens.guest)).status).toBe(403);
    expect((await confirmAt(es.id, tokens.farConcierge)).status).toBe(404);
    const confirmed = await confirmAt(es.id, tokens.concierge);
    expect(confirmed.status).toBe(200);
    documented('confirmReservationRequest', confirmed.body);
    const declined = await call(
      at(reservationDecline, { id: String(en.id) }),
      'POST',
      `/v1/concierge/reservations/${en.id}/decline`,
      as(tokens.concierge, { json: { reason: 'The owner is repainting the villa that week.' } }),
    );
    expect(declined.status).toBe(200);
    expect((await confirmAt(en.id, tokens.concierge)).body.code).toBe('not_requested');
    expect(await database.orm.select().from(occupancies).where(eq(occupancies.reservationId, en.id))).toEqual([]);

    const mails = await mailsFor(guest.user.email);
    // Accepted, the request awaits its deposit: the mail asks for it, with the schedule.
    const confirmedMail = mails.find((m) => m.template === 'booking-accepted');
    expect(confirmedMail?.locale).toBe('es');
    expect(confirmedMail?.subject).toContain(es.confirmationNumber);
    expect(confirmedMail?.textBody).toContain('Tu solicitud está aceptada');
    expect(confirmedMail?.textBody).toContain('Pagar la señal');
    const declinedMail = mails.find((m) => m.template === 'booking-declined');
    expect(declinedMail?.locale).toBe('es');
    expect(declinedMail?.textBody).toContain('Tu solicitud fue rechazada');
    expect(declinedMail?.textBody).toContain(`check_in=${en.checkIn}`);
    expect(declinedMail?.textBody).toContain('Nota de tu concierge: «The owner is repainting the villa that week.»');
    expect(mails).toHaveLength(2);
  });

  it('an expired request mails the guest and frees its dates', async () => {
    const villa = await createProperty(database.orm, { countryId: country.id, stateId: state.id }, { instantBook: false, minNights: 1 });
    const user = await createUser(database.orm, { locale: 'es' });
    const actor = userActor(user, { locale: 'es' });
    const q = await quoteStay(contextFor(database.orm), { propertyId: villa.id, checkIn, checkOut, guests: 2 });
    const { trip } = await book(contextFor(database.orm, actor), {
      property_id: villa.id,
      check_in: checkIn,
      check_out: checkOut,
      guests: 2,
      lead_guest: { first_name: 'Lucía', last_name: 'Gómez', email: 'lucia@example.test', phone: '+34 600 000 000' },
      quote_signature: q.signature,
    });
    expect(trip.status).toBe('requested');
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(await expireRequests(systemContext(database.orm, 'expire-requests', { now: later }))).toContain(trip.id);
    const [row] = await database.orm.select().from(reservations).where(eq(reservations.id, trip.id));
    expect(row?.status).toBe('expired');
    expect(await database.orm.select().from(occupancies).where(eq(occupancies.reservationId, trip.id))).toEqual([]);
    const expiredMail = (await mailsFor(user.email)).find((m) => m.template === 'booking-expired');
    expect(expiredMail?.locale).toBe('es');
    expect(expiredMail?.subject).toContain(trip.confirmation_number);
    expect(expiredMail?.textBody).toContain('Tu solicitud ha vencido');
    // The dates are free again: another guest books them.
    const other = await createUser(database.orm);
    const next = await book(contextFor(database.orm, { ...actor, userId: other.id, email: other.email }, { now: later }), {
      property_id: villa.id,
      check_in: checkIn,
      check_out: checkOut,
      guests: 2,
      lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
      quote_signature: (await quoteStay(contextFor(database.orm), { propertyId: villa.id, checkIn, checkOut, guests: 2 })).signature,
    });
    expect(next.trip.status).toBe('requested');
  });
});

describe('GET /v1/openapi.json', () => {
  it('describes every plans operation', async () => {
    const doc = await openApiDocument().json();
    expect(Object.keys(doc.paths['/v1/account/trips/{id}/itinerary'])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v1/account/trips/{id}/travelers/{travelerId}'])).toEqual(['patch', 'delete']);
    for (const path of [
      '/v1/account/trips/{id}/itinerary/{itemId}',
      '/v1/account/trips/{id}/travelers',
      '/v1/concierge/itinerary/{itemId}/confirm',
      '/v1/concierge/itinerary/{itemId}/decline',
      '/v1/concierge/reservations/{id}/confirm',
      '/v1/concierge/reservations/{id}/decline',
    ])
      expect(doc.paths).toHaveProperty([path]);
  });
});
