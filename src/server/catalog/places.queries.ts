import 'server-only';
import { asc } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { countries, states } from '../db/schema/catalog';
import type { Place } from './catalog.types';
import { inLocale } from '@/lib/bilingual';

/** Every country, each followed by its states, in display order, named in ctx.locale. Public. */
export async function listPlaces(ctx: ServiceContext): Promise<Place[]> {
  const { orm, locale } = ctx;
  const [countryRows, stateRows] = await Promise.all([
    orm.select().from(countries).orderBy(asc(countries.position), asc(countries.id)),
    orm.select().from(states).orderBy(asc(states.position), asc(states.id)),
  ]);
  const name = (r: { nameEn: string; nameEs: string }) => inLocale(locale, r.nameEn, r.nameEs || r.nameEn);
  return countryRows.flatMap((c) => [
    { id: c.id, type: 'country' as const, name: name(c), slug: c.slug, country_id: c.id },
    ...stateRows
      .filter((s) => s.countryId === c.id)
      .map((s) => ({ id: s.id, type: 'state' as const, name: name(s), slug: s.slug, country_id: c.id })),
  ]);
}
