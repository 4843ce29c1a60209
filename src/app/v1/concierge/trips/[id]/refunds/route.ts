import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { refundSchema } from '@/server/concierge/trip-money.schema';
import { grantTripGoodwill } from '@/server/concierge/trip-money.service';
import { parseInput } from '@/server/core/validation';
import { recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A goodwill refund (at most what was paid) or credit, with a reason the guest sees → `{ data }` the trip's money. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(refundSchema, body), grantTripGoodwill, {
  allow: requireConciergeWork,
});
