import 'server-only';
import { sql } from 'drizzle-orm';
import { CACHE_TAG } from '../../lib/public-cache';
import type { Orm } from '../db/open';
import { invalidatePages } from '../core/page-cache-bus';

/**
 * Every owner write that changes what a public page shows (text, photos, rates, calendar) ends here:
 * the villa's `updated_at` moves (the sitemap reads it), and the cached pages that show villas
 * (its own page, the results, the destinations, home) leave every server's page cache when the
 * write commits (docs/decisions/031).
 */
export async function listingChanged(orm: Orm, propertyId: number): Promise<void> {
  await orm.execute(sql`update properties set updated_at = now() where id = ${propertyId}`);
  await invalidatePages(orm, [CACHE_TAG.property(propertyId), CACHE_TAG.listings]);
}
