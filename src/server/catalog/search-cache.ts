// No 'server-only' marker: the integration tests run it outside Next.
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/open';
import { rows } from '../db/raw';

/**
 * The dated search's answers, per process (issue 29 §5; docs/decisions/042). An answer is a pure
 * function of the query, the language, the database's committed state and "tonight" in each
 * destination's zone (the card's live price). So it is kept under:
 *   - the availability version: the sum of search_versions, which database triggers advance in the
 *     same transaction as any write a search reads (migration 0023), read per request on
 *     PostgreSQL (one tiny query), so a request that follows a committed write, on any server,
 *     never gets an answer from before it; with PGlite (one process) the count of the triggers'
 *     notifications, which arrive before the writing statement returns;
 *   - the quarter hour: every zone's midnight falls on a quarter hour of UTC, so "tonight" is the
 *     same everywhere within one;
 *   - the language and the normalized query.
 * A version newer than the held one empties the cache; an older one (a request that read just
 * before a commit) is answered without being stored. The triggers also NOTIFY `alma_search`, which
 * empties every server's cache at once (memory back sooner; correctness does not depend on it).
 * Concurrent misses of one key share one computation.
 */
export const SEARCH_CHANNEL = 'alma_search';

/** At most this many answers, and this many bytes of JSON, least recently used out first. */
export const SEARCH_CACHE_LIMITS = { entries: 2000, bytes: 24 * 1024 * 1024 };

const QUARTER_HOUR_MS = 15 * 60 * 1000;

export interface CachedAnswer<T> {
  value: T;
  /** `{"data": value}`, as the JSON API answers it, encoded once. */
  body: Uint8Array<ArrayBuffer>;
}

interface Slot<T> {
  pending: Promise<CachedAnswer<T>>;
  /** Once computed. */
  answer?: CachedAnswer<T>;
  /** The body gzipped, made on the first request that accepts it. */
  gzipped?: Uint8Array<ArrayBuffer>;
  bytes: number;
}

export class SearchCache<T = unknown> {
  /** The generation the entries belong to: version and quarter hour. */
  private version = -1n;
  private quarter = -1;
  private readonly entries = new Map<string, Slot<T>>();
  private bytes = 0;
  hits = 0;
  misses = 0;
  /**
   * With PGlite the version is counted here from the notifications instead of read per request:
   * no other process can write that database, and PGlite hands a committed statement's
   * notifications to its listeners before that statement's promise resolves, so the count is
   * exact and current for the next request. null: read it from the database (PostgreSQL, where
   * another server's commit reaches this one's LISTEN connection only a moment later).
   */
  notified: bigint | null = null;

  constructor(private readonly limits = SEARCH_CACHE_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Another server (or this one) committed a write a search reads: forget everything. */
  invalidate(): void {
    if (this.notified !== null) this.notified++;
    this.clear();
  }

  /** From now on the version is the count of notifications (PGlite, listening in this process). */
  countNotifications(): void {
    this.clear();
    this.version = -1n;
    this.notified = 0n;
  }

  /**
   * The answer for `key` at `version` (read from the database before computing, so the answer is
   * at least as new as the version), computing it on a miss. `hit` says which.
   */
  async answer(key: string, version: bigint, compute: () => Promise<T>, now = Date.now()): Promise<CachedAnswer<T> & { hit: boolean }> {
    const quarter = Math.floor(now / QUARTER_HOUR_MS);
    if (version > this.version || (version === this.version && quarter > this.quarter)) {
      this.clear();
      this.version = version;
      this.quarter = quarter;
    }
    const current = version === this.version && quarter === this.quarter;
    const found = current ? this.entries.get(key) : undefined;
    if (found) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, found);
      this.hits++;
      return { ...(await found.pending), hit: true };
    }
    this.misses++;
    const pending = compute().then((value) => ({ value, body: new TextEncoder().encode(JSON.stringify({ data: value })) }));
    if (!current) return { ...(await pending), hit: false };
    const slot: Slot<T> = { pending, bytes: 0 };
    this.entries.set(key, slot);
    try {
      const answer = await pending;
      if (this.entries.get(key) === slot) {
        slot.answer = answer;
        slot.bytes = answer.body.byteLength * 2;
        this.bytes += slot.bytes;
        this.evict();
      }
      return { ...answer, hit: false };
    } catch (err) {
      if (this.entries.get(key) === slot) this.entries.delete(key);
      throw err;
    }
  }

  /**
   * The stored answer's JSON for `key` at `version`, without computing anything (the Node entry's
   * fast path, search-entry.ts): undefined on a miss, and while another request computes it.
   */
  peek(key: string, version: bigint, now = Date.now()): { body: Uint8Array<ArrayBuffer>; gzipped(): Uint8Array<ArrayBuffer> } | undefined {
    if (version !== this.version || Math.floor(now / QUARTER_HOUR_MS) !== this.quarter) return undefined;
    const slot = this.entries.get(key);
    const answer = slot?.answer;
    if (!slot || !answer) return undefined;
    this.entries.delete(key);
    this.entries.set(key, slot);
    this.hits++;
    return {
      body: answer.body,
      gzipped: () => {
        if (!slot.gzipped) {
          slot.gzipped = new Uint8Array(gzipSync(answer.body));
          if (this.entries.get(key) === slot) {
            slot.bytes += slot.gzipped.byteLength;
            this.bytes += slot.gzipped.byteLength;
          }
        }
        return slot.gzipped;
      },
    };
  }

  private evict() {
    for (const [key, slot] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.entries.delete(key);
      this.bytes -= slot.bytes;
    }
  }
}

/** The availability version: one read of 32 small rows (PostgreSQL; with PGlite, see SearchCache.notified). */
export async function searchVersion(orm: Orm): Promise<bigint> {
  const [row] = await rows<{ v: string | number | null }>(orm, sql`select coalesce(sum(version), 0)::text as v from search_versions`);
  return BigInt(row?.v ?? 0);
}

/**
 * One cache per database handle (the tests open several in one process; the server one), on
 * globalThis: Next bundles the instrumentation hook and each route apart, each with its own copy
 * of this module, and they must share the cache.
 */
const globalCaches = globalThis as { __almaSearchCaches?: WeakMap<object, SearchCache> };
globalCaches.__almaSearchCaches ??= new WeakMap<object, SearchCache>();
const caches = globalCaches.__almaSearchCaches;

export function searchCacheFor(orm: Orm): SearchCache {
  let cache = caches.get(orm);
  if (!cache) {
    cache = new SearchCache();
    caches.set(orm, cache);
  }
  return cache;
}

/** The version an answer is cached under: counted from notifications (PGlite), else read. */
export async function currentSearchVersion(orm: Orm, cache: SearchCache): Promise<bigint> {
  return cache.notified ?? (await searchVersion(orm));
}

/**
 * This server hears every server's search-relevant writes (instrumentation.ts starts it). A
 * reconnect empties the cache too, though the per-request version would catch up anyway. With
 * PGlite, listening makes the notifications the version (SearchCache.notified).
 */
export async function listenForSearchChanges(database: Pick<Database, 'listen' | 'orm' | 'kind'>) {
  const cache = searchCacheFor(database.orm);
  const stop = await database.listen(
    SEARCH_CHANNEL,
    () => cache.invalidate(),
    () => cache.clear(),
  );
  if (database.kind === 'pglite') cache.countNotifications();
  return async () => {
    cache.notified = null;
    cache.clear();
    await stop();
  };
}
