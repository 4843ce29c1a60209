import 'server-only';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/open';

/**
 * Every owner write that changes what a public page shows (text, photos, rates, calendar) ends here:
 * the villa's `updated_at` moves, which the public pages, the sitemap and (once public pages are
 * cached, issue 18) their cache tags key on. Public pages render per request today, so a saved
 * change is on them at once.
 */
export async function listingChanged(orm: Orm, propertyId: number): Promise<void> {
  await orm.execute(sql`update properties set updated_at = now() where id = ${propertyId}`);
}
