import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as publicPropertyRoute } from '@/app/v1/properties/[id]/route';
import { DELETE as unblockRoute } from '@/app/v1/owner/properties/[id]/blocks/[blockId]/route';
import { GET as calendarRoute, POST as blockRoute } from '@/app/v1/owner/properties/[id]/blocks/route';
import { GET as guestInfoRoute, PUT as saveGuestInfoRoute } from '@/app/v1/owner/properties/[id]/guest-info/route';
import { GET as previewRoute } from '@/app/v1/owner/properties/[id]/rates/preview/route';
import { GET as ratesRoute, PUT as saveRatesRoute } from '@/app/v1/owner/properties/[id]/rates/route';
import { GET as detailsRoute, PATCH as patchRoute } from '@/app/v1/owner/properties/[id]/route';
import { POST as submitRoute } from '@/app/v1/owner/properties/[id]/submit/route';
import { POST as createRoute } from '@/app/v1/owner/properties/route';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { properties } from '@/server/db/schema/catalog';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { createHeldReservation, createMember, createProperty, createPropertyImage, createRegion } from '@/test/factories';
import { createBlock, farRange, guestInfoBody, ratesBody } from '@/test/owner-fixtures-listings';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * One villa's editor in the owner portal through its real routes: details in both languages and
 * what publishing needs, prices and seasons (never overlapping), the quote preview, calendar
 * blocks, and the private guest information; other owners get 404, other roles 403, and a refused
 * save loses nothing.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner = '';
let otherOwner = '';
let concierge = '';
let farConcierge = '';
let guestId = 0;
let villaId = 0;
let draftId = 0;
let stateId = 0;

const as = (bearer: string, extra: CallOptions = {}): CallOptions => ({ bearer, ...extra });
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const { country, state, elsewhere } = await createRegion(orm);
  const o = await createMember(orm, 'hbl-owners');
  owner = o.token;
  otherOwner = (await createMember(orm, 'hbl-owners')).token;
  const c = await createMember(orm, 'hbl-concierge');
  concierge = c.token;
  const far = await createMember(orm, 'hbl-concierge');
  farConcierge = far.token;
  await orm.insert(conciergeAssignments).values([
    { userId: c.user.id, countryId: country.id, stateId: state.id },
    { userId: far.user.id, countryId: country.id, stateId: elsewhere.id },
  ]);
  guestId = (await createMember(orm)).user.id;
  const place = { countryId: country.id, stateId: state.id };
  stateId = state.id;
  villaId = (await createProperty(orm, place, { ownerId: o.user.id })).id;
  await createPropertyImage(orm, villaId);
  draftId = (
    await createProperty(orm, place, {
      ownerId: o.user.id,
      status: 'draft',
      shortDescriptionEs: '',
      descriptionEs: '',
      ourBeLikeEn: ['Sunsets'],
    })
  ).id;
});
afterAll(async () => {
  await database?.dispose();
});

describe('GET|PATCH /v1/owner/properties/{id}', () => {
  it('shows the owner the details in both languages with the missing translations flagged', async () => {
    const res = await call(at(detailsRoute, { id: draftId }), 'GET', `/v1/owner/properties/${draftId}`, as(owner));
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ id: draftId, status: 'draft', short_description_en: 'By the sea.', short_description_es: '' });
    expect(data.missing_translations).toEqual(['short_description_es', 'description_es', 'our_be_like_es']);
    expect(data.publish_missing).toEqual(['short_description_es', 'description_es', 'photos']);
  });

  it('answers another owner 404 and a concierge 403', async () => {
    expect((await call(at(detailsRoute, { id: villaId }), 'GET', '/x', as(otherOwner))).status).toBe(404);
    expect((await call(at(detailsRoute, { id: villaId }), 'GET', '/x', as(concierge))).status).toBe(403);
    const patch = await call(at(patchRoute, { id: villaId }), 'PATCH', '/x', as(otherOwner, { json: { name: 'Mine now' } }));
    expect(patch.status).toBe(404);
  });

  it('saves a change that the public API shows at once', async () => {
    const [before] = await database.orm.select({ at: properties.updatedAt }).from(properties).where(eq(properties.id, villaId));
    const res = await call(
      at(patchRoute, { id: villaId }),
      'PATCH',
      '/x',
      as(owner, {
        json: {
          short_description_es: 'Frente al mar, con muelle propio.',
          bathrooms: 3.5,
          amenities: ['wifi', 'chef'],
          bed_layout: [{ name_en: 'Main', name_es: 'Principal', beds: [{ kind: 'king', count: 1 }] }],
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ short_description_es: 'Frente al mar, con muelle propio.', bathrooms: 3.5 });
    const [after] = await database.orm.select({ at: properties.updatedAt }).from(properties).where(eq(properties.id, villaId));
    expect(after?.at.getTime()).toBeGreaterThanOrEqual(before?.at.getTime() ?? 0);
    const pub = await call(at(publicPropertyRoute, { id: villaId }), 'GET', `/v1/properties/${villaId}`, { acceptLanguage: 'es' });
    expect(JSON.stringify(pub.body)).toContain('Frente al mar, con muelle propio.');
  });

  // Issue 28, finding 10: house rules are part of the authorization a guest signs.
  it('removes bidirectional control characters from texts and house rules, and refuses them in the villa’s name', async () => {
    const patch = (json: object, acceptLanguage = 'en') =>
      call(at(patchRoute, { id: villaId }), 'PATCH', '/x', as(owner, { json, acceptLanguage }));
    const saved = await patch({ house_rules_en: ['No \u202Esmoking\u202C indoors'], short_description_en: '\u2066Sea\u2069 views' });
    expect(saved.status).toBe(200);
    const [row] = await database.orm
      .select({ rules: properties.houseRulesEn, short: properties.shortDescriptionEn, name: properties.name })
      .from(properties)
      .where(eq(properties.id, villaId));
    expect(row).toMatchObject({ rules: ['No smoking indoors'], short: 'Sea views' });
    const named = await patch({ name: 'Villa \u202Eaneres' }, 'es');
    expect([named.status, named.body.fields]).toEqual([
      422,
      { name: 'Quita los caracteres invisibles que cambian la dirección del texto.' },
    ]);
    const [still] = await database.orm.select({ name: properties.name }).from(properties).where(eq(properties.id, villaId));
    expect(still?.name).toBe(row?.name);
  });

  it('refuses bad input with 422 and localized fields', async () => {
    const res = await call(
      at(patchRoute, { id: villaId }),
      'PATCH',
      '/x',
      as(owner, { json: { bathrooms: 2.3, amenities: ['helipad'], check_in_time: '25:00' }, acceptLanguage: 'es' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(Object.keys(res.body.fields as object).sort()).toEqual(['amenities.0', 'bathrooms', 'check_in_time']);
  });

  it('refuses to submit an incomplete listing for review, naming what is missing, and changes nothing', async () => {
    const res = await call(at(submitRoute, { id: draftId }), 'POST', '/x', as(owner));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('listing_incomplete');
    expect(Object.keys(res.body.fields as object)).toEqual(['short_description_es', 'description_es', 'photos']);
    const [row] = await database.orm.select().from(properties).where(eq(properties.id, draftId));
    expect(row).toMatchObject({ status: 'draft', submittedAt: null });
  });

  it('lets only an administrator publish: an owner gets 403 and submits for review instead', async () => {
    const res = await call(at(patchRoute, { id: draftId }), 'PATCH', '/x', as(owner, { json: { status: 'published', name: 'Renamed' } }));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('review_required');
    const [row] = await database.orm.select().from(properties).where(eq(properties.id, draftId));
    expect(row).toMatchObject({ status: 'draft', name: expect.not.stringMatching('Renamed') });
  });

  it('saves a draft incomplete, and submits it once complete', async () => {
    const draft = await call(at(patchRoute, { id: draftId }), 'PATCH', '/x', as(owner, { json: { description_es: 'Una villa.' } }));
    expect(draft.status).toBe(200);
    await createPropertyImage(database.orm, draftId);
    await call(at(patchRoute, { id: draftId }), 'PATCH', '/x', as(owner, { json: { short_description_es: 'Junto al mar.' } }));
    const res = await call(at(submitRoute, { id: draftId }), 'POST', '/x', as(owner));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'submitted', publish_missing: [], review_note: null });
  });

  it('a new listing has no maximum guests (null, not 0), and what it still needs is exactly what submitting refuses', async () => {
    const created = await call(
      createRoute,
      'POST',
      '/v1/owner/properties',
      as(owner, { json: { name: 'Villa Nueva', state_id: stateId } }),
    );
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const details = await call(at(detailsRoute, { id }), 'GET', '/x', as(owner));
    const data = details.body.data as { maximum_capacity: number | null; publish_missing: string[] };
    expect(data.maximum_capacity).toBeNull();
    expect(data.publish_missing).toContain('maximum_capacity');
    // The editor's "to publish, this listing still needs" list is the server's publish rule.
    const refused = await call(at(submitRoute, { id }), 'POST', '/x', as(owner));
    expect([refused.status, refused.body.code]).toEqual([422, 'listing_incomplete']);
    expect(Object.keys(refused.body.fields as object)).toEqual(data.publish_missing);

    // Saying it (and then emptying it again) is saved; the list follows.
    const said = await call(at(patchRoute, { id }), 'PATCH', '/x', as(owner, { json: { maximum_capacity: 6 } }));
    expect((said.body.data as typeof data).maximum_capacity).toBe(6);
    expect((said.body.data as typeof data).publish_missing).not.toContain('maximum_capacity');
    const emptied = await call(at(patchRoute, { id }), 'PATCH', '/x', as(owner, { json: { maximum_capacity: null } }));
    expect((emptied.body.data as typeof data).maximum_capacity).toBeNull();
  });

  it('a draft saves whatever is valid: the descriptions typed are kept, the wrong field is named (422 draft_saved_in_part)', async () => {
    const created = await call(
      createRoute,
      'POST',
      '/v1/owner/properties',
      as(owner, { json: { name: 'Villa Parcial', state_id: stateId } }),
    );
    const id = (created.body.data as { id: number }).id;
    const res = await call(
      at(patchRoute, { id }),
      'PATCH',
      '/x',
      as(owner, {
        acceptLanguage: 'es',
        json: {
          description_en: 'A house on the cliff.',
          description_es: 'Una casa en el acantilado.',
          short_description_en: 'Cliff house.',
          maximum_capacity: null,
          bathrooms: 2.3,
          check_in_time: '25:00',
        },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('draft_saved_in_part');
    expect(res.body.error).toBe('Tu borrador está guardado, salvo los campos marcados abajo: corrígelos y vuelve a guardar.');
    expect(Object.keys(res.body.fields as object).sort()).toEqual(['bathrooms', 'check_in_time']);
    const [row] = await database.orm.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({
      status: 'draft',
      descriptionEn: 'A house on the cliff.',
      descriptionEs: 'Una casa en el acantilado.',
      shortDescriptionEn: 'Cliff house.',
      numberBathroom: 0,
      checkInTime: '15:00',
      maximumCapacity: 0,
    });
    // A key of every object's prototype is an unknown field like any other, not a 500.
    const odd = await call(
      at(patchRoute, { id }),
      'PATCH',
      '/x',
      as(owner, {
        raw: {
          body: '{"constructor": 1, "__proto__": 2, "toString": "x", "bathrooms": 2.3, "name": "Villa Entera"}',
          type: 'application/json',
        },
      }),
    );
    expect([odd.status, odd.body.code]).toEqual([422, 'draft_saved_in_part']);
    expect(Object.keys(odd.body.fields as object).sort()).toEqual(['__proto__', 'bathrooms', 'constructor', 'toString']);
    const [renamed] = await database.orm.select({ name: properties.name }).from(properties).where(eq(properties.id, id));
    expect(renamed?.name).toBe('Villa Entera');
    // A listing under review (or published) stays all-or-nothing: one wrong field saves nothing.
    const strict = await call(
      at(patchRoute, { id: villaId }),
      'PATCH',
      '/x',
      as(owner, { json: { description_en: 'Changed.', bathrooms: 2.3 } }),
    );
    expect([strict.status, strict.body.code]).toEqual([422, 'validation_failed']);
    const [villa] = await database.orm.select().from(properties).where(eq(properties.id, villaId));
    expect(villa?.descriptionEn).not.toBe('Changed.');
  });

  it('keeps a published listing complete: emptying a required text is 422', async () => {
    const res = await call(at(patchRoute, { id: villaId }), 'PATCH', '/x', as(owner, { json: { description_es: '' } }));
    expect(res.status).toBe(422);
    expect(res.body.fields).toHaveProperty('description_es');
  });
});

describe('GET|PUT /v1/owner/properties/{id}/rates', () => {
  const seasonStart = addDays(today, 400);
  it('replaces the prices and seasons, and reads them back', async () => {
    const res = await call(at(saveRatesRoute, { id: villaId }), 'PUT', '/x', as(owner, { json: ratesBody() }));
    expect(res.status).toBe(200);
    const read = await call(at(ratesRoute, { id: villaId }), 'GET', '/x', as(owner));
    expect(read.body.data).toMatchObject({
      base_price_cents: 80_000,
      min_nights: 3,
      deposit_percent: 30,
      balance_due_days: 45,
      seasonal_rates: [{ name_es: 'Temporada alta', start_date: seasonStart, nightly_cents: 120_000, min_nights: 5 }],
    });
  });

  it('refuses overlapping seasons with 409 naming both, and loses nothing saved', async () => {
    const body = ratesBody({
      base_price_cents: 1_000,
      seasonal_rates: [
        {
          name_en: 'Winter',
          name_es: 'Invierno',
          start_date: seasonStart,
          end_date: addDays(seasonStart, 20),
          nightly_cents: 100_000,
          min_nights: null,
        },
        {
          name_en: 'Holidays',
          name_es: 'Fiestas',
          start_date: addDays(seasonStart, 10),
          end_date: addDays(seasonStart, 25),
          nightly_cents: 150_000,
          min_nights: 7,
        },
      ],
    });
    const res = await call(at(saveRatesRoute, { id: villaId }), 'PUT', '/x', as(owner, { json: body }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('rates_overlap');
    expect(res.body.error).toContain('Winter');
    expect(res.body.error).toContain('Holidays');
    const read = await call(at(ratesRoute, { id: villaId }), 'GET', '/x', as(owner));
    expect(read.body.data).toMatchObject({ base_price_cents: 80_000, seasonal_rates: [{ name_en: 'High season' }] });
  });

  it('answers 409 from the database constraint too (the same rule, for a concurrent save)', async () => {
    await expect(
      database.orm.execute(
        sql`insert into seasonal_rates (property_id, name_en, name_es, start_date, end_date, nightly_cents)
          values (${villaId}, 'x', 'x', ${addDays(seasonStart, 1)}, ${addDays(seasonStart, 3)}, 1000)`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('refuses a rate or a minimum stay of zero with 422', async () => {
    for (const body of [
      ratesBody({ base_price_cents: 0 }),
      ratesBody({ min_nights: 0 }),
      ratesBody({ seasonal_rates: [{ ...ratesBody().seasonal_rates[0], nightly_cents: 0 }] }),
      ratesBody({ seasonal_rates: [{ ...ratesBody().seasonal_rates[0], min_nights: 0 }] }),
    ]) {
      const res = await call(at(saveRatesRoute, { id: villaId }), 'PUT', '/x', as(owner, { json: body }));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const read = await call(at(ratesRoute, { id: villaId }), 'GET', '/x', as(owner));
    expect(read.body.data).toMatchObject({ base_price_cents: 80_000, min_nights: 3 });
  });

  it('answers another owner 404 and a concierge 403', async () => {
    expect((await call(at(saveRatesRoute, { id: villaId }), 'PUT', '/x', as(otherOwner, { json: ratesBody() }))).status).toBe(404);
    expect((await call(at(ratesRoute, { id: villaId }), 'GET', '/x', as(concierge))).status).toBe(403);
  });

  it('previews a quote at the saved rates, naming the season’s minimum stay (drafts too)', async () => {
    const q = (id: number, checkIn: string, checkOut: string) =>
      call(at(previewRoute, { id }), 'GET', `/x?check_in=${checkIn}&check_out=${checkOut}&guests=2&locale=es`, as(owner));
    const res = await q(villaId, addDays(seasonStart, -1), addDays(seasonStart, 2));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      night_count: 3,
      nights: [
        { date: addDays(seasonStart, -1), cents: 80_000 },
        { date: seasonStart, cents: 120_000 },
        { date: addDays(seasonStart, 1), cents: 120_000 },
      ],
      nights_total_cents: 320_000,
      cleaning_fee_cents: 20_000,
      min_nights: 3,
      problem: null,
    });
    const inSeason = await q(villaId, seasonStart, addDays(seasonStart, 3));
    expect(inSeason.body.data).toMatchObject({ min_nights: 5, problem: 'min_nights' });
    const draft = await call(at(patchRoute, { id: draftId }), 'PATCH', '/x', as(owner, { json: { status: 'draft' } }));
    expect(draft.status).toBe(200);
    expect((await q(draftId, addDays(today, 30), addDays(today, 33))).status).toBe(200);
    expect((await q(villaId, addDays(today, 33), addDays(today, 30))).status).toBe(400);
  });
});

describe('GET|POST /v1/owner/properties/{id}/blocks, DELETE …/{blockId}', () => {
  it('blocks free nights, shows them beside the reservations, and unblocks them', async () => {
    const stay = { checkIn: addDays(today, 20), checkOut: addDays(today, 25) };
    await createHeldReservation(database.orm, { userId: guestId, propertyId: villaId }, stay);
    const range = { start_date: addDays(today, 26), end_date: addDays(today, 28) };
    const res = await call(
      at(blockRoute, { id: villaId }),
      'POST',
      '/x',
      as(owner, { json: { ...range, reason: 'maintenance', note: 'Roof' } }),
    );
    expect(res.status).toBe(201);
    const blockId = (res.body.data as { id: number }).id;
    const cal = await call(at(calendarRoute, { id: villaId }), 'GET', '/x?months=3&locale=en', as(owner));
    expect(cal.status).toBe(200);
    const data = cal.body.data as { reservations: unknown[]; blocks: unknown[] };
    expect(data.reservations).toEqual([
      expect.objectContaining({ check_in: stay.checkIn, check_out: stay.checkOut, status: 'confirmed', guest_first_name: 'Guest' }),
    ]);
    expect(JSON.stringify(data.reservations)).not.toContain('Rivera');
    expect(data.blocks).toEqual([expect.objectContaining({ id: blockId, ...range, reason: 'maintenance', note: 'Roof' })]);

    const del = await call(at(unblockRoute, { id: villaId, blockId }), 'DELETE', '/x', as(owner));
    expect(del.status).toBe(200);
    const [held] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from occupancies where block_id = ${blockId}`);
    expect(held?.n).toBe(0);
  });

  it('names the guest by first name only on reserved nights and prices every night (season, else base)', async () => {
    const orm = database.orm;
    const [v] = await rows<{ owner_id: number; country_id: number; state_id: number }>(
      orm,
      sql`select owner_id, country_id, state_id from properties where id = ${villaId}`,
    );
    if (!v) throw new Error('no villa');
    const villa = await createProperty(
      orm,
      { countryId: v.country_id, stateId: v.state_id },
      { ownerId: v.owner_id, basePriceCents: 45_000 },
    );
    const named = { checkIn: addDays(today, 3), checkOut: addDays(today, 5) };
    const unnamed = { checkIn: addDays(today, 6), checkOut: addDays(today, 8) };
    const booker = (await createMember(orm, undefined, { name: 'Lucía Fernández' })).user.id;
    const a = await createHeldReservation(orm, { userId: guestId, propertyId: villa.id }, named);
    await orm.execute(sql`update reservations set lead_guest_first_name = 'Marta', lead_guest_last_name = 'Rivera' where id = ${a.id}`);
    await createHeldReservation(orm, { userId: booker, propertyId: villa.id }, unnamed);
    const seasonDay = addDays(today, 10);
    await orm.execute(
      sql`insert into seasonal_rates (property_id, name_en, name_es, start_date, end_date, nightly_cents)
        values (${villa.id}, 'Peak', 'Pico', ${seasonDay}::date, ${addDays(seasonDay, 1)}::date, 99000)`,
    );

    const cal = await call(at(calendarRoute, { id: villa.id }), 'GET', '/x?months=3&locale=en', as(owner));
    expect(cal.status).toBe(200);
    const data = cal.body.data as {
      from: string;
      to: string;
      currency: string;
      reservations: { check_in: string; guest_first_name: string }[];
      prices: { date: string; cents: number }[];
    };
    expect(data.reservations.map((r) => [r.check_in, r.guest_first_name])).toEqual([
      [named.checkIn, 'Marta'],
      [unnamed.checkIn, 'Lucía'],
    ]);
    expect(JSON.stringify(data.reservations)).not.toMatch(/Rivera|Fernández/);
    expect(data.currency).toBe('USD');
    const price = new Map(data.prices.map((p) => [p.date, p.cents]));
    expect(price.get(addDays(today, 9))).toBe(45_000);
    expect(price.get(seasonDay)).toBe(99_000);
    expect(data.prices[0]?.date).toBe(data.from);
    expect(data.prices.at(-1)?.date).toBe(addDays(data.to, -1));

    // Another owner sees nothing of it.
    expect((await call(at(calendarRoute, { id: villa.id }), 'GET', '/x?months=3&locale=en', as(otherOwner))).status).toBe(404);
  });

  it('refuses a block over a reservation or another block with 409 dates_taken, writing nothing', async () => {
    const stay = { checkIn: addDays(today, 40), checkOut: addDays(today, 45) };
    await createHeldReservation(database.orm, { userId: guestId, propertyId: villaId }, stay);
    const existing = await createBlock(database.orm, villaId);
    const [before] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from calendar_blocks`);
    for (const range of [
      { start_date: addDays(today, 44), end_date: addDays(today, 47) },
      { start_date: existing.start_date, end_date: addDays(existing.end_date, 2) },
    ]) {
      const res = await call(at(blockRoute, { id: villaId }), 'POST', '/x', as(owner, { json: { ...range, reason: 'owner' } }));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('dates_taken');
    }
    const [after] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from calendar_blocks`);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a block that ends before it starts or starts in the past (422)', async () => {
    const bad = await call(
      at(blockRoute, { id: villaId }),
      'POST',
      '/x',
      as(owner, { json: { start_date: addDays(today, 60), end_date: addDays(today, 60), reason: 'owner' } }),
    );
    expect(bad.status).toBe(422);
    const past = await call(
      at(blockRoute, { id: villaId }),
      'POST',
      '/x',
      as(owner, { json: { start_date: addDays(today, -3), end_date: addDays(today, 1), reason: 'owner' } }),
    );
    expect(past.status).toBe(422);
  });

  it('keeps imported iCal blocks (409) and another owner’s blocks (404)', async () => {
    const imported = await createBlock(database.orm, villaId, { reason: 'ical' });
    const res = await call(at(unblockRoute, { id: villaId, blockId: imported.id }), 'DELETE', '/x', as(owner));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('block_imported');
    const mine = await createBlock(database.orm, villaId);
    expect((await call(at(unblockRoute, { id: villaId, blockId: mine.id }), 'DELETE', '/x', as(otherOwner))).status).toBe(404);
    expect((await call(at(unblockRoute, { id: draftId, blockId: mine.id }), 'DELETE', '/x', as(owner))).status).toBe(404);
    expect(
      (await call(at(blockRoute, { id: villaId }), 'POST', '/x', as(concierge, { json: { ...farRange(), reason: 'owner' } }))).status,
    ).toBe(403);
  });
});

describe('GET|PUT /v1/owner/properties/{id}/guest-info', () => {
  it('is saved by the owner, read by the villa’s concierge, and never shown publicly', async () => {
    const empty = await call(at(guestInfoRoute, { id: villaId }), 'GET', '/x', as(owner));
    expect(empty.body.data).toMatchObject({ door_code: '', updated_at: null });
    const saved = await call(at(saveGuestInfoRoute, { id: villaId }), 'PUT', '/x', as(owner, { json: guestInfoBody }));
    expect(saved.status).toBe(200);
    const read = await call(at(guestInfoRoute, { id: villaId }), 'GET', '/x', as(concierge));
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ door_code: '4821', wifi_password: 'sea-breeze-2026' });
    const pub = await call(at(publicPropertyRoute, { id: villaId }), 'GET', `/v1/properties/${villaId}`);
    expect(pub.status).toBe(200);
    expect(JSON.stringify(pub.body)).not.toMatch(/sea-breeze-2026|4821|blue/);
  });

  it('refuses a concierge’s save (403), another destination’s concierge (404) and another owner (404)', async () => {
    expect((await call(at(saveGuestInfoRoute, { id: villaId }), 'PUT', '/x', as(concierge, { json: guestInfoBody }))).status).toBe(403);
    expect((await call(at(guestInfoRoute, { id: villaId }), 'GET', '/x', as(farConcierge))).status).toBe(404);
    expect((await call(at(guestInfoRoute, { id: villaId }), 'GET', '/x', as(otherOwner))).status).toBe(404);
    expect((await call(at(saveGuestInfoRoute, { id: villaId }), 'PUT', '/x', as(otherOwner, { json: guestInfoBody }))).status).toBe(404);
  });
});
