import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { listConciergeInbox } from '@/server/messaging/inbox';
import { inboxQuery } from '@/server/messaging/messaging.schema';

export const dynamic = 'force-dynamic';

/** The concierge's inbox: conversations of the scope's trips with unread counts → `{ data, meta: { total, page, per_page, page_count } }`. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const q = parseInput(inboxQuery, Object.fromEntries(ctx.query));
    const { items, total } = await listConciergeInbox(context, {
      assigned: q.assigned,
      unread: q.unread === 'true',
      page: q.page,
      perPage: q.per_page,
    });
    return ok(items, { meta: { total, page: q.page, per_page: q.per_page, page_count: Math.ceil(total / q.per_page) } });
  },
  { allow: requireConciergeWork },
);
