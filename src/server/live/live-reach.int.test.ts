import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as userPatch } from '@/app/v1/admin/users/[id]/route';
import { PUT as scopesPut } from '@/app/v1/admin/users/[id]/scopes/route';
import { lookupSession } from '@/server/accounts/session';
import { reservationInScope } from '@/server/booking/concierge-scope';
import { rows } from '@/server/db/raw';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { postMessage } from '@/server/messaging/post-message';
import { call } from '@/test/api-client';
import { contextFor } from '@/test/context';
import { createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import type { UserActor } from '../access/actor';
import { openEventStream } from './event-stream';
import { LiveHub, MAX_STREAMS_PER_USER } from './listener';

/**
 * Who the live layer reaches (issue 28, finding 6): the audience of an event is conciergeScopeSql's
 * own predicate (a country-wide row is no scope for a concierge who is no longer a country
 * manager); a change of groups drops what the new groups cannot hold; disabling an account or
 * changing its destinations ends its open streams at once over NOTIFY, long before a heartbeat;
 * one user holds at most MAX_STREAMS_PER_USER streams on a server.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let hub: LiveHub;
const place = { country: 0, north: 0, south: 0 };
let admin = '';
let guest: { actor: UserActor; token: string };
let northTrip = 0;
let southTrip = 0;

async function signedIn(group?: string) {
  const m = await createMember(database.orm, group);
  const found = await lookupSession(database.orm, m.token);
  if (found.status !== 'valid') throw new Error('no session');
  return { id: m.user.id, actor: found.actor, token: m.token };
}

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  place.country = (await createCountry(orm)).id;
  place.north = (await createState(orm, place.country)).id;
  place.south = (await createState(orm, place.country)).id;
  admin = (await createMember(orm, 'hbl-administrators')).token;
  guest = await signedIn();
  const north = await createProperty(orm, { countryId: place.country, stateId: place.north });
  const south = await createProperty(orm, { countryId: place.country, stateId: place.south });
  northTrip = (await createReservation(orm, { userId: guest.actor.userId, propertyId: north.id })).id;
  southTrip = (
    await createReservation(orm, { userId: guest.actor.userId, propertyId: south.id }, { checkIn: '2031-03-01', checkOut: '2031-03-05' })
  ).id;
  hub = new LiveHub(database);
  await hub.start();
});
afterAll(async () => {
  await hub?.stop();
  await database?.dispose();
});

/** Reads a stream's frames as they come (as live.int.test.ts does). */
function reader(stream: ReadableStream<Uint8Array>) {
  const r = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  void (async () => {
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
    async until(check: () => boolean, ms = 5000) {
      const start = Date.now();
      while (!check()) {
        if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms; stream so far:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    cancel: () => r.cancel().catch(() => {}),
  };
}

/** A stream with the real 20 s heartbeat: only a notification can end it within a second. */
const open = (who: { actor: UserActor; token: string }) =>
  reader(openEventStream({ hub, orm: database.orm, actor: who.actor, token: who.token, lastEventId: null }));

const patch = (id: number, json: unknown) =>
  call((r) => userPatch(r, { params: Promise.resolve({ id: String(id) }) }), 'PATCH', `/v1/admin/users/${id}`, { json, bearer: admin });
const putScopes = (id: number, json: unknown) =>
  call((r) => scopesPut(r, { params: Promise.resolve({ id: String(id) }) }), 'PUT', `/v1/admin/users/${id}/scopes`, {
    json,
    bearer: admin,
  });

const guestSays = async (tripId: number, text: string) =>
  (await postMessage(contextFor(database.orm, guest.actor), { tripId, side: 'guest', text, files: [] })).message.id;

describe('the audience of a trip’s event', () => {
  it('leaves out a country manager demoted to concierge who still has a country-wide row: the trip is 404 to him', async () => {
    const manager = await signedIn('hbl-country-manager');
    await database.orm.insert(conciergeAssignments).values([
      { userId: manager.id, countryId: place.country, stateId: null },
      { userId: manager.id, countryId: place.country, stateId: place.north },
    ]);
    // Demoted behind the administration's back (a direct write): the country-wide row stays.
    await database.orm.execute(sql`insert into groups (code, name) values ('hbl-concierge', 'Concierge') on conflict do nothing`);
    await database.orm.execute(
      sql`update user_groups set group_id = (select id from groups where code = 'hbl-concierge') where user_id = ${manager.id}`,
    );
    const found = await lookupSession(database.orm, manager.token);
    if (found.status !== 'valid') throw new Error('no session');
    const now = { actor: found.actor, token: manager.token };
    expect(now.actor.groups).toEqual(['hbl-concierge']);
    await expect(reservationInScope(contextFor(database.orm, now.actor), southTrip)).rejects.toMatchObject({ status: 404 });
    const stream = open(now);
    await stream.until(() => stream.text.includes(': connected'));
    const south = await guestSays(southTrip, 'Is the pool heated?');
    const north = await guestSays(northTrip, 'Can we arrive early?');
    await stream.until(() => stream.text.includes(`"message_id":${north}`));
    await hub.settled();
    expect(stream.text).not.toContain(`"message_id":${south}`);
    await stream.cancel();
  });
});

describe('changing an account’s groups', () => {
  it('removes the destinations and the trip assignments the new groups cannot hold', async () => {
    const manager = await signedIn('hbl-country-manager');
    expect((await patch(manager.id, { groups: ['hbl-country-manager', 'hbl-concierge'] })).status).toBe(200);
    expect((await putScopes(manager.id, { states: [place.north], countries: [place.country] })).status).toBe(200);
    await database.orm.execute(sql`update reservations set assigned_concierge_id = ${manager.id} where id in (${northTrip}, ${southTrip})`);
    // Demoted to concierge: the country-wide row goes, and with it the south's trip; the north stays his.
    expect((await patch(manager.id, { groups: ['hbl-concierge'] })).status).toBe(200);
    const kept = await rows<{ state_id: number | null }>(
      database.orm,
      sql`select state_id from concierge_assignments where user_id = ${manager.id}`,
    );
    expect(kept).toEqual([{ state_id: place.north }]);
    const trips = await rows<{ id: number; assigned: number | null }>(
      database.orm,
      sql`select id, assigned_concierge_id as assigned from reservations where id in (${northTrip}, ${southTrip}) order by id`,
    );
    expect(trips).toEqual([
      { id: northTrip, assigned: manager.id },
      { id: southTrip, assigned: null },
    ]);
    // No longer staff at all: nothing is left, and the south's timeline says who let it go.
    expect((await patch(manager.id, { groups: [] })).status).toBe(200);
    const left = await rows<{ n: number }>(
      database.orm,
      sql`select count(*)::int as n from concierge_assignments where user_id = ${manager.id}`,
    );
    expect(left[0]?.n).toBe(0);
    const unassigned = await rows<{ id: number }>(
      database.orm,
      sql`select id from reservations where id in (${northTrip}, ${southTrip}) and assigned_concierge_id is null`,
    );
    expect(unassigned).toHaveLength(2);
    const events = await rows<{ reservation_id: number }>(
      database.orm,
      sql`select reservation_id from trip_events where kind = 'assigned' and (data->>'previous_concierge_id')::int = ${manager.id} order by reservation_id`,
    );
    expect(events.map((e) => e.reservation_id)).toEqual([northTrip, southTrip]);
  });
});

describe('ending open streams over NOTIFY', () => {
  it('disabling the account ends its stream within a second', async () => {
    const owner = await signedIn('hbl-owners');
    const stream = open(owner);
    await stream.until(() => stream.text.includes(': connected'));
    expect((await patch(owner.id, { disabled: true })).status).toBe(200);
    await stream.until(() => stream.ended, 1000);
  });

  it('removing a destination ends the concierge’s stream within a second', async () => {
    const concierge = await signedIn('hbl-concierge');
    expect((await putScopes(concierge.id, { states: [place.north, place.south], countries: [] })).status).toBe(200);
    const stream = open(concierge);
    await stream.until(() => stream.text.includes(': connected'));
    expect((await putScopes(concierge.id, { states: [place.north], countries: [] })).status).toBe(200);
    await stream.until(() => stream.ended, 1000);
  });

  it('changing the groups ends the stream, and leaves everyone else’s open', async () => {
    const concierge = await signedIn('hbl-concierge');
    const bystander = open(guest);
    const stream = open(concierge);
    await stream.until(() => stream.text.includes(': connected'));
    expect((await patch(concierge.id, { groups: ['hbl-destination-manager'] })).status).toBe(200);
    await stream.until(() => stream.ended, 1000);
    expect(bystander.ended).toBe(false);
    await bystander.cancel();
  });
});

describe('streams per user', () => {
  it(`at most ${MAX_STREAMS_PER_USER} on one server: the next one ends the oldest`, async () => {
    const member = await signedIn();
    const streams: ReturnType<typeof open>[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const s = open(member);
      await s.until(() => s.text.includes(': connected'));
      streams.push(s);
    }
    const newest = open(member);
    await newest.until(() => newest.text.includes(': connected'));
    await streams[0]?.until(() => streams[0]?.ended === true, 1000);
    expect(streams.slice(1).map((s) => s.ended)).toEqual(Array(MAX_STREAMS_PER_USER - 1).fill(false));
    const id = await guestSays(northTrip, 'One more question.');
    // The other user's streams are untouched; this member sees nothing of a trip not theirs.
    await hub.settled();
    expect(newest.text).not.toContain(`"message_id":${id}`);
    for (const s of [...streams, newest]) await s.cancel();
  });
});
