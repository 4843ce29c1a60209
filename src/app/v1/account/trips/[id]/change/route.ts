import { requireUser } from '@/server/access/actor';
import { changeQuerySchema, changeStaySchema } from '@/server/booking/change.schema';
import { previewChange, requestChange } from '@/server/booking/change-reservation';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { recordWrite, withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/**
 * What changing the stay to `?check_in&check_out&guests` would cost → `{ data: { quote,
 * difference_cents, applies_at_once, policy, refund_percent, refund_cents, policy_keeps_cents } }`.
 */
export const GET = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const q = parseInput(changeQuerySchema, Object.fromEntries(ctx.query));
    return ok(await previewChange(context, id, q));
  },
  { allow: requireUser },
);

/**
 * The guest changes dates or guests → `{ data: { change, trip } }`: applied at once at an
 * instant-book villa (through the ledger: a dearer stay's difference charged, of a cheaper one the
 * cancellation policy's share of the reduction refunded), else sent to the
 * concierge. 409 `dates_unavailable`, `not_changeable`, `change_pending`, `guests_below_travelers` (fewer
 * guests than the trip's travelers: remove some first); the booking rules' 4xx.
 */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(changeStaySchema, body), requestChange, { allow: requireUser });
