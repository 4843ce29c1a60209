import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { chargeSchema } from '@/server/concierge/trip.schema';
import { addDeskCharge } from '@/server/concierge/trip-actions';
import { parseInput } from '@/server/core/validation';
import { recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** An extra on the trip’s bill, through the ledger with the concierge as its actor → 201 `{ data: { entry_id } }`. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(chargeSchema, body), addDeskCharge, {
  allow: requireConciergeWork,
  status: 201,
});
