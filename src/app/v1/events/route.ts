import { requireUser } from '@/server/access/actor';
import { withApi } from '@/server/http/api';
import { eventsRoute } from '@/server/http/live-events';

export const dynamic = 'force-dynamic';

/** The signed-in user's live events (text/event-stream; `?once=1` replays after Last-Event-ID and ends). */
export const GET = withApi(eventsRoute, { allow: requireUser });
