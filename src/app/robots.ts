// GET /robots.txt – public pages open to crawlers; account areas, guestbook and API closed
import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo';
import { privatePathPrefixes } from '@/server/seo/sitemap';

// SITE_URL is read when served, not when built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: privatePathPrefixes() },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
