import { getMultiCalendar, parseMultiCalendarQuery } from '@/server/booking/multi-calendar/multi-calendar.service';
import { ok, withApi } from '@/server/http/api';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/calendar – every villa the caller owns or manages over at most 92 days.
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const page = await getMultiCalendar(context, 'owner', parseMultiCalendarQuery(context, ctx.query));
    return ok(page.data, { meta: page.meta });
  },
  { allow: requireOwnerWork },
);
