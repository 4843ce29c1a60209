import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { parseInput } from '@/server/core/validation';
import { ok } from '@/server/http/api';
import { recordWrite, withRecord } from '@/server/http/record-route';
import { getTripReview } from '@/server/reviews/reviews.queries';
import { submitReviewSchema } from '@/server/reviews/reviews.schema';
import { submitReview } from '@/server/reviews/reviews.service';

export const dynamic = 'force-dynamic';

/** The guest's review of the trip (null before one) → `{ data, meta: { reviewable, reason, window_closes_at } }`. */
export const GET = withRecord(
  tripIdOrThrow,
  async (context, id) => {
    const review = await getTripReview(context, id);
    return ok(review.data, { meta: review.meta });
  },
  { allow: requireUser },
);

/** The lead guest reviews the stay → 201 `{ data: review }`; 409 `review_exists`, `stay_not_finished`, `review_window_closed`, `not_reviewable`. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(submitReviewSchema, body), submitReview, {
  allow: requireUser,
  status: 201,
});
