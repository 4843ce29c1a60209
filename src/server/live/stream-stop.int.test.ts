import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSession } from '@/server/accounts/session';
import { runStopPhase } from '@/server/core/lifecycle.mjs';
import { metrics } from '@/server/core/metrics.mjs';
import { contextFor } from '@/test/context';
import { createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { postMessage } from '../messaging/post-message';
import type { UserActor } from '../access/actor';
import { openEventStream } from './event-stream';
import { LiveHub } from './listener';

/**
 * When the server stops (entry/server.mjs runs the lifecycle phase 'streams' on SIGTERM), every open live
 * stream gets a `retry:` hint and ends, so its browser reconnects to another server and replays by
 * Last-Event-ID; a stream opened after that ends at once the same way. The open-streams gauge
 * follows. (Its own file: stopping is for the rest of the process.)
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let hub: LiveHub;
let guest: { actor: UserActor; token: string };
let tripId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const m = await createMember(orm);
  const found = await lookupSession(orm, m.token);
  if (found.status !== 'valid') throw new Error('no session');
  guest = { actor: found.actor, token: m.token };
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
  tripId = (await createReservation(orm, { userId: guest.actor.userId, propertyId: villa.id })).id;
  hub = new LiveHub(database);
  await hub.start();
});
afterAll(async () => {
  await hub?.stop();
  await database?.dispose();
});

async function readAll(stream: ReadableStream<Uint8Array>, onText: (text: string) => void) {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) {
    text += decoder.decode(chunk, { stream: true });
    onText(text);
  }
  return text;
}

const gauge = async () => (await metrics().liveStreams.get()).values[0]?.value ?? 0;

describe('live streams when the server stops', () => {
  it('sends each open stream a retry hint and ends it; a later stream ends at once', async () => {
    const before = await gauge();
    const open = () => openEventStream({ hub, orm: database.orm, actor: guest.actor, token: guest.token, lastEventId: null });
    let seen = '';
    const first = readAll(open(), (t) => {
      seen = t;
    });
    const second = readAll(open(), () => {});
    for (let i = 0; i < 100 && !seen.includes('connected'); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await gauge()).toBe(before + 2);
    const id = (await postMessage(contextFor(database.orm, guest.actor), { tripId, side: 'guest', text: 'hello', files: [] })).message.id;
    for (let i = 0; i < 250 && !seen.includes(`id: ${id}`); i++) await new Promise((resolve) => setTimeout(resolve, 20));

    await runStopPhase('streams');
    const [text, other] = await Promise.all([first, second]);
    // The event, then the hint with a delay of 1–5 s, then the end.
    expect(text).toMatch(new RegExp(`id: ${id}\\n[\\s\\S]*retry: \\d{4}\\n: server stopping\\n\\n$`));
    const retry = Number(/retry: (\d+)\n: server stopping/.exec(text)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(1000);
    expect(retry).toBeLessThan(5000);
    expect(other).toMatch(/retry: \d+\n: server stopping\n\n$/);
    expect(await gauge()).toBe(before);

    const late = await readAll(open(), () => {});
    expect(late).toMatch(/^retry: 3000\n: connected\n\nretry: \d+\n: server stopping\n\n$/);
    expect(await gauge()).toBe(before);
  });
});
