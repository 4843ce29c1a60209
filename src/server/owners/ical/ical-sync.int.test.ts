import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rows } from '@/server/db/raw';
import { icalFeeds } from '@/server/db/schema/owners';
import { createBlock, createHeldReservation, createUser } from '@/test/factories';
import { feedServer, ownerWithVilla } from '@/test/owner-fixtures-ical';
import { createTestDatabase } from '@/test/test-database';
import { addIcalFeed, deleteIcalFeed, syncIcalFeedNow } from './ical-feeds.service';
import { runIcalSyncJob } from './ical-sync-job';
import { systemContext } from '../../access/context';

/**
 * Syncing feeds into a villa's calendar (issue 15) from the test's own feed server on 127.0.0.1
 * (ICAL_ALLOW_LOOPBACK=1, the test runner's setting): moved, cancelled and vanished events, and
 * the feeds that must change nothing (empty, broken, unreachable); overlaps shown as conflicts.
 */

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let feeds: Awaited<ReturnType<typeof feedServer>>;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  feeds = await feedServer();
});
afterAll(async () => {
  await feeds?.close();
  await database?.dispose();
});
beforeEach(() => {
  vi.stubEnv('ICAL_ALLOW_LOOPBACK', '1');
  return () => vi.unstubAllEnvs();
});

/** A fresh villa with one feed serving `name` at a path of its own. */
async function villaWithFeed(name: string, channel: 'airbnb' | 'vrbo' | 'booking' | 'other' = 'other') {
  n += 1;
  const path = `/feed-${n}.ics`;
  feeds.files.set(path, fixture(name));
  const owner = await ownerWithVilla(database.orm);
  const feed = await addIcalFeed(owner.ctx, owner.villa.id, { channel, url: feeds.url(path) });
  // "Sync now" is once a minute per feed: each sync here comes a minute after the last.
  let minutes = 0;
  const sync = () =>
    syncIcalFeedNow({ ...owner.ctx, now: new Date(owner.ctx.now.getTime() + 61_000 * minutes++) }, owner.villa.id, feed.id);
  const serve = (file: string) => feeds.files.set(path, fixture(file));
  return { ...owner, feed, path, sync, serve };
}

/** The villa's nights held by blocks and reservations, as [start, end, kind]. */
async function held(propertyId: number) {
  return rows<{ check_in: string; check_out: string; kind: string }>(
    database.orm,
    sql`select o.check_in::text, o.check_out::text, case when o.block_id is null then 'reservation' else b.reason::text end as kind
      from occupancies o left join calendar_blocks b on b.id = o.block_id
      where o.property_id = ${propertyId} order by o.check_in`,
  ).then((r) => r.map((x) => [x.check_in, x.check_out, x.kind]));
}

describe('syncing a feed', () => {
  it('imports Airbnb’s, Vrbo’s and Booking.com’s events as blocks holding their nights', async () => {
    const airbnb = await villaWithFeed('airbnb.ics', 'airbnb');
    expect(await airbnb.sync()).toMatchObject({ ok: true, events: 2, added: 2, conflicts: 0, feed: { event_count: 2, last_error: null } });
    expect(await held(airbnb.villa.id)).toEqual([
      ['2030-01-10', '2030-01-15', 'ical'],
      ['2030-02-26', '2030-03-02', 'ical'],
    ]);
    const vrbo = await villaWithFeed('vrbo.ics', 'vrbo');
    expect(await vrbo.sync()).toMatchObject({ ok: true, events: 2 });
    const booking = await villaWithFeed('booking.ics', 'booking');
    expect(await booking.sync()).toMatchObject({ ok: true, events: 1 });
    expect(await held(booking.villa.id)).toEqual([['2030-06-10', '2030-06-14', 'ical']]);
  });

  it('converts timed events in the villa’s time zone', async () => {
    const v = await villaWithFeed('timed.ics');
    await v.sync();
    expect(await held(v.villa.id)).toEqual([
      ['2030-07-01', '2030-07-04', 'ical'],
      ['2030-07-31', '2030-08-03', 'ical'],
    ]);
  });

  it('is idempotent: a second sync of the same feed changes nothing', async () => {
    const v = await villaWithFeed('airbnb.ics');
    await v.sync();
    const before = await held(v.villa.id);
    expect(await v.sync()).toMatchObject({ ok: true, added: 0, moved: 0, removed: 0 });
    expect(await held(v.villa.id)).toEqual(before);
  });

  it('moves the block of a moved event and removes the block of an event gone from the feed', async () => {
    const v = await villaWithFeed('moved-v1.ics');
    await v.sync();
    expect(await held(v.villa.id)).toEqual([
      ['2030-10-01', '2030-10-05', 'ical'],
      ['2030-10-20', '2030-10-22', 'ical'],
    ]);
    const [before] = await rows<{ id: number }>(
      database.orm,
      sql`select id from calendar_blocks where external_uid = 'moving@example.test' and property_id = ${v.villa.id}`,
    );
    v.serve('moved-v2.ics');
    expect(await v.sync()).toMatchObject({ ok: true, events: 1, added: 0, moved: 1, removed: 1 });
    expect(await held(v.villa.id)).toEqual([['2030-10-08', '2030-10-11', 'ical']]);
    const [after] = await rows<{ id: number; external_uid: string }>(
      database.orm,
      sql`select id, external_uid from calendar_blocks where feed_id = ${v.feed.id}`,
    );
    expect(after?.external_uid).toBe('moving@example.test');
    expect(before?.id).toBeDefined();
  });

  it('removes the block of a cancelled event', async () => {
    const v = await villaWithFeed('moved-v1.ics');
    await v.sync();
    feeds.files.set(
      v.path,
      fixture('moved-v1.ics').replace('UID:staying@example.test\r\n', 'UID:staying@example.test\r\nSTATUS:CANCELLED\r\n'),
    );
    expect(await v.sync()).toMatchObject({ ok: true, events: 1, removed: 1 });
    expect(await held(v.villa.id)).toEqual([['2030-10-01', '2030-10-05', 'ical']]);
    // A feed that lists an event cancelled from the start never blocks it.
    const c = await villaWithFeed('cancelled.ics');
    await c.sync();
    expect(await held(c.villa.id)).toEqual([['2030-09-01', '2030-09-05', 'ical']]);
  });

  it.each([
    ['an empty feed', (v: { serve: (f: string) => void }) => v.serve('empty.ics'), 'empty_feed'],
    ['a broken feed', (v: { serve: (f: string) => void }) => v.serve('broken.ics'), 'unparsable'],
    ['an unreachable feed (404)', (v: { path: string }) => feeds.files.delete(v.path), 'http_status'],
  ])('never removes anything for %s: the error is recorded', async (_label, spoil, error) => {
    const v = await villaWithFeed('airbnb.ics');
    const first = await v.sync();
    const successAt = first.feed.last_success_at;
    const before = await held(v.villa.id);
    spoil(v as never);
    const outcome = await v.sync();
    expect(outcome).toMatchObject({ ok: false, error, feed: { last_error: error, event_count: 2, last_success_at: successAt } });
    expect(outcome.feed.last_error_at).not.toBeNull();
    expect(await held(v.villa.id)).toEqual(before);
    // The feed recovers: the error is cleared at the next success.
    v.serve('airbnb.ics');
    expect(await v.sync()).toMatchObject({ ok: true, feed: { last_error: null } });
  });

  it('never removes anything when the server does not answer at all', async () => {
    const v = await villaWithFeed('airbnb.ics');
    await v.sync();
    const before = await held(v.villa.id);
    const closed = await feedServer();
    const url = closed.url('/gone.ics');
    await closed.close();
    await database.orm.update(icalFeeds).set({ url }).where(eq(icalFeeds.id, v.feed.id));
    expect(await v.sync()).toMatchObject({ ok: false, error: 'network' });
    expect(await held(v.villa.id)).toEqual(before);
  });

  it('records an event over a reservation or another block as a conflict, and imports the rest', async () => {
    const v = await villaWithFeed('airbnb.ics');
    const guest = await createUser(database.orm);
    const reservation = await createHeldReservation(
      database.orm,
      { userId: guest.id, propertyId: v.villa.id },
      { checkIn: '2030-01-12', checkOut: '2030-01-18' },
    );
    await createBlock(database.orm, v.villa.id, { startDate: '2030-02-28', endDate: '2030-03-01' });
    const outcome = await v.sync();
    expect(outcome).toMatchObject({ ok: true, events: 2, added: 0, conflicts: 2 });
    expect(outcome.feed.conflicts).toEqual([
      {
        uid: expect.stringContaining('@airbnb.com'),
        start_date: '2030-01-10',
        end_date: '2030-01-15',
        summary: 'Reserved',
        reservation_id: reservation.id,
      },
      {
        uid: expect.stringContaining('@airbnb.com'),
        start_date: '2030-02-26',
        end_date: '2030-03-02',
        summary: 'Airbnb (Not available)',
        reservation_id: null,
      },
    ]);
    expect(await held(v.villa.id)).toEqual([
      ['2030-01-12', '2030-01-18', 'reservation'],
      ['2030-02-28', '2030-03-01', 'owner'],
    ]);
  });

  it('refuses, at sync time, a feed whose address is now inside the network', async () => {
    const v = await villaWithFeed('airbnb.ics');
    await database.orm.update(icalFeeds).set({ url: 'http://169.254.169.254/latest/meta-data/' }).where(eq(icalFeeds.id, v.feed.id));
    expect(await v.sync()).toMatchObject({ ok: false, error: 'forbidden_address' });
  });

  it('removes a deleted feed’s blocks and frees their nights', async () => {
    const v = await villaWithFeed('airbnb.ics');
    await v.sync();
    await deleteIcalFeed(v.ctx, v.villa.id, v.feed.id);
    expect(await held(v.villa.id)).toEqual([]);
  });

  it('runs every feed in the job, once across servers', async () => {
    const v = await villaWithFeed('booking.ics');
    const run = await runIcalSyncJob(systemContext(database.orm, 'ical-sync'));
    expect(run.ran).toBe(true);
    expect(await held(v.villa.id)).toEqual([['2030-06-10', '2030-06-14', 'ical']]);
  });
});
