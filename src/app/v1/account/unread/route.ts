import { requireUser } from '@/server/access/actor';
import { ok, withApi } from '@/server/http/api';
import { unreadTotals } from '@/server/messaging/inbox';

export const dynamic = 'force-dynamic';

/** Unread messages for the header, guests and concierges alike → `{ data: { total, as_guest, as_concierge } }`. */
export const GET = withApi(async (ctx) => ok(await unreadTotals(await ctx.context())), { allow: requireUser });
