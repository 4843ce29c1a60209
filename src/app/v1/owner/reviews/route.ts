import { parseInput } from '@/server/core/validation';
import { ok, withApi } from '@/server/http/api';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { listOwnerReviews } from '@/server/reviews/reviews.queries';
import { ownerReviewsQuery, queryRecord } from '@/server/reviews/reviews.schema';

export const dynamic = 'force-dynamic';

/** Reviews of the caller's own and managed villas, newest first, 20 a page → `{ data, meta }` (each with `can_reply`, `reply_until`). */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const query = parseInput(ownerReviewsQuery, queryRecord(ctx.query));
    const page = await listOwnerReviews(context, query.page ? { page: query.page } : {});
    return ok(page.data, { meta: page.meta });
  },
  { allow: requireOwnerWork },
);
