import { parseInput } from '@/server/core/validation';
import { ok, withApi } from '@/server/http/api';
import { propertyIdOrThrow } from '@/server/http/catalog';
import { listPublishedReviews } from '@/server/reviews/reviews.queries';
import { publicReviewsQuery, queryRecord } from '@/server/reviews/reviews.schema';

export const dynamic = 'force-dynamic';

/** A villa's published reviews, newest first, 10 a page → `{ data, meta: { page, per_page, total, page_count, count, average, categories } }`. */
export const GET = withApi(async (ctx) => {
  const id = propertyIdOrThrow(ctx.params.id);
  const query = parseInput(publicReviewsQuery, queryRecord(ctx.query));
  const page = await listPublishedReviews(await ctx.publicContext(), id, {
    ...(query.page ? { page: query.page } : {}),
    ...(query.language ? { language: query.language } : {}),
  });
  return ok(page.data, { meta: page.meta });
});
