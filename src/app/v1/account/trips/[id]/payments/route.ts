import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { idempotencyKeyOf } from '@/server/payments/idempotency';
import { startPaymentSchema } from '@/server/payments/payments.schema';
import { listTripPayments, startPayment } from '@/server/payments/payments.service';
import { recordRead, withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** The trip's schedule, payments, refunds and balance → `{ data }`; another guest's trip is 404. */
export const GET = recordRead(tripIdOrThrow, listTripPayments, { allow: requireUser });

/**
 * Starts a payment of the next installment or the whole balance → `{ data }` with what the page
 * needs: the card provider's client secret, or the bank transfer's details. `Idempotency-Key`
 * (one store for every payment call): a retry gets the first answer and never a second charge; the
 * same key with another body or another kind of payment is 409 `idempotency_conflict`.
 */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const input = parseInput(startPaymentSchema, await ctx.body());
    const idempotencyKey = idempotencyKeyOf(ctx.req);
    const { start, replayed } = await startPayment(context, id, input, { idempotencyKey });
    return ok(start, { headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
  },
  { allow: requireUser },
);
