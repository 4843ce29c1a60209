import 'server-only';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { ServiceContext } from '../access/context';
import { absoluteMedia, toUnits } from '../catalog/property.api';
import type { Orm } from '../db/open';
import { countries, states } from '../db/schema/catalog';
import { experiences, luxuryServices, pressArticles } from '../db/schema/content';
import { AppError } from '../core/errors';
import type { ContentListQuery, ExperienceListQuery } from './content.schema';
import type { z } from 'zod';
import type { apiExperienceSchema, apiLuxuryServiceSchema, apiPressArticleSchema } from './content.openapi';
import { pickText } from '@/lib/bilingual';
import type { Bilingual } from './content.queries';

/**
 * The editorial content as the JSON API answers it (GET /v1/experiences, /v1/luxury-services,
 * /v1/press and their /{slug}): texts in the request's locale, money in currency units with the
 * cents beside it, picture URLs under /media. Only published items; an unknown slug is a 404.
 */
export interface ApiContentBase {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
  image: string;
}

export type ApiExperience = z.infer<typeof apiExperienceSchema>;

export type ApiLuxuryService = z.infer<typeof apiLuxuryServiceSchema>;

export type ApiPressArticle = z.infer<typeof apiPressArticleSchema>;

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

function base(locale: Locale, row: Bilingual): ApiContentBase {
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(locale, row.titleEn, row.titleEs),
    summary: pickText(locale, row.summaryEn, row.summaryEs),
    body: pickText(locale, row.bodyEn, row.bodyEs),
    image: absoluteMedia(row.image),
  };
}

export const contentNotFound = () => new AppError(404, 'not_found');

function paged<T>(items: T[], total: number, q: ContentListQuery): Paged<T> {
  return { items, total, page: q.page, perPage: q.per_page, pageCount: Math.ceil(total / q.per_page) };
}

const experienceColumns = {
  e: experiences,
  countrySlug: countries.slug,
  countryNameEn: countries.nameEn,
  countryNameEs: countries.nameEs,
  stateSlug: states.slug,
  stateNameEn: states.nameEn,
  stateNameEs: states.nameEs,
};

type ExperienceRow = {
  e: typeof experiences.$inferSelect;
  countrySlug: string | null;
  countryNameEn: string | null;
  countryNameEs: string | null;
  stateSlug: string | null;
  stateNameEn: string | null;
  stateNameEs: string | null;
};

function toApiExperience(locale: Locale, r: ExperienceRow): ApiExperience {
  return {
    ...base(locale, r.e),
    price: toUnits(r.e.priceCents),
    price_cents: r.e.priceCents,
    currency: 'USD',
    price_unit: r.e.priceUnit,
    duration_minutes: r.e.durationMinutes,
    country: r.countrySlug ? { slug: r.countrySlug, name: pickText(locale, r.countryNameEn ?? '', r.countryNameEs ?? '') } : null,
    state: r.stateSlug ? { slug: r.stateSlug, name: pickText(locale, r.stateNameEn ?? '', r.stateNameEs ?? '') } : null,
  };
}

function experiencesFrom(orm: Orm, where: SQL | undefined) {
  return orm
    .select(experienceColumns)
    .from(experiences)
    .leftJoin(states, eq(states.id, experiences.stateId))
    .leftJoin(countries, eq(countries.id, sql`coalesce(${experiences.countryId}, ${states.countryId})`))
    .where(and(eq(experiences.published, true), where));
}

export async function listApiExperiences(ctx: ServiceContext, q: ExperienceListQuery): Promise<Paged<ApiExperience>> {
  const { orm, locale } = ctx;
  const where = q.destination ? or(eq(countries.slug, q.destination), eq(states.slug, q.destination)) : undefined;
  const [found, [total]] = await Promise.all([
    experiencesFrom(orm, where)
      .orderBy(asc(experiences.position), asc(experiences.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    orm
      .select({ n: count() })
      .from(experiences)
      .leftJoin(states, eq(states.id, experiences.stateId))
      .leftJoin(countries, eq(countries.id, sql`coalesce(${experiences.countryId}, ${states.countryId})`))
      .where(and(eq(experiences.published, true), where)),
  ]);
  return paged(
    found.map((r) => toApiExperience(locale, r)),
    total?.n ?? 0,
    q,
  );
}

export async function getApiExperience(ctx: ServiceContext, slug: string): Promise<ApiExperience> {
  const { orm, locale } = ctx;
  const [row] = await experiencesFrom(orm, eq(experiences.slug, slug)).limit(1);
  if (!row) throw contentNotFound();
  return toApiExperience(locale, row);
}

function toApiService(locale: Locale, r: typeof luxuryServices.$inferSelect): ApiLuxuryService {
  return {
    ...base(locale, r),
    category: r.category,
    price_from: toUnits(r.priceFromCents),
    price_from_cents: r.priceFromCents,
    currency: 'USD',
    price_unit: r.priceUnit,
  };
}

export async function listApiLuxuryServices(ctx: ServiceContext, q: ContentListQuery): Promise<Paged<ApiLuxuryService>> {
  const { orm, locale } = ctx;
  const published = eq(luxuryServices.published, true);
  const [found, [total]] = await Promise.all([
    orm
      .select()
      .from(luxuryServices)
      .where(published)
      .orderBy(asc(luxuryServices.position), asc(luxuryServices.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    orm.select({ n: count() }).from(luxuryServices).where(published),
  ]);
  return paged(
    found.map((r) => toApiService(locale, r)),
    total?.n ?? 0,
    q,
  );
}

export async function getApiLuxuryService(ctx: ServiceContext, slug: string): Promise<ApiLuxuryService> {
  const { orm, locale } = ctx;
  const [row] = await orm
    .select()
    .from(luxuryServices)
    .where(and(eq(luxuryServices.slug, slug), eq(luxuryServices.published, true)))
    .limit(1);
  if (!row) throw contentNotFound();
  return toApiService(locale, row);
}

function toApiArticle(locale: Locale, r: typeof pressArticles.$inferSelect): ApiPressArticle {
  return {
    ...base(locale, r),
    publication: r.publication,
    author: r.author,
    published_on: r.publishedOn,
    external_url: r.externalUrl,
  };
}

/** Newest first. */
export async function listApiPress(ctx: ServiceContext, q: ContentListQuery): Promise<Paged<ApiPressArticle>> {
  const { orm, locale } = ctx;
  const published = eq(pressArticles.published, true);
  const [found, [total]] = await Promise.all([
    orm
      .select()
      .from(pressArticles)
      .where(published)
      .orderBy(desc(pressArticles.publishedOn), desc(pressArticles.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    orm.select({ n: count() }).from(pressArticles).where(published),
  ]);
  return paged(
    found.map((r) => toApiArticle(locale, r)),
    total?.n ?? 0,
    q,
  );
}

export async function getApiPressArticle(ctx: ServiceContext, slug: string): Promise<ApiPressArticle> {
  const { orm, locale } = ctx;
  const [row] = await orm
    .select()
    .from(pressArticles)
    .where(and(eq(pressArticles.slug, slug), eq(pressArticles.published, true)))
    .limit(1);
  if (!row) throw contentNotFound();
  return toApiArticle(locale, row);
}

/** `meta` of a paged list answer. */
export function pageMeta(p: Paged<unknown>) {
  return { total: p.total, page: p.page, per_page: p.perPage, page_count: p.pageCount };
}
