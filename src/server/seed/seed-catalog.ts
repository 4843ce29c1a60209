import { and, gte, inArray } from 'drizzle-orm';
import { imageFile, type ImageJob, imageHeight } from '@/server/media/render-image';
import { mediaUrl } from '@/server/media/media-path';
import type { Orm } from '../db/open';
import { countries, properties, propertyImages, seasonalRates, states } from '../db/schema/catalog';
import { COUNTRIES, STATES } from './data/destinations';
import type { PropertySeed } from './data/properties';
import { seededRandom } from './prng';
import { upcomingSeasons } from './seasons';
import { overwriteExcept } from './upsert';

export const original = (base: string) => mediaUrl(imageFile(base, 'original'));

export interface CatalogIds {
  countries: Map<string, number>;
  states: Map<string, number>;
  properties: Map<string, number>;
}

/** Countries and states, upserted by slug; returns slug → id and queues their pictures. */
export async function seedDestinations(orm: Orm, jobs: ImageJob[]): Promise<Omit<CatalogIds, 'properties'>> {
  const countryRows = await orm
    .insert(countries)
    .values(COUNTRIES.map((c, position) => ({ ...c, position, image: original(`countries/${c.slug}`) })))
    .onConflictDoUpdate({ target: countries.slug, set: overwriteExcept(countries, ['slug']) })
    .returning({ id: countries.id, slug: countries.slug });
  const countryIds = new Map(countryRows.map((r) => [r.slug, r.id]));
  for (const c of COUNTRIES) jobs.push({ base: `countries/${c.slug}`, scene: 'coast', rand: seededRandom(`country:${c.slug}`) });

  const stateRows = await orm
    .insert(states)
    .values(
      STATES.map((s, position) => ({
        countryId: idOf(countryIds, s.country),
        slug: s.slug,
        nameEn: s.nameEn,
        nameEs: s.nameEs,
        descriptionEn: s.descriptionEn,
        descriptionEs: s.descriptionEs,
        taxRateBps: s.taxRateBps ?? null,
        serviceFeeBps: null,
        timeZone: s.timeZone ?? null,
        lat: s.lat,
        lng: s.lng,
        image: original(`states/${s.slug}`),
        position,
      })),
    )
    .onConflictDoUpdate({ target: states.slug, set: overwriteExcept(states, ['slug']) })
    .returning({ id: states.id, slug: states.slug });
  for (const s of STATES) jobs.push({ base: `states/${s.slug}`, scene: s.scene, rand: seededRandom(`state:${s.slug}`) });
  return { countries: countryIds, states: new Map(stateRows.map((r) => [r.slug, r.id])) };
}

export function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: nothing seeded for "${key}"`);
  return id;
}

/** Properties by slug, then their galleries by (property, position) and their seasonal rates. */
export async function seedProperties(
  orm: Orm,
  villas: PropertySeed[],
  ids: Omit<CatalogIds, 'properties'>,
  owners: Map<string, number>,
  opts: { imageWidth: number; today: string },
  jobs: ImageJob[],
): Promise<Map<string, number>> {
  const rows = await orm
    .insert(properties)
    .values(
      villas.map(({ images: _images, country, state, ...v }) => ({
        ...v,
        status: 'published' as const,
        countryId: idOf(ids.countries, country),
        stateId: idOf(ids.states, state),
        ownerId: owners.get(v.slug) ?? null,
      })),
    )
    .onConflictDoUpdate({ target: properties.slug, set: overwriteExcept(properties, ['slug', 'createdAt', 'updatedAt']) })
    .returning({ id: properties.id, slug: properties.slug });
  const propertyIds = new Map(rows.map((r) => [r.slug, r.id]));

  const images = villas.flatMap((v) =>
    v.images.map((img, i) => {
      const base = `properties/${v.slug}/${i + 1}`;
      jobs.push({ base, scene: img.scene, rand: seededRandom(`image:${base}`), palette: () => seededRandom(`palette:${v.slug}`) });
      return {
        propertyId: idOf(propertyIds, v.slug),
        position: i,
        captionEn: img.captionEn,
        captionEs: img.captionEs,
        original: mediaUrl(imageFile(base, 'original')),
        medium: mediaUrl(imageFile(base, 'medium')),
        thumbnail: mediaUrl(imageFile(base, 'thumbnail')),
        width: opts.imageWidth,
        height: imageHeight(opts.imageWidth),
      };
    }),
  );
  await orm
    .insert(propertyImages)
    .values(images)
    .onConflictDoUpdate({
      target: [propertyImages.propertyId, propertyImages.position],
      set: overwriteExcept(propertyImages, ['propertyId', 'position']),
    });
  // A gallery that shrank since the last run loses its extra pictures.
  const sizes = new Set(villas.map((v) => v.images.length));
  for (const size of sizes) {
    const groupIds = villas.filter((v) => v.images.length === size).map((v) => idOf(propertyIds, v.slug));
    await orm.delete(propertyImages).where(and(inArray(propertyImages.propertyId, groupIds), gte(propertyImages.position, size)));
  }

  const seasons = upcomingSeasons(opts.today);
  const rates = villas.flatMap((v) =>
    seasons.map((s) => ({
      propertyId: idOf(propertyIds, v.slug),
      nameEn: s.nameEn,
      nameEs: s.nameEs,
      startDate: s.startDate,
      endDate: s.endDate,
      nightlyCents: Math.round((v.basePriceCents * s.factor) / 2500) * 2500,
    })),
  );
  if (rates.length > 0) {
    await orm
      .insert(seasonalRates)
      .values(rates)
      .onConflictDoUpdate({
        target: [seasonalRates.propertyId, seasonalRates.startDate],
        set: overwriteExcept(seasonalRates, ['propertyId', 'startDate']),
      });
  }
  return propertyIds;
}

/** Ids of the seeded properties in the given states, in seed order. */
export async function propertiesIn(orm: Orm, stateIds: number[]) {
  return orm
    .select({ id: properties.id, slug: properties.slug, maximumCapacity: properties.maximumCapacity })
    .from(properties)
    .where(inArray(properties.stateId, stateIds))
    .orderBy(properties.position);
}
