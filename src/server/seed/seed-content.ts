import type { ImageJob } from '@/server/media/render-image';
import type { Orm } from '../db/open';
import { experiences, luxuryServices, pressArticles } from '../db/schema/content';
import { EXPERIENCES, SERVICES } from './data/content';
import { PRESS } from './data/press';
import { seededRandom } from './prng';
import { idOf, original } from './seed-catalog';
import { overwriteExcept } from './upsert';

const paragraphs = (list: string[]) => list.join('\n\n');

function job(folder: string, slug: string, scene: ImageJob['scene']): ImageJob {
  return { base: `${folder}/${slug}`, scene, rand: seededRandom(`${folder}:${slug}`) };
}

/** Experiences, luxury services and press articles, upserted by slug. */
export async function seedContent(
  orm: Orm,
  ids: { countries: Map<string, number>; states: Map<string, number> },
  stateCountry: Map<string, string>,
  jobs: ImageJob[],
) {
  await orm
    .insert(experiences)
    .values(
      EXPERIENCES.map(({ scene: _scene, state, bodyEn, bodyEs, ...e }, position) => ({
        ...e,
        bodyEn: paragraphs(bodyEn),
        bodyEs: paragraphs(bodyEs),
        stateId: idOf(ids.states, state),
        countryId: idOf(ids.countries, stateCountry.get(state) ?? ''),
        image: original(`experiences/${e.slug}`),
        published: true,
        position,
      })),
    )
    .onConflictDoUpdate({ target: experiences.slug, set: overwriteExcept(experiences, ['slug']) });
  for (const e of EXPERIENCES) jobs.push(job('experiences', e.slug, e.scene));

  await orm
    .insert(luxuryServices)
    .values(
      SERVICES.map(({ scene: _scene, bodyEn, bodyEs, ...s }, position) => ({
        ...s,
        bodyEn: paragraphs(bodyEn),
        bodyEs: paragraphs(bodyEs),
        image: original(`services/${s.slug}`),
        published: true,
        position,
      })),
    )
    .onConflictDoUpdate({ target: luxuryServices.slug, set: overwriteExcept(luxuryServices, ['slug']) });
  for (const s of SERVICES) jobs.push(job('services', s.slug, s.scene));

  await orm
    .insert(pressArticles)
    .values(
      PRESS.map(({ scene: _scene, bodyEn, bodyEs, ...a }) => ({
        ...a,
        bodyEn: paragraphs(bodyEn),
        bodyEs: paragraphs(bodyEs),
        externalUrl: null,
        image: original(`press/${a.slug}`),
        published: true,
      })),
    )
    .onConflictDoUpdate({ target: pressArticles.slug, set: overwriteExcept(pressArticles, ['slug', 'createdAt']) });
  for (const a of PRESS) jobs.push(job('press', a.slug, a.scene));
}
