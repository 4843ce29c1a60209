import { requireUser } from '@/server/access/actor';
import { withApi } from '@/server/http/api';
import { postReadRoute } from '@/server/http/messaging';

export const dynamic = 'force-dynamic';

/** Marks the conversation read up to a message → `{ data: { last_read_id, unread_count } }`. */
export const POST = withApi((ctx) => postReadRoute(ctx, 'guest'), { allow: requireUser });
