import { todayIn } from '@/server/core/calendar';
import { addDays } from '@/server/core/calendar';
import type { Orm } from '@/server/db/open';
import {
  createBlock,
  createCountry,
  createHeldReservation,
  createProperty,
  createPropertyImage,
  createSeasonalRate,
  createState,
  createUser,
} from './factories';

/**
 * A small catalogue for search, quote and availability tests, with dates relative to today in the
 * Dominican Republic (so the API's own "today" agrees with it):
 *
 * | villa  | place     | reserve | pos | base  | card | beds | baths | cap | flags        | amenities                 | min |
 * | grand  | dr/north  | yes     | 2   | 1000  | 1000 | 4    | 4.5   | 8   | instant_book | wifi, private_pool        | 1   |
 * | cosy   | dr/north  | no      | 1   | 500   | 700  | 2    | 2     | 4   | in_offer     | wifi                      | 3   |
 * | palace | dr/south  | yes     | 3   | 2000  | 2000 | 6    | 6     | 12  | -            | wifi, private_pool, chef  | 1   |
 * | draft  | dr/south  | (draft, never shown)                                                                         |
 * | fiji   | far/isle  | no      | 0   | 800   | 800  | 3    | 3     | 6   | -            | wifi                      | 1   |
 *
 * grand is blocked [d(10), d(15)) and reserved [d(15), d(17)); palace is reserved [d(20), d(25)).
 * cosy has a seasonal rate of 700 covering today, and rates 900 on [d(50), d(51)) and 950 on
 * [d(51), d(52)) (seasons of a villa never overlap: migration 0013). dr/north charges 16 % tax (its own), dr/south the country's 18 %; service 10 %.
 */
export async function seedSearchFixture(orm: Orm) {
  const today = todayIn('America/Santo_Domingo');
  const d = (n: number) => addDays(today, n);
  const dr = await createCountry(orm, {
    slug: 'fixture-dr',
    nameEn: 'Dominican Republic',
    nameEs: 'República Dominicana',
    taxRateBps: 1800,
    serviceFeeBps: 1000,
  });
  const north = await createState(orm, dr.id, { slug: 'fixture-north', nameEn: 'North Coast', nameEs: 'Costa Norte', taxRateBps: 1600 });
  const south = await createState(orm, dr.id, { slug: 'fixture-south', nameEn: 'South Coast', nameEs: 'Costa Sur' });
  const far = await createCountry(orm, {
    slug: 'fixture-far',
    nameEn: 'Fiji',
    nameEs: 'Fiyi',
    timeZone: 'Pacific/Fiji',
    taxRateBps: 0,
    serviceFeeBps: 0,
  });
  const isle = await createState(orm, far.id, { slug: 'fixture-isle', lat: -17.7, lng: 179.5 });
  const inNorth = { countryId: dr.id, stateId: north.id };
  const inSouth = { countryId: dr.id, stateId: south.id };
  const grand = await createProperty(orm, inNorth, {
    name: 'Grand Villa',
    isReserveCollection: true,
    position: 2,
    basePriceCents: 100_000,
    cleaningFeeCents: 20_000,
    securityDepositCents: 150_000,
    bedrooms: 4,
    numberBathroom: 4.5,
    maximumCapacity: 8,
    instantBook: true,
    amenities: ['wifi', 'private_pool'],
    highlightEn: 'Ocean front',
    highlightEs: 'Frente al mar',
    lat: 18.5,
    lng: -68.4,
  });
  const cosy = await createProperty(orm, inNorth, {
    name: 'Cosy Villa',
    position: 1,
    basePriceCents: 50_000,
    cleaningFeeCents: 25_000,
    securityDepositCents: 100_000,
    bedrooms: 2,
    numberBathroom: 2,
    maximumCapacity: 4,
    inOffer: true,
    offerTagEn: '10% off',
    offerTagEs: '10% de descuento',
    amenities: ['wifi'],
    minNights: 3,
    lat: 18.6,
    lng: -68.3,
  });
  const palace = await createProperty(orm, inSouth, {
    name: 'Palace',
    isReserveCollection: true,
    position: 3,
    basePriceCents: 200_000,
    cleaningFeeCents: 0,
    bedrooms: 6,
    numberBathroom: 6,
    maximumCapacity: 12,
    amenities: ['wifi', 'private_pool', 'chef'],
    lat: 19,
    lng: -70,
  });
  const draft = await createProperty(orm, inSouth, { name: 'Draft', status: 'draft', amenities: ['sauna'], basePriceCents: 10_000 });
  const fiji = await createProperty(
    orm,
    { countryId: far.id, stateId: isle.id },
    {
      name: 'Fiji Villa',
      position: 0,
      basePriceCents: 80_000,
      bedrooms: 3,
      numberBathroom: 3,
      maximumCapacity: 6,
      amenities: ['wifi'],
      lat: -17.7,
      lng: 179.5,
    },
  );
  for (let i = 0; i < 6; i++) await createPropertyImage(orm, grand.id, { position: i, captionEn: `Grand ${i}`, captionEs: `Gran ${i}` });
  await createPropertyImage(orm, cosy.id, { position: 0 });
  await createSeasonalRate(orm, cosy.id, { startDate: d(-5), endDate: d(5), nightlyCents: 70_000 });
  await createSeasonalRate(orm, cosy.id, { startDate: d(50), endDate: d(51), nightlyCents: 90_000 });
  await createSeasonalRate(orm, cosy.id, { startDate: d(51), endDate: d(52), nightlyCents: 95_000 });
  const guest = await createUser(orm);
  await createBlock(orm, grand.id, { startDate: d(10), endDate: d(15) });
  await createHeldReservation(orm, { userId: guest.id, propertyId: grand.id }, { checkIn: d(15), checkOut: d(17) });
  await createHeldReservation(orm, { userId: guest.id, propertyId: palace.id }, { checkIn: d(20), checkOut: d(25), status: 'requested' });
  return { today, d, dr, north, south, far, grand, cosy, palace, draft, fiji, guest };
}

export type SearchFixture = Awaited<ReturnType<typeof seedSearchFixture>>;
