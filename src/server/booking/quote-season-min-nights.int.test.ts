import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '@/test/context';
import { createCountry, createProperty, createSeasonalRate, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { seasonalRates } from '@/server/db/schema/catalog';
import { eq } from 'drizzle-orm';
import { addDays } from '../core/calendar';
import { quoteStay } from './quote.service';

/** A season's minimum stay applies to the arrivals in it (the season of the arrival night), else the villa's own. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let villaId = 0;
const today = '2027-06-01';
const season = { startDate: addDays(today, 100), endDate: addDays(today, 130) };

beforeAll(async () => {
  database = await useTestDatabase();
  const country = await createCountry(database.orm);
  const state = await createState(database.orm, country.id);
  villaId = (await createProperty(database.orm, { countryId: country.id, stateId: state.id }, { minNights: 2 })).id;
  const rate = await createSeasonalRate(database.orm, villaId, { ...season, nightlyCents: 150_000 });
  await database.orm.update(seasonalRates).set({ minNights: 7 }).where(eq(seasonalRates.id, rate.id));
});
afterAll(async () => {
  await database?.dispose();
});

const quote = (checkIn: string, nights: number) =>
  quoteStay(contextFor(database.orm), { propertyId: villaId, checkIn, checkOut: addDays(checkIn, nights), guests: 2 }, { today });

describe('quoteStay and a season’s minimum stay', () => {
  it('refuses an arrival in the season shorter than the season’s minimum (422 min_nights, with the season’s number)', async () => {
    await expect(quote(season.startDate, 3)).rejects.toMatchObject({
      status: 422,
      code: 'min_nights',
      messageRef: { values: { min: 7 } },
    });
    const q = await quote(season.startDate, 7);
    expect(q).toMatchObject({ nightCount: 7, minNights: 7 });
  });

  it('keeps the villa’s own minimum for an arrival before the season, even when the stay runs into it', async () => {
    const q = await quote(addDays(season.startDate, -1), 3);
    expect(q).toMatchObject({ nightCount: 3, minNights: 2 });
    await expect(quote(addDays(season.startDate, -10), 1)).rejects.toMatchObject({
      code: 'min_nights',
      messageRef: { values: { min: 2 } },
    });
  });
});
