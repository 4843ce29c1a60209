import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as eventsRoute } from '@/app/v1/events/route';
import { lookupSession, revokeSession } from '@/server/accounts/session';
import { systemContext } from '@/server/access/context';
import { declineRequest } from '@/server/booking/decide-request';
import { rows } from '@/server/db/raw';
import { type Database, openDatabase } from '@/server/db/open';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { markRead } from '@/server/messaging/conversation-reads';
import { postMessage } from '@/server/messaging/post-message';
import { apiRequest } from '@/test/api-client';
import { contextFor } from '@/test/context';
import { createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import type { UserActor } from '../access/actor';
import { openEventStream } from './event-stream';
import { LiveHub, stopProcessLiveHub } from './listener';
import { pruneLiveEvents } from './prune-events';

/**
 * The live layer: one hub per "server" hands each stream the events its user may see; on
 * PostgreSQL two servers (two pools, two LISTEN connections) see each other's events; a replay
 * after a reconnect leaves out what the user may no longer see; the heartbeat ends a stream whose
 * session was revoked.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: Database | null = null;
const hubs: LiveHub[] = [];
const people = {} as Record<'guest' | 'other' | 'concierge', { actor: UserActor; token: string }>;
let tripId = 0;
let assignmentUser = 0;

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  for (const [who, group] of [
    ['guest', undefined],
    ['other', undefined],
    ['concierge', 'hbl-concierge'],
  ] as const) {
    const m = await createMember(orm, group);
    const found = await lookupSession(orm, m.token);
    if (found.status !== 'valid') throw new Error('no session');
    people[who] = { actor: found.actor, token: m.token };
  }
  assignmentUser = people.concierge.actor.userId;
  await orm.insert(conciergeAssignments).values({ userId: assignmentUser, countryId: country.id, stateId: state.id });
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
  tripId = (await createReservation(orm, { userId: people.guest.actor.userId, propertyId: villa.id })).id;
  // A second "server" on the same PostgreSQL database: its own pool and its own LISTEN connection.
  const url = (orm as unknown as { $client: { options?: { connectionString?: string } } }).$client.options?.connectionString;
  if (database.kind === 'postgres' && url) second = await openDatabase({ url, poolSize: 4 });
});
afterAll(async () => {
  for (const hub of hubs) await hub.stop();
  await stopProcessLiveHub();
  await second?.close();
  await database?.dispose();
});

async function hubOn(db: Pick<Database, 'orm' | 'listen'>) {
  const hub = new LiveHub(db);
  await hub.start();
  hubs.push(hub);
  return hub;
}

/** Reads a stream's frames as they come. */
function reader(stream: ReadableStream<Uint8Array>) {
  const r = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { done, value } = await r.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    ended = true;
  })();
  return {
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    ids: () => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1])),
    async until(check: () => boolean, ms = 5000) {
      const start = Date.now();
      while (!check()) {
        if (Date.now() - start > ms) throw new Error(`timed out; stream so far:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    cancel: () => r.cancel().then(() => pump),
  };
}

const open = (hub: LiveHub, who: keyof typeof people, lastEventId: number | null = null, heartbeatMs?: number) =>
  reader(openEventStream({ hub, orm: database.orm, actor: people[who].actor, token: people[who].token, lastEventId, heartbeatMs }));

const say = async (who: 'guest' | 'concierge', text: string, orm = database.orm) =>
  (await postMessage(contextFor(orm, people[who].actor), { tripId, side: who, text, files: [] })).message.id;

describe('the live hub', () => {
  it('hands a message to the trip’s guest and the desk of its scope, and to nobody else', async () => {
    const hub = await hubOn(database);
    const guest = open(hub, 'guest');
    const desk = open(hub, 'concierge');
    const other = open(hub, 'other');
    await guest.until(() => guest.text.includes(': connected'));
    await other.until(() => other.text.includes(': connected'));
    const id = await say('concierge', 'The chef is on his way.');
    await guest.until(() => guest.text.includes(`"message_id":${id}`));
    await desk.until(() => desk.text.includes(`"message_id":${id}`));
    expect(guest.text).toMatch(/event: message\n/);
    await hub.settled();
    expect(other.ids()).toEqual([]);
    await Promise.all([guest.cancel(), desk.cancel(), other.cancel()]);
    expect(hub.size).toBe(0);
  });

  it('on PostgreSQL, two servers see each other’s events', async (t) => {
    if (!second) return t.skip();
    const a = await hubOn(database);
    const b = await hubOn(second);
    const onB = open(b, 'guest');
    const onA = open(a, 'concierge');
    await onB.until(() => onB.text.includes(': connected'));
    await onA.until(() => onA.text.includes(': connected'));
    const fromA = await say('concierge', 'Written on server A');
    const fromB = await say('guest', 'Answered on server B', second.orm);
    await onB.until(() => onB.text.includes(`"message_id":${fromA}`));
    await onA.until(() => onA.text.includes(`"message_id":${fromB}`));
    await Promise.all([onA.cancel(), onB.cancel()]);
  });

  it('replays after Last-Event-ID what the user may see now: not a trip whose scope the concierge lost', async () => {
    const hub = await hubOn(database);
    const [{ id: before } = { id: 0 }] = await rows<{ id: number }>(
      database.orm,
      sql`select coalesce(max(id), 0)::int as id from live_events`,
    );
    const guestWrote = await say('guest', 'Can we have a late check-out?');
    const read = await markRead(contextFor(database.orm, people.concierge.actor), { tripId, side: 'concierge', upTo: guestWrote });
    expect(read.last_read_id).toBe(guestWrote);
    // While disconnected, the concierge loses the villa's state.
    await database.orm.delete(conciergeAssignments).where(sql`user_id = ${assignmentUser}`);
    const replay = open(hub, 'concierge', before);
    await replay.until(() => replay.text.includes('event: read'));
    await hub.settled();
    expect(replay.text).not.toContain(`"message_id":${guestWrote}`);
    expect(replay.ids()).toHaveLength(1);
    const guest = open(hub, 'guest', before);
    await guest.until(() => guest.text.includes(`"message_id":${guestWrote}`));
    expect(guest.text).not.toContain('event: read');
    await Promise.all([replay.cancel(), guest.cancel()]);
    const [country] = await rows<{ country_id: number; state_id: number }>(
      database.orm,
      sql`select country_id, state_id from properties limit 1`,
    );
    await database.orm
      .insert(conciergeAssignments)
      .values({ userId: assignmentUser, countryId: country?.country_id ?? 0, stateId: country?.state_id ?? 0 });
  });

  it('ends the stream at the heartbeat after the session is revoked', async () => {
    const hub = await hubOn(database);
    const m = await createMember(database.orm);
    const found = await lookupSession(database.orm, m.token);
    if (found.status !== 'valid') throw new Error('no session');
    const stream = reader(
      openEventStream({ hub, orm: database.orm, actor: found.actor, token: m.token, lastEventId: null, heartbeatMs: 40 }),
    );
    await stream.until(() => stream.text.includes(': ping'));
    expect(stream.ended).toBe(false);
    await revokeSession(database.orm, m.token);
    await stream.until(() => stream.ended);
  });
});

describe('the heartbeat', () => {
  it('ends a concierge’s stream once they have no destination left', async () => {
    const hub = await hubOn(database);
    const m = await createMember(database.orm, 'hbl-concierge');
    const [place] = await rows<{ country_id: number; state_id: number }>(
      database.orm,
      sql`select country_id, state_id from properties limit 1`,
    );
    await database.orm
      .insert(conciergeAssignments)
      .values({ userId: m.user.id, countryId: place?.country_id ?? 0, stateId: place?.state_id ?? 0 });
    const found = await lookupSession(database.orm, m.token);
    if (found.status !== 'valid') throw new Error('no session');
    const stream = reader(
      openEventStream({ hub, orm: database.orm, actor: found.actor, token: m.token, lastEventId: null, heartbeatMs: 40 }),
    );
    await stream.until(() => stream.text.split(': ping').length > 2);
    expect(stream.ended).toBe(false);
    await database.orm.delete(conciergeAssignments).where(sql`user_id = ${m.user.id}`);
    await stream.until(() => stream.ended);
  });
});

describe('reservation status', () => {
  it('a declined request reaches the guest’s stream as reservation_status', async () => {
    const hub = await hubOn(database);
    const [villa] = await rows<{ property_id: number }>(database.orm, sql`select property_id from reservations where id = ${tripId}`);
    const request = await createReservation(
      database.orm,
      { userId: people.guest.actor.userId, propertyId: villa?.property_id ?? 0 },
      { status: 'requested', checkIn: '2031-01-01', checkOut: '2031-01-05' },
    );
    const guest = open(hub, 'guest');
    await guest.until(() => guest.text.includes(': connected'));
    await declineRequest(contextFor(database.orm, people.concierge.actor), request.id, { reason: 'The villa is closed for repairs.' });
    await guest.until(() => /"status":"declined"/.test(guest.text) && guest.text.includes(`"trip_id":${request.id}`));
    expect(guest.text).toContain('event: reservation_status');
    await guest.cancel();
  });
});

describe('retention', () => {
  it('drops live events older than a week, keeps the rest', async () => {
    await database.orm.execute(sql`insert into live_events (kind, payload, created_at) values ('read', '{}', now() - interval '8 days')`);
    const [{ n: before } = { n: 0 }] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from live_events`);
    expect(await pruneLiveEvents(systemContext(database.orm, 'test'))).toBe(1);
    const [{ n: after } = { n: 0 }] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from live_events`);
    expect(after).toBe(before - 1);
  });
});

describe('GET /v1/events', () => {
  it('is 401 without a session, and a stream that is never compressed or buffered with one', async () => {
    const none = await eventsRoute(apiRequest('GET', '/v1/events'), { params: Promise.resolve({}) });
    expect(none.status).toBe(401);
    const res = await eventsRoute(apiRequest('GET', '/v1/events?once=1', { bearer: people.guest.token }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const text = await res.text();
    expect(text).toContain('event: message');
    const other = await eventsRoute(apiRequest('GET', '/v1/events?once=1', { bearer: people.other.token }), {
      params: Promise.resolve({}),
    });
    expect(await other.text()).not.toContain('event: message');
  });
});
