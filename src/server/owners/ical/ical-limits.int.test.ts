import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as sync } from '@/app/v1/owner/properties/[id]/ical-feeds/[feedId]/sync/route';
import { POST as addFeed } from '@/app/v1/owner/properties/[id]/ical-feeds/route';
import { systemContext } from '@/server/access/context';
import { rows } from '@/server/db/raw';
import { apiRequest, type CallOptions, freshIp, type AppRouteHandler } from '@/test/api-client';
import { ownerWithVilla } from '@/test/owner-fixtures-ical';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { addIcalFeed, MAX_FEEDS_PER_VILLA, syncIcalFeedNow } from './ical-feeds.service';
import { runIcalSyncJob } from './ical-sync-job';

/**
 * The iCal import within bounds (issue 28, finding 12): at most 5 feeds a villa (409
 * `too_many_feeds`, also when adds race); "Sync now" once a minute per feed (429 with
 * Retry-After, kept in PostgreSQL); the job syncs feeds side by side, each within a budget, so a
 * villa whose feeds stall delays nobody else's import.
 */

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: http.Server;
let base = '';
/** Requests the server holds without answering (a channel that hangs). */
const stalled = new Set<http.ServerResponse>();
/** When each path was asked for (ms since the epoch). */
const askedAt = new Map<string, number>();

beforeAll(async () => {
  database = await useTestDatabase();
  server = http.createServer((req, res) => {
    askedAt.set(req.url ?? '', Date.now());
    if (req.url?.startsWith('/stall')) return void stalled.add(res);
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(fixture('booking.ics'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of stalled) res.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.dispose();
});
beforeEach(() => {
  vi.stubEnv('ICAL_ALLOW_LOOPBACK', '1');
  return () => vi.unstubAllEnvs();
});

async function send(handler: AppRouteHandler, url: string, params: Record<string, string | number>, opts: CallOptions = {}) {
  const res = await handler(apiRequest('POST', url, { ip: freshIp(), ...opts }), {
    params: Promise.resolve(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { code?: string; error?: string; data?: { id: number } }, headers: res.headers };
}

describe('feeds per villa', () => {
  it(`are at most ${MAX_FEEDS_PER_VILLA}: the next is 409 too_many_feeds, in English and Spanish`, async () => {
    const owner = await ownerWithVilla(database.orm);
    const at = `/v1/owner/properties/${owner.villa.id}/ical-feeds`;
    const add = (n: number, acceptLanguage?: string) =>
      send(
        addFeed,
        at,
        { id: owner.villa.id },
        { bearer: owner.token, json: { channel: 'other', url: `${base}/feed-${n}.ics` }, acceptLanguage },
      );
    for (let n = 1; n <= MAX_FEEDS_PER_VILLA; n++) expect((await add(n)).status).toBe(201);
    const sixth = await add(6);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ code: 'too_many_feeds', error: expect.stringContaining('at most 5 calendars') });
    const es = await add(6, 'es');
    expect(es.body).toMatchObject({ code: 'too_many_feeds', error: expect.stringContaining('como máximo 5 calendarios') });
    const [count] = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from ical_feeds where property_id = ${owner.villa.id}`,
    );
    expect(count?.n).toBe(MAX_FEEDS_PER_VILLA);
  });

  it('hold when adds race: one of three at once fills the last place', async () => {
    const owner = await ownerWithVilla(database.orm);
    for (let n = 1; n < MAX_FEEDS_PER_VILLA; n++)
      await addIcalFeed(owner.ctx, owner.villa.id, { channel: 'other', url: `${base}/race-${n}.ics` });
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) => addIcalFeed(owner.ctx, owner.villa.id, { channel: 'other', url: `${base}/racer-${n}.ics` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual([
      'too_many_feeds',
      'too_many_feeds',
    ]);
  });
});

describe('“Sync now”', () => {
  it('once a minute per feed: 429 with Retry-After and a localized sentence, then again after the minute', async () => {
    const owner = await ownerWithVilla(database.orm);
    const feed = await addIcalFeed(owner.ctx, owner.villa.id, { channel: 'booking', url: `${base}/booking.ics` });
    const other = await addIcalFeed(owner.ctx, owner.villa.id, { channel: 'airbnb', url: `${base}/other.ics` });
    const now = (feedId: number, acceptLanguage?: string) =>
      send(
        sync,
        `/v1/owner/properties/${owner.villa.id}/ical-feeds/${feedId}/sync`,
        { id: owner.villa.id, feedId },
        { bearer: owner.token, acceptLanguage },
      );
    expect((await now(feed.id)).status).toBe(200);
    const again = await now(feed.id);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'rate_limited', error: expect.stringContaining('less than a minute ago') });
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await now(feed.id, 'es')).body.error).toContain('hace menos de un minuto');
    // Another feed of the villa has its own minute.
    expect((await now(other.id)).status).toBe(200);
    // The limit lives in PostgreSQL: a request a minute later (any server's clock) is served.
    const later = { ...owner.ctx, now: new Date(Date.now() + 61_000) };
    await expect(syncIcalFeedNow(later, owner.villa.id, feed.id)).resolves.toMatchObject({ ok: true });
  });
});

describe('the sync job', () => {
  it('runs feeds side by side, each within its budget: a villa whose feeds hang does not hold up another’s import', async () => {
    await database.orm.execute(sql`delete from ical_feeds`);
    const slow = await ownerWithVilla(database.orm);
    // Three hanging feeds come first: one after another, they would hold the queue for three fetch deadlines (30 s).
    for (let n = 1; n <= 3; n++) await addIcalFeed(slow.ctx, slow.villa.id, { channel: 'other', url: `${base}/stall-${n}.ics` });
    const quick = await ownerWithVilla(database.orm);
    const feed = await addIcalFeed(quick.ctx, quick.villa.id, { channel: 'booking', url: `${base}/quick.ics` });
    const budgetMs = 2000;
    const started = Date.now();
    const run = await runIcalSyncJob(systemContext(database.orm, 'ical-sync'), { budgetMs });
    const took = Date.now() - started;
    expect(run).toMatchObject({ ran: true, result: { synced: 1, failed: 3 } });
    // The quick villa's feed was asked for at once, beside the hanging ones, and imported.
    expect((askedAt.get('/quick.ics') ?? Infinity) - started).toBeLessThan(budgetMs / 2);
    const [quickFeed] = await rows<{ ok: boolean; event_count: number }>(
      database.orm,
      sql`select last_success_at is not null and last_error is null as ok, event_count from ical_feeds where id = ${feed.id}`,
    );
    expect(quickFeed).toEqual({ ok: true, event_count: 1 });
    // Every hanging feed was cut at its budget, together: the run took about one budget.
    expect(took).toBeGreaterThanOrEqual(budgetMs - 50);
    expect(took).toBeLessThan(budgetMs * 2);
    const cut = await rows<{ last_error: string }>(
      database.orm,
      sql`select last_error from ical_feeds where property_id = ${slow.villa.id}`,
    );
    expect(cut.map((f) => f.last_error)).toEqual(['timeout', 'timeout', 'timeout']);
  });
});
