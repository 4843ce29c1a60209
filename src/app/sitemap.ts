// GET /sitemap.xml – every public page in English and Spanish, with hreflang alternates
import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo';
import { visitorContext } from '@/server/access/context';
import { db } from '@/server/db/client';
import { sitemapEntries } from '@/server/seo/sitemap';

// Read from the database on each request: new villas, services and articles appear at once.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // What a visitor sees, whoever asks: drafts never reach the sitemap.
  return sitemapEntries(visitorContext(await db()), siteUrl());
}
