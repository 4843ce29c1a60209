import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAvailabilitySchema,
  apiDetailSchema,
  apiQuoteSchema,
  apiSearchItemSchema,
  searchMetaSchema,
} from '@/server/catalog/catalog.openapi';
import { useDatabase } from '@/server/db/client';
import { type SearchFixture, seedSearchFixture } from '@/test/search-fixture';
import { createTestDatabase } from '@/test/test-database';
import { GET as getAvailability } from './properties/[id]/availability/route';
import { GET as getQuote } from './properties/[id]/quote/route';
import { GET as getProperty } from './properties/[id]/route';
import { GET as listProperties } from './properties/route';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let f: SearchFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  f = await seedSearchFixture(database.orm);
});
afterAll(async () => {
  await database?.dispose();
});

type Handler = (req: Request, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, path: string, params: Record<string, string> = {}, lang = 'en') {
  const res = await handler(new Request(`http://localhost${path}`, { headers: { 'accept-language': lang } }), {
    params: Promise.resolve(params),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON under test
  return { status: res.status, body: (await res.json()) as any };
}

describe('GET /v1/properties', () => {
  it('answers cards under SPEC §3 names with lat/lng and the paging meta', async () => {
    const { status, body } = await call(listProperties, '/v1/properties?destination=fixture-dr&per_page=2');
    expect(status).toBe(200);
    expect(body.meta).toEqual({
      total: 3,
      page: 1,
      per_page: 2,
      page_count: 2,
      price_bounds: { min: 700, max: 2000 },
      amenities: ['chef', 'private_pool', 'wifi'],
    });
    const [grand] = body.data;
    expect(grand).toMatchObject({
      id: f.grand.id,
      name: 'Grand Villa',
      price: 1000,
      price_cents: 100_000,
      hightlight: 'Ocean front',
      number_bathroom: 4.5,
      bedrooms: 4,
      maximum_capacity: 8,
      is_reserve_collection: 1,
      instant_book: 1,
      in_offer: 0,
      offer_tag: null,
      country: { name: 'Dominican Republic', slug: 'fixture-dr' },
      state: { name: 'North Coast', slug: 'fixture-north' },
      lat: 18.5,
      lng: -68.4,
    });
    for (const item of body.data) apiSearchItemSchema.parse(item);
    searchMetaSchema.strict().parse(body.meta);
    expect(Object.keys(grand.images[0]).sort()).toEqual(['caption', 'height', 'medium', 'original', 'thumbnail', 'width']);
  });

  it('applies every filter from the query string', async () => {
    const { d } = f;
    const q = new URLSearchParams({
      destination: 'fixture-dr',
      check_in: d(12),
      check_out: d(14),
      guests: '2',
      bedrooms: '2',
      bathrooms: '2',
      price_min: '600',
      price_max: '2500',
      amenities: 'wifi',
      sort: 'price_desc',
    });
    const { body } = await call(listProperties, `/v1/properties?${q}`);
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['Palace']); // Grand is blocked, Cosy needs 3 nights
    const flags = await call(listProperties, '/v1/properties?destination=fixture-dr&in_offer=1&instant_book=&reserve_collection=false');
    expect(flags.body.data.map((p: { name: string; offer_tag: string }) => [p.name, p.offer_tag])).toEqual([['Cosy Villa', '10% off']]);
    const map = await call(listProperties, '/v1/properties?bounds=-20,170,-10,-170');
    expect(map.body.data.map((p: { name: string }) => p.name)).toEqual(['Fiji Villa']);
    const ids = await call(listProperties, `/v1/properties?ids=${f.cosy.id},${f.draft.id}`);
    expect(ids.body.data.map((p: { name: string }) => p.name)).toEqual(['Cosy Villa']);
  });

  it('adds each villa’s stay total and nights with dates, equal to its quote; none without dates', async () => {
    const { d } = f;
    const { body } = await call(listProperties, `/v1/properties?destination=fixture-north&check_in=${d(49)}&check_out=${d(53)}`);
    const cosy = body.data.find((p: { id: number }) => p.id === f.cosy.id);
    const quote = await call(getQuote, `/v1/properties/${f.cosy.id}/quote?check_in=${d(49)}&check_out=${d(53)}&guests=2`, {
      id: String(f.cosy.id),
    });
    expect(cosy).toMatchObject({ total: quote.body.data.total, total_cents: quote.body.data.total_cents, nights: 4 });
    expect(cosy.total_cents).toBe(395_560);
    for (const item of body.data) apiSearchItemSchema.parse(item);
    const undated = await call(listProperties, '/v1/properties?destination=fixture-north');
    for (const item of undated.body.data) expect(item).not.toHaveProperty('total');
  });

  it.each([
    ['guests=abc', 'guests'],
    ['check_in=2026-13-40&check_out=2026-12-01', 'check_in'],
    ['check_in=2030-01-05', 'check_out'],
    ['check_in=2030-01-05&check_out=2030-01-05', 'check_out'],
    ['check_in=2020-01-05&check_out=2020-01-08', 'check_in'],
    ['page=0', 'page'],
    ['per_page=1000', 'per_page'],
    ['bounds=foo', 'bounds'],
    ['bounds=10,20,5,30', 'bounds'],
    ['ids=1,x', 'ids'],
    ['sort=cheapest', 'sort'],
    ['instant_book=yes', 'instant_book'],
    ['price_min=500&price_max=100', 'price_max'],
    ['amenities=wifi,<script>', 'amenities'],
    ['destination=Not A Slug', 'destination'],
  ])('answers 400 validation_failed for %s', async (query, field) => {
    const { status, body } = await call(listProperties, `/v1/properties?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
    expect(typeof body.fields[field]).toBe('string');
  });

  it('answers in Spanish, and 404 for an unknown destination', async () => {
    const bad = await call(listProperties, '/v1/properties?check_in=2030-01-05&check_out=2030-01-01', {}, 'es');
    expect(bad.body.fields.check_out).toBe('La salida debe ser posterior a la llegada.');
    const unknown = await call(listProperties, '/v1/properties?destination=atlantis', {}, 'es');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'destination_not_found', error: 'No conocemos ese destino.' } });
  });
});

describe('GET /v1/properties/{id}', () => {
  it('answers every SPEC §3 field under its SPEC name', async () => {
    const { status, body } = await call(getProperty, `/v1/properties/${f.grand.id}`, { id: String(f.grand.id) }, 'es');
    expect(status).toBe(200);
    for (const key of [
      'id',
      'slug',
      'name',
      'price',
      'description',
      'short_description',
      'images',
      'number_bathroom',
      'bedrooms',
      'maximum_capacity',
      'country',
      'state',
      'our_be_like',
      'is_reserve_collection',
      'hightlight',
      'lat',
      'lng',
      'instant_book',
      'in_offer',
      'offer_tag',
    ])
      expect(body.data).toHaveProperty(key);
    expect(body.data).toMatchObject({
      description: 'Una villa junto al mar.',
      short_description: 'Junto al mar.',
      country: { name: 'República Dominicana' },
      state: { name: 'Costa Norte' },
      is_reserve_collection: 1,
      instant_book: 1,
      in_offer: 0,
      lat: 18.5,
      lng: -68.4,
    });
    apiDetailSchema.parse(body.data);
    expect(body.data.images[0]).toMatchObject({ caption: 'Gran 0' });
    for (const k of ['original', 'medium', 'thumbnail']) expect(typeof body.data.images[0][k]).toBe('string');
  });

  it('answers 400 for a malformed id and 404 for an unknown or draft one', async () => {
    for (const id of ['abc', '0', '12x', '99999999999']) expect((await call(getProperty, `/v1/properties/${id}`, { id })).status).toBe(400);
    expect((await call(getProperty, '/v1/properties/2000000000', { id: '2000000000' })).status).toBe(404);
    const draft = await call(getProperty, `/v1/properties/${f.draft.id}`, { id: String(f.draft.id) });
    expect(draft).toMatchObject({ status: 404, body: { code: 'not_found', error: 'We could not find that villa.' } });
  });
});

describe('GET /v1/properties/{id}/availability', () => {
  it('lists the unavailable nights and the minimum stay', async () => {
    const { d } = f;
    const id = String(f.grand.id);
    const { status, body } = await call(getAvailability, `/v1/properties/${id}/availability?from=${d(12)}&to=${d(30)}`, { id });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      property_id: f.grand.id,
      from: d(12),
      to: d(30),
      unavailable: [d(12), d(13), d(14), d(15), d(16)],
      min_nights: 1,
      maximum_capacity: 8,
      today: f.today,
    });
    apiAvailabilitySchema.parse(body.data);
  });

  it('answers 400 for bad windows and ids, 404 for unknown villas', async () => {
    const id = String(f.grand.id);
    const bad = await call(getAvailability, `/v1/properties/${id}/availability?from=2026-13-40`, { id }, 'es');
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_dates' } });
    expect(bad.body.error).toMatch(/AAAA-MM-DD/);
    const long = await call(getAvailability, `/v1/properties/${id}/availability?from=${f.d(0)}&to=${f.d(500)}`, { id });
    expect(long).toMatchObject({ status: 400, body: { code: 'range_too_long' } });
    expect((await call(getAvailability, '/v1/properties/x/availability', { id: 'x' })).status).toBe(400);
    expect((await call(getAvailability, '/v1/properties/2000000000/availability', { id: '2000000000' })).status).toBe(404);
  });
});

describe('GET /v1/properties/{id}/quote', () => {
  it('answers the breakdown in currency units and cents, with a signature', async () => {
    const { d } = f;
    const id = String(f.cosy.id);
    const { status, body } = await call(getQuote, `/v1/properties/${id}/quote?check_in=${d(49)}&check_out=${d(53)}&guests=4`, { id });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      property_id: f.cosy.id,
      check_in: d(49),
      check_out: d(53),
      guests: 4,
      nights: 4,
      currency: 'USD',
      nightly: [
        { date: d(49), amount: 500 },
        { date: d(50), amount: 900 },
        { date: d(51), amount: 950 },
        { date: d(52), amount: 500 },
      ],
      nights_total: 2850,
      cleaning_fee: 250,
      service_fee: 310,
      taxes: 545.6,
      total: 3955.6,
      security_deposit: 1000,
      average_nightly: 712.5,
      min_nights: 3,
      nights_total_cents: 285_000,
      cleaning_fee_cents: 25_000,
      service_fee_cents: 31_000,
      taxes_cents: 54_560,
      total_cents: 395_560,
      security_deposit_cents: 100_000,
    });
    expect(body.data.quote_signature).toMatch(/^[0-9a-f]{64}$/);
    apiQuoteSchema.parse(body.data);
  });

  it.each([
    ['check_in=2026-13-40&check_out=2027-01-01', 400, 'invalid_dates'],
    ['check_in=&check_out=', 400, 'validation_failed'],
    ['guests=abc&check_in=2030-01-01&check_out=2030-01-04', 400, 'validation_failed'],
    ['guests=0&check_in=2030-01-01&check_out=2030-01-04', 400, 'validation_failed'],
  ])('answers %s with %i %s', async (query, status, code) => {
    const id = String(f.cosy.id);
    const res = await call(getQuote, `/v1/properties/${id}/quote?${query}`, { id });
    expect(res).toMatchObject({ status, body: { code } });
  });

  it('answers the stay rules with localized sentences', async () => {
    const { d } = f;
    const id = String(f.cosy.id);
    const q = (query: string) => call(getQuote, `/v1/properties/${id}/quote?${query}`, { id }, 'es');
    expect(await q(`check_in=${d(-3)}&check_out=${d(1)}`)).toMatchObject({ status: 422, body: { code: 'past_dates' } });
    expect(await q(`check_in=${d(40)}&check_out=${d(42)}`)).toMatchObject({
      status: 422,
      body: { code: 'min_nights', error: 'Esta villa tiene una estancia mínima de 3 noches.' },
    });
    expect(await q(`check_in=${d(40)}&check_out=${d(101)}`)).toMatchObject({ status: 422, body: { code: 'max_nights' } });
    expect(await q(`check_in=${d(40)}&check_out=${d(43)}&guests=5`)).toMatchObject({
      status: 422,
      body: { code: 'too_many_guests', error: 'Esta villa admite como máximo 4 huéspedes.' },
    });
    const grand = String(f.grand.id);
    const taken = await call(getQuote, `/v1/properties/${grand}/quote?check_in=${d(14)}&check_out=${d(16)}`, { id: grand });
    expect(taken).toMatchObject({ status: 409, body: { code: 'dates_unavailable', error: expect.stringContaining('already booked') } });
    expect((await call(getQuote, `/v1/properties/2000000000/quote?check_in=${d(3)}&check_out=${d(5)}`, { id: '2000000000' })).status).toBe(
      404,
    );
  });
});
