import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { calendarBlocks, occupancies } from '../../db/schema/booking';
import { type IcalConflict, icalFeeds } from '../../db/schema/owners';
import { sqlState } from '../../core/errors';
import { agree } from '../../core/openapi';
import type { SyncFailure } from './ical.types';
import { type FeedEvent, FeedParseError, parseFeed } from './parse-feed';
import { PARSE_TIMEOUT_MS } from './parse-worker';
import { FEED_TIMEOUT_MS, FeedFetchError, safeFetchText } from './safe-fetch';
import { inTransaction } from '../../db/transaction';

// No 'server-only' marker: the iCal sync job runs in scripts/jobs/ical-sync.ts too.

// Every failure of a fetch is one of SYNC_FAILURES (the tab translates them all).
agree<FeedFetchError['reason'] extends SyncFailure ? true : false>(true);
agree<FeedParseError['reason'] extends SyncFailure ? true : false>(true);

/** One feed's time from fetch to parsed events (the apply, a database transaction, is not cut): past it, a `timeout`. */
export const FEED_BUDGET_MS = FEED_TIMEOUT_MS + PARSE_TIMEOUT_MS;
/** Feeds the job syncs at once: one owner's slow feeds hold up at most this many lanes, never the queue. */
export const SYNC_CONCURRENCY = 4;

/** The first key of a feed's apply lock ("ICAL"); the second is the feed id. */
const FEED_LOCK_CLASS = 0x4943414c;

export type SyncOutcome =
  | { ok: true; events: number; added: number; moved: number; removed: number; conflicts: IcalConflict[] }
  | { ok: false; error: SyncFailure };

export interface SyncOptions {
  /** How the feed's text is fetched (default: the SSRF-safe fetch); `signal` aborts at the budget's end. */
  fetchText?: (url: string, signal: AbortSignal) => Promise<string>;
  now?: Date;
  /** The feed's budget for fetch and parse (FEED_BUDGET_MS). */
  budgetMs?: number;
  /** Feeds synced at once by syncAllFeeds (SYNC_CONCURRENCY). */
  concurrency?: number;
}

/** Settles as `work`, or rejects with the signal's reason once it aborts (a fetch that ignores the signal is left behind). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Fetches and parses a feed within its budget: a feed that stalls is cut and fails as `timeout`. */
async function readFeed(feed: FeedRow, opts: SyncOptions): Promise<FeedEvent[]> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new FeedFetchError('timeout', 'budget')), opts.budgetMs ?? FEED_BUDGET_MS);
  timer.unref?.();
  try {
    const fetchText = opts.fetchText ?? ((url: string, signal: AbortSignal) => safeFetchText(url, { signal }));
    const text = await untilAborted(fetchText(feed.url, budget.signal), budget.signal);
    return await parseFeed(text, feed.time_zone, { signal: budget.signal });
  } finally {
    clearTimeout(timer);
  }
}

interface FeedRow {
  id: number;
  property_id: number;
  url: string;
  channel: string;
  time_zone: string;
}

/**
 * Syncs one feed into its villa's calendar (issue 15, docs/decisions/021): each event a block keyed
 * by (feed, UID), holding its nights in `occupancies` in the same transaction; a moved event moves
 * its block, a cancelled or vanished one frees it; an event that overlaps a reservation or another
 * block is recorded as a conflict (never dropped silently, never blocking the rest). A feed that
 * cannot be fetched or parsed, or that comes back empty, changes no block: the error is recorded.
 */
export async function syncFeed(orm: Orm, feedId: number, opts: SyncOptions = {}): Promise<SyncOutcome> {
  const [feed] = await rows<FeedRow>(
    orm,
    sql`select f.id, f.property_id, f.url, f.channel, coalesce(s.time_zone, c.time_zone) as time_zone
      from ical_feeds f join properties p on p.id = f.property_id
      join states s on s.id = p.state_id join countries c on c.id = p.country_id
      where f.id = ${feedId}`,
  );
  if (!feed) return { ok: false, error: 'network' };
  const now = opts.now ?? new Date();

  let events: FeedEvent[];
  try {
    events = await readFeed(feed, opts);
  } catch (err) {
    const error: SyncFailure = err instanceof FeedFetchError ? err.reason : err instanceof FeedParseError ? err.reason : 'network';
    if (!(err instanceof FeedFetchError) && !(err instanceof FeedParseError)) console.error(`[ical] feed ${feed.id} failed`, err);
    return recordFailure(orm, feed.id, error, now);
  }
  if (events.length === 0) return recordFailure(orm, feed.id, 'empty_feed', now);

  const live = dedupe(events.filter((e) => !e.cancelled));
  return inTransaction(orm, async (tx) => {
    // One apply per feed at a time ("Sync now" during the job's run): the second waits, then finds the blocks made.
    await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK_CLASS}, ${feed.id})`);
    const existing = await tx
      .select({
        id: calendarBlocks.id,
        uid: calendarBlocks.externalUid,
        startDate: calendarBlocks.startDate,
        endDate: calendarBlocks.endDate,
      })
      .from(calendarBlocks)
      .where(eq(calendarBlocks.feedId, feed.id));
    const byUid = new Map(existing.map((b) => [b.uid ?? '', b]));
    const keep = new Set(live.map((e) => e.uid));
    let removed = 0;
    let added = 0;
    let moved = 0;
    let cleared = 0;
    const conflicts: IcalConflict[] = [];

    // Vanished, cancelled or moved events free their nights first, so a move can reuse them.
    for (const block of existing) {
      const event = keep.has(block.uid ?? '') ? live.find((e) => e.uid === block.uid) : undefined;
      if (event && event.startDate === block.startDate && event.endDate === block.endDate) continue;
      await tx.delete(calendarBlocks).where(eq(calendarBlocks.id, block.id));
      if (!event) removed += 1;
      cleared += 1;
    }

    for (const event of live) {
      const current = byUid.get(event.uid);
      if (current && current.startDate === event.startDate && current.endDate === event.endDate) continue;
      const clash = await overlapOf(tx, feed.property_id, event);
      if (clash) {
        conflicts.push({
          uid: event.uid,
          startDate: event.startDate,
          endDate: event.endDate,
          summary: event.summary,
          reservationId: clash.reservationId,
        });
        if (current) removed += 1;
        continue;
      }
      try {
        await inTransaction(tx, async (sp) => {
          const [block] = await sp
            .insert(calendarBlocks)
            .values({
              propertyId: feed.property_id,
              startDate: event.startDate,
              endDate: event.endDate,
              reason: 'ical',
              note: feed.channel,
              feedId: feed.id,
              externalUid: event.uid,
            })
            .returning({ id: calendarBlocks.id });
          await sp
            .insert(occupancies)
            .values({ propertyId: feed.property_id, checkIn: event.startDate, checkOut: event.endDate, blockId: block?.id ?? 0 });
        });
        if (current) moved += 1;
        else added += 1;
      } catch (err) {
        // A reservation taken meanwhile (23P01), or the same UID imported by another feed of the villa (23505).
        const state = sqlState(err);
        if (state !== '23P01' && state !== '23505') throw err;
        conflicts.push({ uid: event.uid, startDate: event.startDate, endDate: event.endDate, summary: event.summary, reservationId: null });
        if (current) removed += 1;
      }
    }

    await tx
      .update(icalFeeds)
      .set({ lastSyncedAt: now, lastSuccessAt: now, lastError: null, lastErrorAt: null, eventCount: live.length, conflicts })
      .where(eq(icalFeeds.id, feed.id));
    // What listingChanged (src/server/owners/listing-changed.ts) does, without its server-only import.
    if (added + cleared > 0) await tx.execute(sql`update properties set updated_at = now() where id = ${feed.property_id}`);
    return { ok: true as const, events: live.length, added, moved, removed, conflicts };
  });
}

/** The last event of a UID wins (a feed listing one UID twice is read as its latest version). */
function dedupe(events: FeedEvent[]): FeedEvent[] {
  return [...new Map(events.map((e) => [e.uid, e])).values()];
}

/** What already holds any of the event's nights: a reservation (its id) or a block. */
async function overlapOf(orm: Orm, propertyId: number, event: FeedEvent): Promise<{ reservationId: number | null } | null> {
  const [hit] = await rows<{ reservation_id: number | null }>(
    orm,
    sql`select reservation_id from occupancies
      where property_id = ${propertyId} and check_in < ${event.endDate} and ${event.startDate} < check_out
      order by reservation_id nulls last limit 1`,
  );
  return hit ? { reservationId: hit.reservation_id } : null;
}

async function recordFailure(orm: Orm, feedId: number, error: SyncFailure, now: Date): Promise<SyncOutcome> {
  await orm.update(icalFeeds).set({ lastSyncedAt: now, lastError: error, lastErrorAt: now }).where(eq(icalFeeds.id, feedId));
  return { ok: false, error };
}

/**
 * Every feed, SYNC_CONCURRENCY at a time (the job): each within its budget, so a villa's feeds that
 * stall delay nobody else's import by more than a budget; a failing feed records its error and
 * the rest go on.
 */
export async function syncAllFeeds(orm: Orm, opts: SyncOptions = {}): Promise<{ synced: number; failed: number }> {
  const queue = (await orm.select({ id: icalFeeds.id }).from(icalFeeds).orderBy(icalFeeds.id)).map((f) => f.id);
  let synced = 0;
  let failed = 0;
  const lane = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const outcome = await syncFeed(orm, id, opts);
        if (outcome.ok) synced += 1;
        else failed += 1;
      } catch (err) {
        failed += 1;
        console.error(`[ical] feed ${id} could not be synced`, err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? SYNC_CONCURRENCY) }, lane));
  return { synced, failed };
}
