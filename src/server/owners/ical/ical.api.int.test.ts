import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as exportCalendar } from '@/app/ical/[file]/route';
import { POST as rotate } from '@/app/v1/owner/properties/[id]/ical-export/rotate/route';
import { POST as sync } from '@/app/v1/owner/properties/[id]/ical-feeds/[feedId]/sync/route';
import { GET as listFeeds, POST as addFeed } from '@/app/v1/owner/properties/[id]/ical-feeds/route';
import { rows } from '@/server/db/raw';
import { type CallOptions, apiRequest, freshIp, type AppRouteHandler } from '@/test/api-client';
import { createBlock, createHeldReservation, createUser } from '@/test/factories';
import { feedServer, ownerWithVilla } from '@/test/owner-fixtures-ical';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * The iCal channels through their routes (issue 15): the 422 of a feed URL that is not http(s) or
 * points inside the network (localized), the public export (no personal data; an unknown or rotated
 * token is 404), and a round trip: a villa's export imported into another villa gives the same blocks.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let feeds: Awaited<ReturnType<typeof feedServer>>;

beforeAll(async () => {
  database = await useTestDatabase();
  feeds = await feedServer();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await feeds?.close();
  await database?.dispose();
});

async function send(
  handler: AppRouteHandler,
  method: string,
  url: string,
  params: Record<string, string | number>,
  opts: CallOptions = {},
) {
  const res = await handler(apiRequest(method, url, { ip: freshIp(), ...opts }), {
    params: Promise.resolve(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
  });
  const text = await res.text();
  let body: Record<string, unknown> & { data?: Record<string, unknown>; fields?: Record<string, string>; error?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, text, body, headers: res.headers };
}

const fileOf = (exportUrl: string) => exportUrl.slice(exportUrl.lastIndexOf('/') + 1);

describe('adding a feed', () => {
  it.each([
    ['file:///etc/passwd', 'url_scheme', 'must start with http:// or https://'],
    ['webcal://example.com/cal.ics', 'url_scheme', 'must start with http:// or https://'],
    ['http://10.0.0.8/cal.ics', 'url_internal', 'inside a private network'],
    ['http://169.254.169.254/latest/meta-data', 'url_internal', 'inside a private network'],
    ['http://[::ffff:127.0.0.1]/cal.ics', 'url_internal', 'inside a private network'],
    ['http://127.0.0.1:9/cal.ics', 'url_internal', 'inside a private network'],
  ])('refuses %s with 422 and a field error', async (url, _key, english) => {
    vi.stubEnv('ICAL_ALLOW_LOOPBACK', '');
    const owner = await ownerWithVilla(database.orm);
    const at = `/v1/owner/properties/${owner.villa.id}/ical-feeds`;
    const res = await send(addFeed, 'POST', at, { id: owner.villa.id }, { bearer: owner.token, json: { channel: 'airbnb', url } });
    expect(res.status).toBe(422);
    expect(res.body.fields?.url).toContain(english);
    const es = await send(
      addFeed,
      'POST',
      at,
      { id: owner.villa.id },
      { bearer: owner.token, json: { channel: 'airbnb', url }, acceptLanguage: 'es' },
    );
    expect(es.status).toBe(422);
    expect(es.body.fields?.url).not.toContain(english);
    const [count] = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from ical_feeds where property_id = ${owner.villa.id}`,
    );
    expect(count?.n).toBe(0);
    vi.unstubAllEnvs();
  });

  it('refuses the same URL twice for a villa (409)', async () => {
    const owner = await ownerWithVilla(database.orm);
    const at = `/v1/owner/properties/${owner.villa.id}/ical-feeds`;
    const json = { channel: 'vrbo', url: 'https://93.184.215.14/cal.ics' };
    expect((await send(addFeed, 'POST', at, { id: owner.villa.id }, { bearer: owner.token, json })).status).toBe(201);
    expect((await send(addFeed, 'POST', at, { id: owner.villa.id }, { bearer: owner.token, json })).status).toBe(409);
  });
});

describe('the export', () => {
  it('shows reservations and blocks as all-day events with no personal data; unknown and rotated tokens are 404', async () => {
    const owner = await ownerWithVilla(database.orm);
    const guest = await createUser(database.orm, { name: 'Zelda Quintanilla', email: 'zelda.q@example.test' });
    const reservation = await createHeldReservation(
      database.orm,
      { userId: guest.id, propertyId: owner.villa.id },
      { checkIn: '2031-01-10', checkOut: '2031-01-15' },
    );
    await createBlock(database.orm, owner.villa.id, { startDate: '2031-02-01', endDate: '2031-02-04' });
    const list = await send(listFeeds, 'GET', '/x', { id: owner.villa.id }, { bearer: owner.token });
    const url = String(list.body.data?.export_url);
    expect(url).toMatch(/^https?:\/\/[^/]+\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    // The token is made once: the next read answers the same URL.
    expect((await send(listFeeds, 'GET', '/x', { id: owner.villa.id }, { bearer: owner.token })).body.data?.export_url).toBe(url);

    const res = await send(exportCalendar, 'GET', `/ical/${fileOf(url)}`, { file: fileOf(url) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.text).toContain('DTSTART;VALUE=DATE:20310110');
    expect(res.text).toContain('DTEND;VALUE=DATE:20310115');
    expect(res.text).toContain('DTSTART;VALUE=DATE:20310201');
    expect(res.text).toContain('SUMMARY:Reserved');
    expect(res.text).toContain('SUMMARY:Blocked');
    for (const secret of ['Zelda', 'Quintanilla', 'zelda.q', reservation.confirmationNumber, 'Rivera'])
      expect(res.text, `the export shows ${secret}`).not.toContain(secret);

    expect((await send(exportCalendar, 'GET', '/ical/x.ics', { file: `${'A'.repeat(43)}.ics` })).status).toBe(404);
    expect((await send(exportCalendar, 'GET', '/ical/x', { file: 'nothing' })).status).toBe(404);

    const rotated = await send(rotate, 'POST', '/x', { id: owner.villa.id }, { bearer: owner.token });
    const next = String(rotated.body.data?.export_url);
    expect(next).not.toBe(url);
    expect((await send(exportCalendar, 'GET', '/x', { file: fileOf(url) })).status).toBe(404);
    expect((await send(exportCalendar, 'GET', '/x', { file: fileOf(next) })).status).toBe(200);
  });

  it('round trip: a villa’s export imported into another villa gives the same blocks', async () => {
    vi.stubEnv('ICAL_ALLOW_LOOPBACK', '1');
    const source = await ownerWithVilla(database.orm);
    const guest = await createUser(database.orm);
    await createHeldReservation(
      database.orm,
      { userId: guest.id, propertyId: source.villa.id },
      { checkIn: '2031-03-05', checkOut: '2031-03-09' },
    );
    await createBlock(database.orm, source.villa.id, { startDate: '2031-03-20', endDate: '2031-03-21' });
    await createBlock(database.orm, source.villa.id, { startDate: '2031-04-01', endDate: '2031-04-08' });
    const url = String((await send(listFeeds, 'GET', '/x', { id: source.villa.id }, { bearer: source.token })).body.data?.export_url);
    const exported = await send(exportCalendar, 'GET', '/x', { file: fileOf(url) });
    feeds.files.set('/round-trip.ics', exported.text);

    const target = await ownerWithVilla(database.orm);
    const added = await send(
      addFeed,
      'POST',
      '/x',
      { id: target.villa.id },
      { bearer: target.token, json: { channel: 'other', url: feeds.url('/round-trip.ics') } },
    );
    expect(added.status).toBe(201);
    const feedId = Number(added.body.data?.id);
    const synced = await send(sync, 'POST', '/x', { id: target.villa.id, feedId }, { bearer: target.token });
    expect(synced.body.data).toMatchObject({ ok: true, events: 3, added: 3, conflicts: 0 });

    const nights = (propertyId: number) =>
      rows<{ a: string; b: string }>(
        database.orm,
        sql`select check_in::text as a, check_out::text as b from occupancies where property_id = ${propertyId} order by check_in`,
      );
    expect(await nights(target.villa.id)).toEqual(await nights(source.villa.id));
    vi.unstubAllEnvs();
  });
});
