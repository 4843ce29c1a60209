import { requireUser } from '@/server/access/actor';
import { ok, withApi } from '@/server/http/api';
import { listGuestConversations } from '@/server/messaging/inbox';

export const dynamic = 'force-dynamic';

/** The signed-in guest's conversations, newest message first → `{ data, meta: { count } }`. */
export const GET = withApi(
  async (ctx) => {
    const items = await listGuestConversations(await ctx.context());
    return ok(items, { meta: { count: items.length } });
  },
  { allow: requireUser },
);
