import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { parseInput } from '@/server/core/validation';
import { recordWrite } from '@/server/http/record-route';
import { declineReviewSchema } from '@/server/reviews/reviews.schema';
import { declineReview } from '@/server/reviews/reviews.service';

export const dynamic = 'force-dynamic';

/** Declines a pending review with a reason mailed to the guest → `{ data: review }`; 409 `review_not_pending`. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(declineReviewSchema, body), declineReview, {
  allow: requireConciergeWork,
});
