import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as calendarRoute } from '@/app/v1/owner/properties/[id]/blocks/route';
import { PUT as nightPricesRoute } from '@/app/v1/owner/properties/[id]/nightly-prices/route';
import { GET as quoteRoute } from '@/app/v1/properties/[id]/quote/route';
import { requestBooking } from '@/server/booking/request-booking';
import { quoteStay } from '@/server/booking/quote.service';
import { searchProperties } from '@/server/catalog/search.service';
import { addDays } from '@/server/core/calendar';
import { listenForPageInvalidations } from '@/server/core/page-cache-bus';
import { rows } from '@/server/db/raw';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { contextFor, userActor } from '@/test/context';
import { createMember, createProperty, createRegion, createSeasonalRate, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { PageCache } from '../../../../entry/page-cache.mjs';

/**
 * A night's own price (issue 32) through the real routes: PUT …/nightly-prices with its bounds
 * (above zero, at most 10× the base price), its range and its owner; the quote, the search's totals
 * and the villa's calendar then use it over the season and the base price, clearing it brings the
 * season back, reservations keep the quote they were made with, and the villa's pages leave the cache.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner = '';
let otherOwner = '';
let villaId = 0;
let otherVillaId = 0;
let place: { countryId: number; stateId: number };

const BASE = 95_000;
const SEASON = 150_000;
const today = new Date().toISOString().slice(0, 10);
const day = (n: number) => addDays(today, n);
const as = (bearer: string, extra: CallOptions = {}): CallOptions => ({ bearer, ...extra });

const put = (token: string, id: number, json: unknown, extra: CallOptions = {}) =>
  call(at(nightPricesRoute, { id }), 'PUT', `/v1/owner/properties/${id}/nightly-prices`, as(token, { json, ...extra }));

async function quote(id: number, checkIn: string, checkOut: string) {
  const res = await call(at(quoteRoute, { id }), 'GET', `/v1/properties/${id}/quote?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { nightly: { date: string; amount: number }[]; nights_total_cents: number; total_cents: number };
}

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const { country, state } = await createRegion(orm);
  place = { countryId: country.id, stateId: state.id };
  const o = await createMember(orm, 'hbl-owners');
  owner = o.token;
  const other = await createMember(orm, 'hbl-owners');
  otherOwner = other.token;
  villaId = (await createProperty(orm, place, { ownerId: o.user.id, basePriceCents: BASE, minNights: 1, cleaningFeeCents: 10_000 })).id;
  otherVillaId = (await createProperty(orm, place, { ownerId: other.user.id, basePriceCents: BASE, minNights: 1 })).id;
  // A season over days 200–210: the own price must beat it.
  await createSeasonalRate(orm, villaId, { startDate: day(200), endDate: day(210), nightlyCents: SEASON });
});
afterAll(async () => {
  await database?.dispose();
});

describe('PUT /v1/owner/properties/{id}/nightly-prices', () => {
  it('accepts 1 cent and exactly 10× the base price, refuses 0 and 10× + 1 with a sentence naming the limit (en and es)', async () => {
    const range = { start_date: day(120), end_date: day(121) };
    const zero = await put(owner, villaId, { ...range, nightly_cents: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.code).toBe('nightly_price_out_of_range');
    expect(zero.body.error).toBe('A night’s price must be above zero and at most $9,500 (10 times the base price).');
    const over = await put(owner, villaId, { ...range, nightly_cents: BASE * 10 + 1 }, { acceptLanguage: 'es' });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('nightly_price_out_of_range');
    expect(over.body.error).toBe('El precio de una noche debe ser mayor que cero y como máximo US$9,500 (10 veces el precio base).');
    expect((over.body.fields as Record<string, string>).nightly_cents).toContain('US$9,500');
    const negative = await put(owner, villaId, { ...range, nightly_cents: -5 });
    expect(negative.status).toBe(422);

    const [none] = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from nightly_prices where property_id = ${villaId}`,
    );
    expect(none?.n).toBe(0);

    const one = await put(owner, villaId, { ...range, nightly_cents: 1 });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({ nights: [{ night: day(120), nightly_cents: 1 }] });
    const max = await put(owner, villaId, { ...range, nightly_cents: BASE * 10 });
    expect(max.status).toBe(200);
    expect(max.body.data).toEqual({ nights: [{ night: day(120), nightly_cents: BASE * 10 }] });
    expect((await quote(villaId, day(120), day(121))).nights_total_cents).toBe(BASE * 10);
  });

  it('answers 400 for a bad range: reversed, empty, malformed, over 366 nights, or a price that is not whole cents', async () => {
    const bodies = [
      { start_date: day(130), end_date: day(129), nightly_cents: 100_000 },
      { start_date: day(130), end_date: day(130), nightly_cents: 100_000 },
      { start_date: '2027-02-30', end_date: day(130), nightly_cents: 100_000 },
      { start_date: day(130), end_date: day(130 + 367), nightly_cents: 100_000 },
      { start_date: day(130), end_date: day(131), nightly_cents: 1000.5 },
      { start_date: day(130), end_date: day(131) },
    ];
    for (const body of bodies) {
      const res = await put(owner, villaId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    const long = await put(owner, villaId, { start_date: day(130), end_date: day(130 + 367), nightly_cents: 100_000 });
    expect((long.body.fields as Record<string, string>).end_date).toBe('Set prices for at most 366 nights at once.');
    // 366 nights is the most, and allowed.
    const year = await put(owner, villaId, { start_date: day(400), end_date: day(766), nightly_cents: 100_000 });
    expect(year.status).toBe(200);
    expect((year.body.data as { nights: unknown[] }).nights).toHaveLength(366);
    expect((await put(owner, villaId, { start_date: day(400), end_date: day(766), nightly_cents: null })).status).toBe(200);
  });

  it('is 404 on another owner’s villa and on a missing one, 403 for a guest, and changes nothing then', async () => {
    const body = { start_date: day(140), end_date: day(142), nightly_cents: 100_000 };
    expect((await put(owner, otherVillaId, body)).status).toBe(404);
    expect((await put(otherOwner, villaId, body)).status).toBe(404);
    expect((await put(owner, 999_999, body)).status).toBe(404);
    // An id beyond PostgreSQL's integer: 404 like any missing villa, never a database error.
    expect((await put(owner, 2_147_483_648, body)).status).toBe(404);
    const guest = await createMember(database.orm);
    expect((await put(guest.token, villaId, body)).status).toBe(403);
    const unauth = await call(at(nightPricesRoute, { id: villaId }), 'PUT', `/v1/owner/properties/${villaId}/nightly-prices`, {
      json: body,
    });
    expect(unauth.status).toBe(401);
    const [none] = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from nightly_prices where night >= ${day(140)}::date and night < ${day(142)}::date`,
    );
    expect(none?.n).toBe(0);
  });
});

describe('the quote, the search totals and the calendar use a night’s own price', () => {
  it('wins over the season under it, sums across a stay, and clearing it brings the season back', async () => {
    // Days 203 and 204 get their own price inside the 150,000 season; the stay 201→206 crosses them.
    const seasonOnly = await quote(villaId, day(201), day(206));
    expect(seasonOnly.nights_total_cents).toBe(5 * SEASON);
    const set = await put(owner, villaId, { start_date: day(203), end_date: day(205), nightly_cents: 400_000 });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({
      nights: [
        { night: day(203), nightly_cents: 400_000 },
        { night: day(204), nightly_cents: 400_000 },
      ],
    });
    const withOwn = await quote(villaId, day(201), day(206));
    expect(withOwn.nightly.map((n) => n.amount)).toEqual([1500, 1500, 4000, 4000, 1500]);
    expect(withOwn.nights_total_cents).toBe(3 * SEASON + 2 * 400_000);
    expect(withOwn.total_cents).toBeGreaterThan(seasonOnly.total_cents);

    // Over a base-price night too, across the season's end (209 season, 210 base, 211 own).
    await put(owner, villaId, { start_date: day(211), end_date: day(212), nightly_cents: 123_456 });
    expect((await quote(villaId, day(209), day(212))).nightly.map((n) => n.amount)).toEqual([1500, 950, 1234.56]);

    // The search's card total is the quote's, own prices included.
    const visitor = contextFor(database.orm);
    const found = await searchProperties(visitor, { check_in: day(201), check_out: day(206), per_page: 50 });
    const card = found.items.find((i) => i.id === villaId);
    expect(card?.stay).toEqual({ totalCents: withOwn.total_cents, nights: 5 });
    const plain = found.items.find((i) => i.id === otherVillaId);
    expect(plain?.stay?.totalCents).toBe(
      (await quoteStay(visitor, { propertyId: otherVillaId, checkIn: day(201), checkOut: day(206), guests: 2 })).totalCents,
    );

    // The villa's calendar shows it, marked as the night's own.
    const cal = await call(
      at(calendarRoute, { id: villaId }),
      'GET',
      `/v1/owner/properties/${villaId}/blocks?from=${day(203)}&months=2`,
      as(owner),
    );
    expect(cal.status).toBe(200);
    const prices = cal.body.data as { base_price_cents: number; prices: { date: string; cents: number; own: boolean }[] };
    expect(prices.base_price_cents).toBe(BASE);
    const byDate = new Map(prices.prices.map((p) => [p.date, p]));
    expect(byDate.get(day(203))).toEqual({ date: day(203), cents: 400_000, own: true });
    expect(byDate.get(day(205))).toEqual({ date: day(205), cents: SEASON, own: false });
    expect(byDate.get(day(211))).toEqual({ date: day(211), cents: 123_456, own: true });

    // Clearing: the season's price again, in the quote and the search.
    const cleared = await put(owner, villaId, { start_date: day(203), end_date: day(205), nightly_cents: null });
    expect(cleared.body.data).toEqual({
      nights: [
        { night: day(203), nightly_cents: null },
        { night: day(204), nightly_cents: null },
      ],
    });
    expect(await quote(villaId, day(201), day(206))).toMatchObject({ nights_total_cents: 5 * SEASON, total_cents: seasonOnly.total_cents });
    const again = await searchProperties(visitor, { check_in: day(201), check_out: day(206), per_page: 50 });
    expect(again.items.find((i) => i.id === villaId)?.stay?.totalCents).toBe(seasonOnly.total_cents);
    await put(owner, villaId, { start_date: day(211), end_date: day(212), nightly_cents: null });
    expect((await quote(villaId, day(209), day(212))).nightly.map((n) => n.amount)).toEqual([1500, 950, 950]);
  });

  it('leaves the quote an existing reservation was made with unchanged', async () => {
    const user = await createUser(database.orm, { locale: 'en' });
    const actor = userActor(user, { locale: 'en' });
    const ctx = contextFor(database.orm, actor);
    const q = await quoteStay(ctx, { propertyId: villaId, checkIn: day(150), checkOut: day(153), guests: 2 });
    const { trip } = await requestBooking(ctx, {
      property_id: villaId,
      check_in: day(150),
      check_out: day(153),
      guests: 2,
      lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
      message: '',
      quote_signature: q.signature,
    });
    const frozen = async () =>
      (
        await rows<{ quote: { totalCents: number; nights: { date: string; cents: number }[] } }>(
          database.orm,
          sql`select quote from reservations where id = ${trip.id}`,
        )
      )[0]?.quote;
    const before = await frozen();
    expect(before?.totalCents).toBe(q.totalCents);
    expect((await put(owner, villaId, { start_date: day(150), end_date: day(153), nightly_cents: 500_000 })).status).toBe(200);
    expect(await frozen()).toEqual(before);
  });

  it('drops the villa’s page and the pages that list villas from the page cache', async () => {
    const cache = new PageCache();
    const page = (tags: string[]) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from('x'), tags });
    const stop = await listenForPageInvalidations(database, () => cache);
    try {
      cache.set('villa', page(['listings', `property:${villaId}`]), cache.epoch);
      cache.set('results', page(['listings']), cache.epoch);
      cache.set('press', page(['content']), cache.epoch);
      expect((await put(owner, villaId, { start_date: day(160), end_date: day(161), nightly_cents: 99_000 })).status).toBe(200);
      await expect.poll(() => cache.get('villa'), { timeout: 5000 }).toBeUndefined();
      expect(cache.get('results')).toBeUndefined();
      expect(cache.get('press')).toBeDefined();
    } finally {
      await stop();
    }
  });

  it('writes one audit line naming the villa and the nights', async () => {
    const lines = await rows<{ action: string; object_id: string; after: { start_date: string; nightly_cents: number | null } }>(
      database.orm,
      sql`select action, object_id, after from audit_log where action = 'property.night_prices' and object_id = ${String(villaId)} order by id desc limit 1`,
    );
    expect(lines[0]).toMatchObject({ action: 'property.night_prices', after: { start_date: day(160), nightly_cents: 99_000 } });
  });
});
