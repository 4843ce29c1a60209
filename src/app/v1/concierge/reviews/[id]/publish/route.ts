import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { recordRead } from '@/server/http/record-route';
import { publishReview } from '@/server/reviews/reviews.service';

export const dynamic = 'force-dynamic';

/** Publishes a pending review → `{ data: review }`; 409 `review_not_pending`. */
export const POST = recordRead(tripIdOrThrow, publishReview, { allow: requireConciergeWork });
