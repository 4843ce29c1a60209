import 'server-only';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { cache } from '../core/cache';
import type { Locale } from '@/i18n/routing';
import type { ServiceContext } from '@/server/access/context';
import { parseSlug } from '@/server/catalog/catalog.params';
import { countries, states } from '@/server/db/schema/catalog';
import { experiences, luxuryServices, pressArticles } from '@/server/db/schema/content';
import type { ContentItem, Experience, LuxuryService, PressArticle } from './content.types';
import { publicMediaUrl } from '../media/public-media-url';
import { inLocale } from '@/lib/bilingual';

/** A content row's bilingual columns (the API's reader shares them: content.api.ts). */
export interface Bilingual {
  id: number;
  slug: string;
  titleEn: string;
  titleEs: string;
  summaryEn: string;
  summaryEs: string;
  bodyEn: string;
  bodyEs: string;
  image: string;
}

function localize(locale: Locale, row: Bilingual): ContentItem {
  return {
    id: row.id,
    slug: row.slug,
    title: inLocale(locale, row.titleEn, row.titleEs) || row.titleEn,
    summary: inLocale(locale, row.summaryEn, row.summaryEs) || row.summaryEn,
    body: inLocale(locale, row.bodyEn, row.bodyEs) || row.bodyEn,
    image: publicMediaUrl(row.image),
  };
}

const toExperience = (
  locale: Locale,
  row: typeof experiences.$inferSelect,
  state: typeof states.$inferSelect | null,
  country: typeof countries.$inferSelect | null,
): Experience => {
  const name = (place: { nameEn: string; nameEs: string }) => inLocale(locale, place.nameEn, place.nameEs) || place.nameEn;
  const destination = state
    ? { slug: state.slug, name: name(state), country: country ? name(country) : null }
    : country
      ? { slug: country.slug, name: name(country), country: null }
      : null;
  return {
    ...localize(locale, row),
    priceCents: row.priceCents,
    priceUnit: row.priceUnit,
    durationMinutes: row.durationMinutes,
    destination,
  };
};

const toService = (locale: Locale, row: typeof luxuryServices.$inferSelect): LuxuryService => ({
  ...localize(locale, row),
  category: row.category,
  priceFromCents: row.priceFromCents,
  priceUnit: row.priceUnit,
});

const toArticle = (locale: Locale, row: typeof pressArticles.$inferSelect): PressArticle => ({
  ...localize(locale, row),
  publication: row.publication,
  author: row.author,
  publishedOn: row.publishedOn,
  externalUrl: row.externalUrl,
});

/** Published experiences in display order, each with its destination; all of them without a limit. */
export async function listExperiences(ctx: ServiceContext, limit?: number): Promise<Experience[]> {
  const { locale } = ctx;
  const query = ctx.orm
    .select({ e: experiences, s: states, c: countries })
    .from(experiences)
    .leftJoin(states, eq(states.id, experiences.stateId))
    .leftJoin(countries, eq(countries.id, experiences.countryId))
    .where(eq(experiences.published, true))
    .orderBy(asc(experiences.position), asc(experiences.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ e, s, c }) => toExperience(locale, e, s, c));
}

/** Published luxury services in display order; all of them without a limit. */
export async function listLuxuryServices(ctx: ServiceContext, limit?: number): Promise<LuxuryService[]> {
  const { locale } = ctx;
  const query = ctx.orm
    .select()
    .from(luxuryServices)
    .where(eq(luxuryServices.published, true))
    .orderBy(asc(luxuryServices.position), asc(luxuryServices.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => toService(locale, row));
}

/** Other published services to suggest beside one: the same category first, then display order. */
export async function listRelatedServices(ctx: ServiceContext, service: Pick<LuxuryService, 'slug' | 'category'>, limit = 3) {
  const { locale } = ctx;
  const rows = await ctx.orm
    .select()
    .from(luxuryServices)
    .where(and(eq(luxuryServices.published, true), ne(luxuryServices.slug, service.slug)))
    .orderBy(asc(luxuryServices.position), asc(luxuryServices.id));
  const sameFirst = [...rows.filter((r) => r.category === service.category), ...rows.filter((r) => r.category !== service.category)];
  return sameFirst.slice(0, limit).map((row) => toService(locale, row));
}

/** A published luxury service by slug; null when malformed, unknown or unpublished. */
export const getLuxuryServiceBySlug = cache(async (ctx: ServiceContext, rawSlug: string): Promise<LuxuryService | null> => {
  const { locale } = ctx;
  const slug = parseSlug(rawSlug);
  if (slug === undefined) return null;
  const [row] = await ctx.orm
    .select()
    .from(luxuryServices)
    .where(and(eq(luxuryServices.slug, slug), eq(luxuryServices.published, true)))
    .limit(1);
  return row ? toService(locale, row) : null;
});

/** The newest published press articles first; all of them without a limit. */
export async function listLatestPress(ctx: ServiceContext, limit?: number): Promise<PressArticle[]> {
  const { locale } = ctx;
  const query = ctx.orm
    .select()
    .from(pressArticles)
    .where(eq(pressArticles.published, true))
    .orderBy(desc(pressArticles.publishedOn), desc(pressArticles.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => toArticle(locale, row));
}

/** The newest other published articles, to read next. */
export async function listRelatedPress(ctx: ServiceContext, slug: string, limit = 3): Promise<PressArticle[]> {
  const { locale } = ctx;
  const rows = await ctx.orm
    .select()
    .from(pressArticles)
    .where(and(eq(pressArticles.published, true), ne(pressArticles.slug, slug)))
    .orderBy(desc(pressArticles.publishedOn), desc(pressArticles.id))
    .limit(limit);
  return rows.map((row) => toArticle(locale, row));
}

/** A published press article by slug; null when malformed, unknown or unpublished. */
export const getPressArticleBySlug = cache(async (ctx: ServiceContext, rawSlug: string): Promise<PressArticle | null> => {
  const { locale } = ctx;
  const slug = parseSlug(rawSlug);
  if (slug === undefined) return null;
  const [row] = await ctx.orm
    .select()
    .from(pressArticles)
    .where(and(eq(pressArticles.slug, slug), eq(pressArticles.published, true)))
    .limit(1);
  return row ? toArticle(locale, row) : null;
});
