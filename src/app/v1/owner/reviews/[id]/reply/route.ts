import { tripIdOrThrow } from '@/server/booking/trip-id';
import { parseInput } from '@/server/core/validation';
import { recordWrite } from '@/server/http/record-route';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { replySchema } from '@/server/reviews/reviews.schema';
import { replyToReview } from '@/server/reviews/reviews.service';

export const dynamic = 'force-dynamic';

/** The owner's one public reply → `{ data: review }`; 409 `review_not_published`, `reply_exists`, `reply_window_closed`. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(replySchema, body), replyToReview, { allow: requireOwnerWork });
