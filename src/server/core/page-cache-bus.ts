// No 'server-only' marker: the integration test runs it outside Next.
import { sql } from 'drizzle-orm';
import { PAGE_CACHE_CHANNEL, PAGE_CACHE_GLOBAL } from '../../../entry/protocol.mjs';
import type { Database, Orm } from '../db/open';

/**
 * The page cache's invalidation (issue 18; docs/decisions/031-public-page-cache.md). A write that
 * changes a cached public page sends its tags on this channel inside its own transaction, so they
 * go out when it commits and never for one rolled back; every server LISTENs and drops those pages
 * from its own cache (entry/page-cache.mjs, held by entry/server.mjs). The channel and the cache's
 * global: entry/protocol.mjs.
 */

interface LocalPageCache {
  invalidate(tags: string[]): number;
  clear(): number;
}

/** The cache of this process (set by entry/server.mjs; absent under `next dev` and in tests without it). */
function localPageCache(): LocalPageCache | undefined {
  return (globalThis as Record<symbol, LocalPageCache | undefined>)[PAGE_CACHE_GLOBAL];
}

export async function invalidatePages(orm: Orm, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await orm.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${tags.join(' ')})`);
}

/**
 * This server hears every server's invalidations. Notifications sent while the LISTEN connection
 * was down are lost, so a reconnect empties the cache. Resolves with a function that stops it.
 */
export function listenForPageInvalidations(database: Pick<Database, 'listen'>, cache: () => LocalPageCache | undefined = localPageCache) {
  return database.listen(
    PAGE_CACHE_CHANNEL,
    (payload) => {
      cache()?.invalidate(payload.split(' ').filter(Boolean));
    },
    () => {
      cache()?.clear();
    },
  );
}
