import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { idempotencyKeyOf } from '@/server/payments/idempotency';
import { demoConfirmSchema } from '@/server/payments/payments.schema';
import { confirmDemoPayment } from '@/server/payments/payments.service';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/**
 * The demonstration provider takes the card (only where it is active; 404 elsewhere): Stripe's test
 * cards decide. 402 with the decline's reason; `requires_action` asks for the demonstration
 * authentication (a second call with `{ authenticate }`). `Idempotency-Key`: the same call replays
 * the first answer; the key used for any other call is 409 `idempotency_conflict`.
 */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const paymentId = tripIdOrThrow(ctx.params.paymentId);
    const input = parseInput(demoConfirmSchema, await ctx.body());
    return ok(await confirmDemoPayment(context, id, paymentId, input, { idempotencyKey: idempotencyKeyOf(ctx.req) }));
  },
  { allow: requireUser },
);
