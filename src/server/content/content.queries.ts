import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { parseSlug } from '@/server/catalog/catalog.params';
import { db } from '@/server/db/client';
import { experiences, luxuryServices, pressArticles } from '@/server/db/schema/content';

/** Localized editorial content. Money is integer cents (USD); `body` is plain text, paragraphs split by blank lines. */
export interface ContentItem {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  image: string;
}

export interface Experience extends ContentItem {
  priceCents: number;
  priceUnit: string;
  durationMinutes: number;
}

export interface LuxuryService extends ContentItem {
  category: string;
  priceFromCents: number;
  priceUnit: string;
}

export interface PressArticle extends ContentItem {
  publication: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  publishedOn: string;
  externalUrl: string | null;
}

interface Bilingual {
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
  const es = locale === 'es';
  return {
    id: row.id,
    slug: row.slug,
    title: (es ? row.titleEs : row.titleEn) || row.titleEn,
    summary: (es ? row.summaryEs : row.summaryEn) || row.summaryEn,
    body: (es ? row.bodyEs : row.bodyEn) || row.bodyEn,
    image: row.image,
  };
}

const toExperience = (locale: Locale, row: typeof experiences.$inferSelect): Experience => ({
  ...localize(locale, row),
  priceCents: row.priceCents,
  priceUnit: row.priceUnit,
  durationMinutes: row.durationMinutes,
});

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

/** Published experiences in display order. */
export async function listExperiences(locale: Locale, limit = 6): Promise<Experience[]> {
  const rows = await (await db())
    .select()
    .from(experiences)
    .where(eq(experiences.published, true))
    .orderBy(asc(experiences.position), asc(experiences.id))
    .limit(limit);
  return rows.map((row) => toExperience(locale, row));
}

/** Published luxury services in display order. */
export async function listLuxuryServices(locale: Locale, limit = 6): Promise<LuxuryService[]> {
  const rows = await (await db())
    .select()
    .from(luxuryServices)
    .where(eq(luxuryServices.published, true))
    .orderBy(asc(luxuryServices.position), asc(luxuryServices.id))
    .limit(limit);
  return rows.map((row) => toService(locale, row));
}

/** A published luxury service by slug; null when malformed, unknown or unpublished. */
export const getLuxuryServiceBySlug = cache(async (locale: Locale, rawSlug: string): Promise<LuxuryService | null> => {
  const slug = parseSlug(rawSlug);
  if (slug === undefined) return null;
  const [row] = await (await db())
    .select()
    .from(luxuryServices)
    .where(and(eq(luxuryServices.slug, slug), eq(luxuryServices.published, true)))
    .limit(1);
  return row ? toService(locale, row) : null;
});

/** The newest published press articles. */
export async function listLatestPress(locale: Locale, limit = 4): Promise<PressArticle[]> {
  const rows = await (await db())
    .select()
    .from(pressArticles)
    .where(eq(pressArticles.published, true))
    .orderBy(desc(pressArticles.publishedOn), desc(pressArticles.id))
    .limit(limit);
  return rows.map((row) => toArticle(locale, row));
}

/** A published press article by slug; null when malformed, unknown or unpublished. */
export const getPressArticleBySlug = cache(async (locale: Locale, rawSlug: string): Promise<PressArticle | null> => {
  const slug = parseSlug(rawSlug);
  if (slug === undefined) return null;
  const [row] = await (await db())
    .select()
    .from(pressArticles)
    .where(and(eq(pressArticles.slug, slug), eq(pressArticles.published, true)))
    .limit(1);
  return row ? toArticle(locale, row) : null;
});
