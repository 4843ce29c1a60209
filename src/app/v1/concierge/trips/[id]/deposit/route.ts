import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { depositSchema } from '@/server/concierge/trip-money.schema';
import { settleTripDeposit } from '@/server/concierge/trip-money.service';
import { parseInput } from '@/server/core/validation';
import { recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** After check-out: the security deposit released, or part retained with a reason → `{ data }` the trip's money; 409 `stay_not_over` before. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(depositSchema, body), settleTripDeposit, {
  allow: requireConciergeWork,
});
