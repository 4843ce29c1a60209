import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { parseInput } from '@/server/core/validation';
import { ok, withApi } from '@/server/http/api';
import { listDeskReviews } from '@/server/reviews/reviews.queries';
import { deskReviewsQuery, queryRecord } from '@/server/reviews/reviews.schema';

export const dynamic = 'force-dynamic';

/** The desk's reviews in the caller's scope: `status` (pending by default), 20 a page → `{ data, meta }`. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const query = parseInput(deskReviewsQuery, queryRecord(ctx.query));
    const page = await listDeskReviews(context, {
      ...(query.status ? { status: query.status } : {}),
      ...(query.page ? { page: query.page } : {}),
    });
    return ok(page.data, { meta: page.meta });
  },
  { allow: requireConciergeWork },
);
