import 'server-only';
import { asc } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Orm } from '../db/open';
import { countries, states } from '../db/schema/catalog';

/** SPEC §3 "booking list" item, as GET /v1/locations/places answers it. */
export interface Place {
  id: number;
  type: 'country' | 'state';
  name: string;
  slug: string;
  /** The country itself for a country; the state's country for a state. */
  country_id: number;
}

/** Every country, each followed by its states, in display order, named in `locale`. */
export async function listPlaces(orm: Orm, locale: Locale): Promise<Place[]> {
  const [countryRows, stateRows] = await Promise.all([
    orm.select().from(countries).orderBy(asc(countries.position), asc(countries.id)),
    orm.select().from(states).orderBy(asc(states.position), asc(states.id)),
  ]);
  const name = (r: { nameEn: string; nameEs: string }) => (locale === 'es' ? r.nameEs || r.nameEn : r.nameEn);
  return countryRows.flatMap((c) => [
    { id: c.id, type: 'country' as const, name: name(c), slug: c.slug, country_id: c.id },
    ...stateRows
      .filter((s) => s.countryId === c.id)
      .map((s) => ({ id: s.id, type: 'state' as const, name: name(s), slug: s.slug, country_id: c.id })),
  ]);
}
