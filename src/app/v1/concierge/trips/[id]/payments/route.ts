import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { recordPaymentSchema } from '@/server/concierge/trip-money.schema';
import { recordTransfer } from '@/server/concierge/trip-money.service';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { idempotencyKeyOf } from '@/server/payments/idempotency';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/**
 * A concierge in the trip's scope records a bank transfer received (at most the balance) →
 * `{ data: { payment_id, reservation_status, confirmed } }`; it confirms a reservation awaiting
 * payment once the deposit is covered. `Idempotency-Key`: a retry replays the first answer and
 * records nothing more; the key used for any other call is 409 `idempotency_conflict`.
 */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const input = parseInput(recordPaymentSchema, await ctx.body());
    return ok(await recordTransfer(context, id, input, { idempotencyKey: idempotencyKeyOf(ctx.req) }));
  },
  { allow: requireConciergeWork },
);
