import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { deskPlanSchema } from '@/server/concierge/trip.schema';
import { addPlanForGuest } from '@/server/concierge/trip-itinerary';
import { parseInput } from '@/server/core/validation';
import { recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A plan the concierge adds for the guest (confirmed and billed at once when priced) → 201 `{ data: { item_id, status } }`. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(deskPlanSchema, body), addPlanForGuest, {
  allow: requireConciergeWork,
  status: 201,
});
