import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { priceLinesSchema } from '@/server/concierge/trip.schema';
import { priceGroceryLines } from '@/server/concierge/trip-actions';
import { parseInput } from '@/server/core/validation';
import { recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** What the concierge paid per line of the submitted grocery list → `{ data: { priced } }`. */
export const PUT = recordWrite(tripIdOrThrow, (body) => parseInput(priceLinesSchema, body), priceGroceryLines, {
  allow: requireConciergeWork,
});
