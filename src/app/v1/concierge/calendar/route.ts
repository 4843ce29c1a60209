import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { getMultiCalendar, parseMultiCalendarQuery } from '@/server/booking/multi-calendar/multi-calendar.service';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

// GET /v1/concierge/calendar – every villa of the caller's destinations (administrators: all) over at most 92 days.
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const page = await getMultiCalendar(context, 'concierge', parseMultiCalendarQuery(context, ctx.query));
    return ok(page.data, { meta: page.meta });
  },
  { allow: requireConciergeWork },
);
