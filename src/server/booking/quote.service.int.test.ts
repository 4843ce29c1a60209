import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonalRates } from '@/server/db/schema/catalog';
import { type SearchFixture, seedSearchFixture } from '@/test/search-fixture';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { getAvailability } from './availability.service';
import { quoteStay } from './quote.service';
import { contextFor } from '@/test/context';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let f: SearchFixture;

beforeAll(async () => {
  database = await useTestDatabase();
  f = await seedSearchFixture(database.orm);
});
afterAll(async () => {
  await database?.dispose();
});

const quote = (propertyId: number, checkIn: string, checkOut: string, guests = 2) =>
  quoteStay(contextFor(database.orm), { propertyId, checkIn, checkOut, guests }, { today: f.today });

describe('quoteStay', () => {
  it('prices each night at its seasonal rate (latest start wins), then cleaning, service fee and the state’s tax', async () => {
    const { d } = f;
    const q = await quote(f.cosy.id, d(49), d(53), 4);
    expect(q.nights).toEqual([
      { date: d(49), cents: 50_000 },
      { date: d(50), cents: 90_000 },
      { date: d(51), cents: 95_000 },
      { date: d(52), cents: 50_000 },
    ]);
    expect(q).toMatchObject({
      nightCount: 4,
      nightsTotalCents: 285_000,
      cleaningFeeCents: 25_000,
      serviceFeeCents: 31_000, // 10 % of 310 000
      taxesCents: 54_560, // North Coast's 16 % of 341 000
      totalCents: 395_560,
      securityDepositCents: 100_000,
      averageNightlyCents: 71_250,
      minNights: 3,
      currency: 'USD',
    });
    expect(q.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses the country’s tax when the state has none', async () => {
    const q = await quote(f.palace.id, f.d(40), f.d(41));
    expect(q.taxesCents).toBe(39_600); // 18 % of 200 000 + 10 % service
  });

  it('gives the same signature for the same quote and another once a price changes', async () => {
    const { d } = f;
    const first = await quote(f.cosy.id, d(49), d(53), 4);
    expect((await quote(f.cosy.id, d(49), d(53), 4)).signature).toBe(first.signature);
    await database.orm
      .update(seasonalRates)
      .set({ nightlyCents: 91_000 })
      .where(eq(seasonalRates.startDate, d(50)));
    expect((await quote(f.cosy.id, d(49), d(53), 4)).signature).not.toBe(first.signature);
    await database.orm
      .update(seasonalRates)
      .set({ nightlyCents: 90_000 })
      .where(eq(seasonalRates.startDate, d(50)));
  });

  it('refuses malformed and reversed dates with 400 invalid_dates', async () => {
    await expect(quote(f.grand.id, '2026-13-40', f.d(3))).rejects.toMatchObject({ status: 400, code: 'invalid_dates' });
    await expect(quote(f.grand.id, '2027-02-30', '2027-03-02')).rejects.toMatchObject({ status: 400, code: 'invalid_dates' });
    await expect(quote(f.grand.id, f.d(5), f.d(5))).rejects.toMatchObject({ status: 400, code: 'invalid_dates' });
    await expect(quote(f.grand.id, f.d(6), f.d(5))).rejects.toMatchObject({ status: 400, code: 'invalid_dates' });
  });

  it('applies the stay rules: past dates, night limits and capacity', async () => {
    const { d } = f;
    await expect(quote(f.grand.id, d(-1), d(2))).rejects.toMatchObject({ status: 422, code: 'past_dates' });
    expect((await quote(f.grand.id, d(0), d(1))).nightCount).toBe(1); // today is bookable
    await expect(quote(f.cosy.id, d(40), d(42))).rejects.toMatchObject({
      status: 422,
      code: 'min_nights',
      messageRef: { values: { min: 3 } },
    });
    expect((await quote(f.cosy.id, d(40), d(43))).nightCount).toBe(3);
    await expect(quote(f.palace.id, d(100), d(161))).rejects.toMatchObject({
      status: 422,
      code: 'max_nights',
      messageRef: { values: { max: 60 } },
    });
    expect((await quote(f.palace.id, d(100), d(160))).nightCount).toBe(60);
    await expect(quote(f.cosy.id, d(40), d(43), 5)).rejects.toMatchObject({
      status: 422,
      code: 'too_many_guests',
      messageRef: { values: { max: 4 } },
    });
    expect((await quote(f.cosy.id, d(40), d(43), 4)).guests).toBe(4);
  });

  it('answers 409 dates_unavailable when a block or a reservation holds a night, never for a check-out day', async () => {
    const { d } = f;
    await expect(quote(f.grand.id, d(14), d(16))).rejects.toMatchObject({ status: 409, code: 'dates_unavailable' });
    await expect(quote(f.grand.id, d(16), d(18))).rejects.toMatchObject({ status: 409, code: 'dates_unavailable' });
    expect((await quote(f.grand.id, d(17), d(19))).nightCount).toBe(2);
    expect((await quote(f.grand.id, d(8), d(10))).nightCount).toBe(2);
  });

  it('answers 404 for a draft or unknown villa', async () => {
    await expect(quote(f.draft.id, f.d(3), f.d(5))).rejects.toMatchObject({ status: 404 });
    await expect(quote(2_000_000_000, f.d(3), f.d(5))).rejects.toMatchObject({ status: 404 });
  });
});

describe('getAvailability', () => {
  it('lists the held nights in the window, from blocks and reservations, without check-out days', async () => {
    const { d } = f;
    const a = await getAvailability(contextFor(database.orm), { propertyId: f.grand.id, from: d(12), to: d(30) }, { today: f.today });
    expect(a.unavailable).toEqual([d(12), d(13), d(14), d(15), d(16)]);
    expect(a).toMatchObject({ from: d(12), to: d(30), minNights: 1, maximumCapacity: 8 });
    const whole = await getAvailability(contextFor(database.orm), { propertyId: f.grand.id }, { today: f.today });
    expect(whole).toMatchObject({ from: f.today, to: d(365) });
    expect(whole.unavailable).toHaveLength(7);
  });

  it('refuses bad, reversed or too long windows and unknown villas', async () => {
    const { d } = f;
    const get = (from: string | undefined, to: string | undefined, propertyId = f.grand.id) =>
      getAvailability(contextFor(database.orm), { propertyId, from, to }, { today: f.today });
    await expect(get('2026-13-01', undefined)).rejects.toMatchObject({ status: 400, code: 'invalid_dates' });
    await expect(get(d(5), d(5))).rejects.toMatchObject({ status: 400, code: 'invalid_dates' });
    await expect(get(d(0), d(401))).rejects.toMatchObject({ status: 400, code: 'range_too_long' });
    expect((await get(d(0), d(400))).unavailable).toHaveLength(7);
    await expect(get(d(0), d(10), f.draft.id)).rejects.toMatchObject({ status: 404 });
  });
});
