// No 'server-only' marker: the benchmark and the live tests run the hub outside Next.
import { sql } from 'drizzle-orm';
import type { Actor } from '../access/actor';
import type { Database } from '../db/open';
import { rows } from '../db/raw';
import { type EventAudience, type LiveEvent, loadAudience, maySee } from './audience';
import { LIVE_CHANNEL, streamsEndedFor } from './publish';

/** An open stream as the hub sees it: who is at the other end now, how to hand them an event, how to end it. */
export interface LiveSubscriber {
  actor(): Actor;
  deliver(event: LiveEvent): void;
  end(): void;
}

/** Open streams one user may hold on one server: a new one beyond them ends their oldest. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * One LISTEN per server process (DESIGN §10): every notification on `alma_live` carries an event
 * id; the hub loads the event and its audience once, then hands it to each open stream whose user
 * may see it at that moment. Events are fanned out in the order their notifications arrive. After
 * the LISTEN connection is re-established, events stored meanwhile are fanned out from the table.
 */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private chain: Promise<void> = Promise.resolve();
  private lastSeen = 0;
  private readonly seen = new Set<number>();

  constructor(private readonly database: Pick<Database, 'orm' | 'listen'>) {}

  /** Starts listening (once); resolves when the LISTEN is in place. */
  start(): Promise<void> {
    this.started ??= (async () => {
      const [row] = await rows<{ id: number }>(this.database.orm, sql`select coalesce(max(id), 0)::int as id from live_events`);
      this.lastSeen = row?.id ?? 0;
      this.stopListening = await this.database.listen(
        LIVE_CHANNEL,
        (payload) => {
          const ended = streamsEndedFor(payload);
          // Ending streams needs no query, and must not wait behind a slow fan-out.
          if (ended !== null) this.endStreamsOf(ended);
          else this.enqueue(() => this.fanOut(Number(payload)));
        },
        () => this.enqueue(() => this.catchUp()),
      );
    })();
    return this.started;
  }

  /** Adds an open stream; a user's streams past MAX_STREAMS_PER_USER end oldest first (a Set keeps insertion order). */
  subscribe(subscriber: LiveSubscriber): () => void {
    const userId = userIdOf(subscriber);
    const own = userId === null ? [] : [...this.subscribers].filter((s) => userIdOf(s) === userId);
    for (const oldest of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER + 1))) this.endStream(oldest);
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Resolves once every notification received so far has been handed out (tests). */
  settled(): Promise<void> {
    return this.chain;
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    this.started = null;
    this.subscribers.clear();
  }

  /** Ends every open stream of a user (disabled, groups or destinations changed): the browser reconnects as who they are now. */
  endStreamsOf(userId: number): void {
    for (const subscriber of [...this.subscribers]) if (userIdOf(subscriber) === userId) this.endStream(subscriber);
  }

  private endStream(subscriber: LiveSubscriber): void {
    this.subscribers.delete(subscriber);
    try {
      subscriber.end();
    } catch (err) {
      console.error('[live] a stream could not be ended', err);
    }
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((err) => console.error('[live] fan-out failed', err));
  }

  private async fanOut(id: number): Promise<void> {
    if (!Number.isSafeInteger(id) || id <= 0 || this.seen.has(id)) return;
    this.remember(id);
    if (this.subscribers.size === 0) return;
    const audience = await loadAudience(this.database.orm, id);
    if (audience) this.deliver(audience);
  }

  private async catchUp(): Promise<void> {
    const missed = await rows<{ id: number }>(
      this.database.orm,
      sql`select id::int as id from live_events where id > ${this.lastSeen} order by id limit 1000`,
    );
    for (const { id } of missed) await this.fanOut(id);
  }

  private deliver(audience: EventAudience): void {
    for (const subscriber of this.subscribers) {
      try {
        if (maySee(subscriber.actor(), audience)) subscriber.deliver(audience.event);
      } catch (err) {
        console.error('[live] a stream refused an event', err);
      }
    }
  }

  /** Ids seen lately, so a catch-up after a reconnect does not hand out an event twice. */
  private remember(id: number): void {
    this.seen.add(id);
    if (id > this.lastSeen) this.lastSeen = id;
    if (this.seen.size > 5000) {
      for (const old of this.seen) {
        this.seen.delete(old);
        if (this.seen.size <= 4000) break;
      }
    }
  }
}

function userIdOf(subscriber: LiveSubscriber): number | null {
  const actor = subscriber.actor();
  return actor.kind === 'user' ? actor.userId : null;
}

const globalForLive = globalThis as unknown as { __liveHub?: Promise<LiveHub> };

/** Stops the process's hub (tests, shutdown); the next stream starts a new one. */
export async function stopProcessLiveHub(): Promise<void> {
  const hub = globalForLive.__liveHub;
  globalForLive.__liveHub = undefined;
  await (await hub?.catch(() => null))?.stop();
}

/** The process's one hub, on the process's database, started on first use. */
export function processLiveHub(open: () => Promise<Pick<Database, 'orm' | 'listen'>>): Promise<LiveHub> {
  globalForLive.__liveHub ??= (async () => {
    const hub = new LiveHub(await open());
    await hub.start();
    return hub;
  })().catch((err) => {
    globalForLive.__liveHub = undefined;
    throw err;
  });
  return globalForLive.__liveHub;
}
