import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { siteUrl } from '@/lib/seo';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import { HIDDEN } from '../../admin/audit-change';
import { rows } from '../../db/raw';
import { properties } from '../../db/schema/catalog';
import { icalFeeds } from '../../db/schema/owners';
import { AppError, notFound } from '../../core/errors';
import { listingChanged } from '../listing-changed';
import { requireOwnedProperty } from '../owner-scope';
import type { AddFeedInput } from './ical.schema';
import type { FeedChannel, IcalChannels, IcalFeedView, SyncResultView } from './ical.types';
import { exportUrlOf, newExportToken } from './ical-export-token';
import { checkedAddress, FeedFetchError, parseFeedUrl, type SafeFetchOptions } from './safe-fetch';
import { type SyncOptions, syncFeed } from './sync-feed';
import { inTransaction } from '../../db/transaction';

type FeedRow = typeof icalFeeds.$inferSelect;

function feedView(f: FeedRow): IcalFeedView {
  let host = '';
  try {
    host = new URL(f.url).host;
  } catch {}
  return {
    id: f.id,
    channel: f.channel as FeedChannel,
    label: f.label,
    url: f.url,
    host,
    created_at: f.createdAt.toISOString(),
    last_synced_at: f.lastSyncedAt?.toISOString() ?? null,
    last_success_at: f.lastSuccessAt?.toISOString() ?? null,
    last_error: f.lastError,
    last_error_at: f.lastErrorAt?.toISOString() ?? null,
    event_count: f.eventCount,
    conflicts: f.conflicts.map((c) => ({
      uid: c.uid,
      start_date: c.startDate,
      end_date: c.endDate,
      summary: c.summary,
      reservation_id: c.reservationId,
    })),
  };
}

/** A feed as the audit log shows it: its host, never its URL (a channel's URL carries its secret). */
function feedAudit(f: FeedRow): Record<string, unknown> {
  const { host } = feedView(f);
  return { property_id: f.propertyId, feed_id: f.id, channel: f.channel, label: f.label, host };
}

/** The villa's export token, made on first request (two racing requests keep the first one saved). */
async function exportTokenOf(ctx: ServiceContext, propertyId: number): Promise<string> {
  const [row] = await ctx.orm.select({ token: properties.icalExportToken }).from(properties).where(eq(properties.id, propertyId));
  if (row?.token) return row.token;
  await ctx.orm
    .update(properties)
    .set({ icalExportToken: newExportToken() })
    .where(and(eq(properties.id, propertyId), isNull(properties.icalExportToken)));
  const [saved] = await ctx.orm.select({ token: properties.icalExportToken }).from(properties).where(eq(properties.id, propertyId));
  if (!saved?.token) throw notFound();
  return saved.token;
}

/** The villa's export URL and imported feeds (GET …/ical-feeds; the channels tab). */
export async function getIcalChannels(ctx: ServiceContext, propertyId: number): Promise<IcalChannels> {
  const property = await requireOwnedProperty(ctx, propertyId);
  const token = await exportTokenOf(ctx, property.id);
  const feeds = await ctx.orm.select().from(icalFeeds).where(eq(icalFeeds.propertyId, property.id)).orderBy(icalFeeds.id);
  return { export_url: exportUrlOf(token, siteUrl()), feeds: feeds.map(feedView) };
}

/** A new secret for the export URL: the old one answers 404 from now on. */
export async function rotateIcalExport(ctx: ServiceContext, propertyId: number): Promise<{ export_url: string }> {
  const property = await requireOwnedProperty(ctx, propertyId);
  const token = newExportToken();
  await inTransaction(ctx.orm, async (tx) => {
    await tx.update(properties).set({ icalExportToken: token }).where(eq(properties.id, property.id));
    // The secret itself never goes in the log: the line says it was replaced.
    await recordAudit(tx, ctx, {
      action: 'property.ical_rotate',
      objectType: 'property',
      objectId: property.id,
      before: { property_id: property.id, export_token: HIDDEN },
      after: { property_id: property.id, export_token: `${HIDDEN} (new)` },
    });
  });
  return { export_url: exportUrlOf(token, siteUrl()) };
}

const urlError = (key: 'url_scheme' | 'url_internal' | 'url_unresolvable') =>
  new AppError(422, 'validation_failed', { fields: { url: { key: `ownerChannels.errors.${key}` } } });

/**
 * A feed URL an owner may add: http(s), and every address its host resolves to outside our network
 * (422 with a field error otherwise). Checked again at each sync, where the answer may have changed.
 */
export async function checkFeedUrl(raw: string, opts: SafeFetchOptions = {}): Promise<string> {
  try {
    const url = parseFeedUrl(raw);
    await checkedAddress(url, opts);
    return url.toString();
  } catch (err) {
    if (!(err instanceof FeedFetchError)) throw err;
    if (err.reason === 'forbidden_address') throw urlError('url_internal');
    if (err.reason === 'unresolvable') throw urlError('url_unresolvable');
    throw urlError('url_scheme');
  }
}

/** Feeds one villa may import: each is fetched every 20 minutes and on "Sync now". */
export const MAX_FEEDS_PER_VILLA = 5;
/** "Sync now" once per feed in this many seconds. */
export const SYNC_NOW_EVERY_SECONDS = 60;

/**
 * Adds a feed: 409 `feed_exists` for a URL the villa imports already, 409 `too_many_feeds` past
 * MAX_FEEDS_PER_VILLA. Both are checked under the villa's row lock, so two adds at once cannot
 * pass the cap or import one URL twice.
 */
export async function addIcalFeed(ctx: ServiceContext, propertyId: number, input: AddFeedInput): Promise<IcalFeedView> {
  const property = await requireOwnedProperty(ctx, propertyId);
  const url = await checkFeedUrl(input.url);
  const feed = await inTransaction(ctx.orm, async (tx) => {
    await tx.execute(sql`select id from properties where id = ${property.id} for update`);
    const current = await tx.select({ url: icalFeeds.url }).from(icalFeeds).where(eq(icalFeeds.propertyId, property.id));
    if (current.some((f) => f.url === url))
      throw new AppError(409, 'feed_exists', { message: { key: 'ownerChannels.errors.feed_exists' } });
    if (current.length >= MAX_FEEDS_PER_VILLA)
      throw new AppError(409, 'too_many_feeds', { message: { key: 'ownerChannels.errors.too_many_feeds' } });
    const [row] = await tx
      .insert(icalFeeds)
      .values({
        propertyId: property.id,
        channel: input.channel,
        label: input.label ?? '',
        url,
        createdByUserId: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
      })
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx, { action: 'feed.add', objectType: 'feed', objectId: row.id, after: feedAudit(row) });
    return row;
  });
  return feedView(feed);
}

async function feedOfOrThrow(ctx: ServiceContext, propertyId: number, feedId: number): Promise<FeedRow> {
  if (!Number.isSafeInteger(feedId) || feedId <= 0) throw notFound();
  const [feed] = await ctx.orm
    .select()
    .from(icalFeeds)
    .where(and(eq(icalFeeds.id, feedId), eq(icalFeeds.propertyId, propertyId)));
  if (!feed) throw notFound();
  return feed;
}

/** Removes a feed and every block it imported (their nights freed). */
export async function deleteIcalFeed(ctx: ServiceContext, propertyId: number, feedId: number): Promise<{ deleted: true }> {
  const property = await requireOwnedProperty(ctx, propertyId);
  const feed = await feedOfOrThrow(ctx, property.id, feedId);
  await inTransaction(ctx.orm, async (tx) => {
    // calendar_blocks.feed_id and occupancies.block_id cascade; said here so nobody relies on it unknowingly.
    await tx.execute(sql`delete from calendar_blocks where feed_id = ${feed.id}`);
    await tx.delete(icalFeeds).where(eq(icalFeeds.id, feed.id));
    await recordAudit(tx, ctx, { action: 'feed.remove', objectType: 'feed', objectId: feed.id, before: feedAudit(feed) });
  });
  await listingChanged(ctx.orm, property.id);
  return { deleted: true };
}

/**
 * Takes this minute's "Sync now" of a feed, or throws 429 `rate_limited` with Retry-After: one
 * conditional update, so every app server shares the limit and two requests at once take it once.
 */
async function takeSyncTurn(ctx: ServiceContext, feedId: number): Promise<void> {
  const now = ctx.now.toISOString();
  const [taken] = await rows<{ id: number }>(
    ctx.orm,
    sql`update ical_feeds set sync_requested_at = ${now}::timestamptz
      where id = ${feedId} and (sync_requested_at is null
        or sync_requested_at <= ${now}::timestamptz - ${SYNC_NOW_EVERY_SECONDS} * interval '1 second')
      returning id`,
  );
  if (taken) return;
  const [last] = await ctx.orm.select({ at: icalFeeds.syncRequestedAt }).from(icalFeeds).where(eq(icalFeeds.id, feedId));
  const wait = ((last?.at?.getTime() ?? ctx.now.getTime()) + SYNC_NOW_EVERY_SECONDS * 1000 - ctx.now.getTime()) / 1000;
  throw new AppError(429, 'rate_limited', {
    message: { key: 'ownerChannels.errors.sync_too_soon' },
    headers: { 'Retry-After': String(Math.min(SYNC_NOW_EVERY_SECONDS, Math.max(1, Math.ceil(wait)))) },
  });
}

/** "Sync now": syncs the feed at once (once a minute per feed) and answers the outcome with the feed as it now is. */
export async function syncIcalFeedNow(
  ctx: ServiceContext,
  propertyId: number,
  feedId: number,
  opts: SyncOptions = {},
): Promise<SyncResultView> {
  const property = await requireOwnedProperty(ctx, propertyId);
  const feed = await feedOfOrThrow(ctx, property.id, feedId);
  await takeSyncTurn(ctx, feed.id);
  const outcome = await syncFeed(ctx.orm, feed.id, { now: ctx.now, ...opts });
  const view = feedView(await feedOfOrThrow(ctx, property.id, feed.id));
  if (!outcome.ok) return { ok: false, error: outcome.error, feed: view };
  return {
    ok: true,
    events: outcome.events,
    added: outcome.added,
    moved: outcome.moved,
    removed: outcome.removed,
    conflicts: outcome.conflicts.length,
    feed: view,
  };
}
