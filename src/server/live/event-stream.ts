// No 'server-only' marker: the benchmark hosts the events handler outside Next.
import { sql } from 'drizzle-orm';
import { onStop } from '../core/lifecycle.mjs';
import { metrics } from '../core/metrics.mjs';
import { isAdministrator, isConcierge, isConciergeOrAdministrator, type UserActor } from '../access/actor';
import { roleFromGroups } from '@/lib/roles';
import { groupCodesOf, hashToken, SESSION_MAX_AGE_MS } from '../accounts/session';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { eventsVisibleAfter, type LiveEvent } from './audience';
import type { LiveHub } from './listener';

/** A comment line every 20 s keeps proxies from closing an idle stream; the session is re-checked then. */
export const HEARTBEAT_MS = 20_000;

/** The headers of an event stream: never cached, never transformed (compression honours no-transform), never buffered by a proxy. */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
  Connection: 'keep-alive',
} as const;

export interface EventStreamOptions {
  hub: LiveHub;
  orm: Orm;
  actor: UserActor;
  /** The session token, re-checked at each heartbeat (logout or revocation ends the stream). */
  token: string;
  /** Replay stored events after this id (the browser's Last-Event-ID); null: only what comes next. */
  lastEventId: number | null;
  /** Replay, then end (the polling fallback, and callers that cannot hold a stream). */
  once?: boolean;
  heartbeatMs?: number;
  signal?: AbortSignal;
}

const encoder = new TextEncoder();

/**
 * When the server stops (SIGTERM: entry/server.mjs runs the 'streams' phase), each open stream is told to
 * reconnect after a few seconds, spread so that the clients of one server do not all come back in
 * the same instant, and ends; its client reconnects (through the load balancer, to another server)
 * and replays what it missed by Last-Event-ID. A stream opened after that ends the same way at once.
 */
export const STOP_RETRY_MS = { min: 1000, spread: 4000 };

interface OpenStreams {
  open: Set<(hint: string) => void>;
  stopped: boolean;
}

/** The process's open streams (on globalThis: Next may load this module in more than one bundle). */
function openStreams(): OpenStreams {
  const g = globalThis as unknown as { __almaLiveStreams?: OpenStreams };
  if (!g.__almaLiveStreams) {
    const state: OpenStreams = { open: new Set(), stopped: false };
    g.__almaLiveStreams = state;
    onStop('streams', 'live event streams', () => {
      state.stopped = true;
      for (const end of [...state.open]) end(stopHint());
    });
  }
  return g.__almaLiveStreams;
}

function stopHint(): string {
  return `retry: ${STOP_RETRY_MS.min + Math.floor(Math.random() * STOP_RETRY_MS.spread)}\n: server stopping\n\n`;
}

function frame(event: LiveEvent): Uint8Array {
  return encoder.encode(
    `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify({ id: event.id, kind: event.kind, ...event.payload })}\n\n`,
  );
}

/**
 * The signed-in user's live stream (GET /v1/events): stored events after Last-Event-ID that the
 * user may see *now*, then every new one the process's hub hands out, a heartbeat comment every
 * 20 s.
 */
export function openEventStream(opts: EventStreamOptions): ReadableStream<Uint8Array> {
  let actor = opts.actor;
  let cleanup = () => {};
  const streams = openStreams();
  return new ReadableStream<Uint8Array>({
    start: async (controller) => {
      let closed = false;
      let replaying = true;
      const held: LiveEvent[] = [];
      const send = (event: LiveEvent) => {
        if (closed) return;
        try {
          controller.enqueue(frame(event));
        } catch {
          close();
        }
      };
      const unsubscribe = opts.hub.subscribe({
        actor: () => actor,
        deliver: (event) => (replaying ? held.push(event) : send(event)),
        // The hub ends it: the account disabled, its groups or destinations changed, or an 11th stream opened.
        end: () => close(),
      });
      let timer: NodeJS.Timeout | undefined;
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {}
      };
      /** The server is stopping: the reconnect hint, then the end. */
      const endWith = (hint: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(hint));
        } catch {}
        close();
      };
      cleanup = () => {
        closed = true;
        unsubscribe();
        if (timer) clearInterval(timer);
        opts.signal?.removeEventListener('abort', close);
        if (streams.open.delete(endWith)) metrics().liveStreams.dec();
      };
      opts.signal?.addEventListener('abort', close);
      streams.open.add(endWith);
      metrics().liveStreams.inc();

      controller.enqueue(encoder.encode('retry: 3000\n: connected\n\n'));
      // Events the hub hands over while the replay is read are held, then sent unless replayed.
      // (Ids are not compared: two transactions may commit in the other order than their ids.)
      const replayed = new Set<number>();
      try {
        if (opts.lastEventId !== null)
          for (const event of await eventsVisibleAfter(opts.orm, actor, opts.lastEventId)) {
            replayed.add(event.id);
            send(event);
          }
      } catch (err) {
        console.error('[live] replay failed', err);
        return close();
      }
      replaying = false;
      for (const event of held.splice(0)) if (!replayed.has(event.id)) send(event);
      if (opts.once) return close();
      if (streams.stopped) return endWith(stopHint());

      timer = setInterval(async () => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(': ping\n\n'));
          const still = await stillAllowed(opts.orm, opts.token, actor);
          if (!still) return close();
          actor = still;
        } catch {
          close();
        }
      }, opts.heartbeatMs ?? HEARTBEAT_MS);
      timer.unref?.();
    },
    cancel: () => cleanup(),
  });
}

/**
 * The user behind the token now, or null when the stream must end: the session was revoked or
 * expired (logout), the account was disabled, or a concierge lost their desk (no concierge role, or no destination left).
 * Read-only: an open stream must not keep an idle session alive (lookupSession would touch it).
 */
async function stillAllowed(orm: Orm, token: string, was: UserActor): Promise<UserActor | null> {
  const [session] = await rows<{ user_id: number; valid: boolean }>(
    orm,
    sql`select s.user_id, (s.revoked_at is null and s.expires_at > now() and u.disabled_at is null
        and s.created_at + ${SESSION_MAX_AGE_MS} * interval '1 millisecond' > now()) as valid
      from sessions s join users u on u.id = s.user_id where s.token_hash = ${hashToken(token)}`,
  );
  if (!session?.valid || session.user_id !== was.userId) return null;
  const groups = await groupCodesOf(orm, was.userId);
  const current: UserActor = { ...was, groups, role: roleFromGroups(groups) };
  if (isConciergeOrAdministrator(was) && !isConciergeOrAdministrator(current)) return null;
  if (isConcierge(current) && !isAdministrator(current)) {
    const [row] = await rows<{ n: number }>(
      orm,
      sql`select count(*)::int as n from concierge_assignments where user_id = ${current.userId}`,
    );
    if ((row?.n ?? 0) === 0) return null;
  }
  return current;
}
