/**
 * The browser's end of GET /v1/events (DESIGN §10). One tab per browser holds the EventSource
 * (a Web Lock: when that tab closes, the lock passes to another tab, which opens its own) and
 * hands every event to the other tabs over a BroadcastChannel, so ten open tabs cost the server
 * one stream. Without EventSource or Web Locks, each tab polls /v1/account/unread instead and
 * reports it as an `unread` event.
 */

/**
 * What listeners receive: a stream event (message, read, reservation_status), `reconnected` when
 * the stream came back after a break (refetch what is shown: a replay may miss an event), or,
 * polling, the unread total.
 */
export interface LiveMessage {
  kind: 'message' | 'read' | 'reservation_status' | 'unread' | 'reconnected';
  id?: number;
  data: Record<string, unknown>;
}

type Listener = (message: LiveMessage) => void;

export const LIVE_KINDS = ['message', 'read', 'reservation_status'] as const;
const LOCK_NAME = 'alma-live-events';
const CHANNEL_NAME = 'alma-live-events';
export const POLL_MS = 30_000;

/** How this browser can follow events: a shared stream, or polling. */
export function liveTransport(env: { EventSource?: unknown; BroadcastChannel?: unknown; locks?: unknown }): 'shared-stream' | 'poll' {
  return env.EventSource && env.BroadcastChannel && env.locks ? 'shared-stream' : 'poll';
}

/** Parses one `data:` line of the stream; null for anything that is not an object. */
export function parseLiveData(kind: LiveMessage['kind'], raw: string): LiveMessage | null {
  try {
    const data = JSON.parse(raw) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    const id = (data as { id?: unknown }).id;
    return { kind, id: typeof id === 'number' ? id : undefined, data: data as Record<string, unknown> };
  } catch {
    return null;
  }
}

const listeners = new Set<Listener>();
let stopCurrent: (() => void) | null = null;

function emit(message: LiveMessage) {
  for (const listener of listeners) listener(message);
}

function startSharedStream(): () => void {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (e: MessageEvent<LiveMessage>) => emit(e.data);
  const abort = new AbortController();
  navigator.locks
    .request(LOCK_NAME, { signal: abort.signal }, () => {
      // This tab leads: it holds the one stream until it closes or nobody here listens any more.
      const source = new EventSource('/v1/events');
      let opened = false;
      source.addEventListener('open', () => {
        if (opened) {
          const message: LiveMessage = { kind: 'reconnected', data: {} };
          emit(message);
          channel.postMessage(message);
        }
        opened = true;
      });
      for (const kind of LIVE_KINDS) {
        source.addEventListener(kind, (e) => {
          const message = parseLiveData(kind, (e as MessageEvent<string>).data);
          if (!message) return;
          emit(message);
          channel.postMessage(message);
        });
      }
      return new Promise<void>((resolve) => {
        abort.signal.addEventListener('abort', () => {
          source.close();
          resolve();
        });
      });
    })
    .catch(() => {});
  return () => {
    abort.abort();
    channel.close();
  };
}

function startPolling(): () => void {
  let stopped = false;
  let last = -1;
  const tick = async () => {
    if (stopped) return;
    try {
      const res = await fetch('/v1/account/unread', { credentials: 'same-origin', cache: 'no-store' });
      if (res.ok) {
        const body = (await res.json()) as { data?: { total?: number } };
        const total = body.data?.total ?? 0;
        if (total !== last) emit({ kind: 'unread', data: { ...body.data, total } });
        last = total;
      }
    } catch {}
  };
  void tick();
  const timer = setInterval(tick, POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** Listens to the signed-in user's live events; returns the function that stops listening. */
export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!stopCurrent && typeof window !== 'undefined') {
    const transport = liveTransport({
      EventSource: globalThis.EventSource,
      BroadcastChannel: globalThis.BroadcastChannel,
      locks: globalThis.navigator?.locks,
    });
    stopCurrent = transport === 'shared-stream' ? startSharedStream() : startPolling();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopCurrent) {
      stopCurrent();
      stopCurrent = null;
    }
  };
}
