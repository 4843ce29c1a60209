import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { LOCALES } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { fillPattern, ROUTES } from '@/lib/routes';
import type { ServiceContext } from '../access/context';
import { countries, properties, states } from '../db/schema/catalog';
import { luxuryServices, pressArticles } from '../db/schema/content';

/** Public routes that are not worth a search result: an error screen and a page that needs a mailed token. */
const NOT_INDEXED = new Set(['error', 'newPassword', 'invitation']);

export interface SitemapEntry {
  url: string;
  lastModified?: Date;
  alternates: { languages: Record<string, string> };
}

/** Every public path without a locale: static routes, then each published thing that has a page (public facts: any actor). */
export async function publicPaths(ctx: ServiceContext): Promise<{ path: string; lastModified?: Date }[]> {
  const { orm } = ctx;
  const staticPaths = ROUTES.filter((r) => r.area === 'public' && !r.pattern.includes(':') && !NOT_INDEXED.has(r.key)).map((r) => ({
    path: r.pattern,
  }));
  const [propertyRows, countryRows, stateRows, serviceRows, pressRows] = await Promise.all([
    orm
      .select({ id: properties.id, updatedAt: properties.updatedAt })
      .from(properties)
      .where(eq(properties.status, 'published'))
      .orderBy(asc(properties.id)),
    orm.select({ slug: countries.slug }).from(countries).orderBy(asc(countries.position), asc(countries.id)),
    orm.select({ slug: states.slug }).from(states).orderBy(asc(states.position), asc(states.id)),
    orm
      .select({ slug: luxuryServices.slug })
      .from(luxuryServices)
      .where(eq(luxuryServices.published, true))
      .orderBy(asc(luxuryServices.position), asc(luxuryServices.id)),
    orm
      .select({ slug: pressArticles.slug, publishedOn: pressArticles.publishedOn })
      .from(pressArticles)
      .where(eq(pressArticles.published, true))
      .orderBy(asc(pressArticles.publishedOn), asc(pressArticles.id)),
  ]);
  return [
    ...staticPaths,
    ...propertyRows.map((p) => ({ path: fillPattern('/property/:id', { id: p.id }), lastModified: p.updatedAt })),
    ...[...countryRows, ...stateRows].map((d) => ({ path: fillPattern('/d/:id', { id: d.slug }) })),
    ...serviceRows.map((s) => ({ path: fillPattern('/luxury-services/:slug', { slug: s.slug }) })),
    ...pressRows.map((a) => ({
      path: fillPattern('/press/:slug', { slug: a.slug }),
      lastModified: new Date(`${a.publishedOn}T00:00:00Z`),
    })),
  ];
}

/**
 * The sitemap: each public page once per language (English unprefixed, Spanish under /es), each
 * entry naming every language version as an hreflang alternate, English as x-default.
 */
export async function sitemapEntries(ctx: ServiceContext, baseUrl: string): Promise<SitemapEntry[]> {
  const paths = await publicPaths(ctx);
  return paths.flatMap(({ path, lastModified }) => {
    const languages: Record<string, string> = {};
    for (const locale of LOCALES) languages[locale] = `${baseUrl}${localizeHref(locale, path)}`;
    languages['x-default'] = `${baseUrl}${localizeHref('en', path)}`;
    return LOCALES.map((locale) => ({
      url: `${baseUrl}${localizeHref(locale, path)}`,
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }));
  });
}

/** Paths crawlers should leave alone: the signed-in areas, the guestbook and the JSON API, in both languages. */
export function privatePathPrefixes(): string[] {
  const pages = ['/user', '/user-trip-', '/user-booking-request', '/user-booking-confirmation', '/concierges', '/broker', '/guestbook'];
  return [...pages, ...pages.map((p) => localizeHref('es', p)), '/api', '/v1'];
}
