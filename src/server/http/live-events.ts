import 'server-only';
import { requireUser } from '../access/actor';
import { tokenFromRequest } from '../accounts/session';
import { getDb } from '../db/client';
import type { ApiContext } from './api';
import { unauthorized } from '../core/errors';
import { EVENT_STREAM_HEADERS, openEventStream } from '../live/event-stream';
import { processLiveHub } from '../live/listener';

/** `Last-Event-ID` (the browser's EventSource sends it on reconnect), else `?last_event_id=`. */
function lastEventIdOf(ctx: ApiContext): number | null {
  const raw = ctx.req.headers.get('last-event-id') ?? ctx.query.get('last_event_id');
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** GET /v1/events: the signed-in user's live stream (401 without a session). */
export async function eventsRoute(ctx: ApiContext): Promise<Response> {
  const context = await ctx.context();
  const actor = requireUser(context.actor);
  const token = tokenFromRequest(ctx.req);
  if (!token) throw unauthorized();
  const hub = await processLiveHub(getDb);
  const once = ctx.query.get('once') === '1';
  const stream = openEventStream({
    hub,
    orm: ctx.orm,
    actor,
    token: token.token,
    lastEventId: lastEventIdOf(ctx) ?? (once ? 0 : null),
    once,
    signal: ctx.req.signal,
  });
  return new Response(stream, { status: 200, headers: EVENT_STREAM_HEADERS });
}
