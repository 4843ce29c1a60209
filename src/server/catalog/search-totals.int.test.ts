import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR } from '@/server/access/actor';
import { quoteStay } from '@/server/booking/quote.service';
import { contextFor } from '@/test/context';
import { createProperty, createSeasonalRate } from '@/test/factories';
import { type SearchFixture, seedSearchFixture } from '@/test/search-fixture';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { searchProperties } from './search.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let f: SearchFixture;
let oddId: number;

beforeAll(async () => {
  database = await useTestDatabase();
  f = await seedSearchFixture(database.orm);
  // Amounts whose fee and tax do not fall on whole cents, with a season starting mid-stay.
  const odd = await createProperty(
    database.orm,
    { countryId: f.grand.countryId, stateId: f.grand.stateId },
    { name: 'Odd Villa', position: 9, basePriceCents: 33_333, cleaningFeeCents: 12_345, minNights: 1 },
  );
  oddId = odd.id;
  await createSeasonalRate(database.orm, odd.id, { startDate: f.d(31), endDate: f.d(60), nightlyCents: 41_117 });
});
afterAll(async () => {
  await database?.dispose();
});

const visitor = () => contextFor(database.orm, VISITOR, { locale: 'en' });

async function totalsOf(checkIn: string, checkOut: string) {
  const result = await searchProperties(visitor(), { check_in: checkIn, check_out: checkOut, per_page: 50 }, { today: f.today });
  return new Map(result.items.map((item) => [item.id, item.stay]));
}

describe('search results with dates carry the stay’s total', () => {
  it('equals quoteStay’s total for each villa of the page, stays spanning seasons included', async () => {
    const stays: [string, string][] = [
      [f.d(49), f.d(53)], // cosy: base, 900, 950, base
      [f.d(3), f.d(7)], // cosy: tonight's 700 season, then base
      [f.d(28), f.d(34)], // odd: base, then its season
    ];
    for (const [checkIn, checkOut] of stays) {
      const totals = await totalsOf(checkIn, checkOut);
      expect(totals.size).toBeGreaterThanOrEqual(3);
      for (const [id, stay] of totals) {
        const quote = await quoteStay(visitor(), { propertyId: id, checkIn, checkOut, guests: 1 }, { today: f.today });
        expect(stay, `villa ${id} ${checkIn}→${checkOut}`).toEqual({ totalCents: quote.totalCents, nights: quote.nightCount });
      }
    }
    const spanning = await totalsOf(f.d(28), f.d(34));
    expect(spanning.get(oddId)?.nights).toBe(6);
    // The quote's worked example (quote.service.int.test.ts): 4 nights across two seasons.
    expect((await totalsOf(f.d(49), f.d(53))).get(f.cosy.id)).toEqual({ totalCents: 395_560, nights: 4 });
  });

  it('leaves villas unavailable for the dates out, and carries no total without dates', async () => {
    const totals = await totalsOf(f.d(10), f.d(15));
    expect(totals.has(f.grand.id)).toBe(false);
    const undated = await searchProperties(visitor(), {}, { today: f.today });
    expect(undated.items.length).toBeGreaterThan(0);
    expect(undated.items.every((item) => item.stay === null)).toBe(true);
  });
});
