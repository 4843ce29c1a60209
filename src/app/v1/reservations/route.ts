import { requireUser } from '@/server/access/actor';
import { NextResponse } from 'next/server';
import { siteUrl } from '@/lib/seo';
import { createReservationSchema, idempotencyKeySchema } from '@/server/booking/booking.schema';
import { PriceChangedError, requestBooking } from '@/server/booking/request-booking';
import { AppError } from '@/server/core/errors';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/**
 * Books a stay → 201 `{ data: trip }` (`confirmed` for an instant-book villa, else `requested`).
 * `Idempotency-Key` header: a retry with the same body gets the first answer back. 409
 * `price_changed` (with the new `quote`), `dates_unavailable`, `idempotency_conflict`.
 */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseInput(createReservationSchema, await ctx.body());
    const keyCheck = idempotencyKeySchema.safeParse(ctx.req.headers.get('idempotency-key') ?? undefined);
    if (!keyCheck.success) {
      throw new AppError(400, 'validation_failed', { fields: { 'Idempotency-Key': { key: 'errors.fields.invalid_value' } } });
    }
    try {
      const { trip, replayed } = await requestBooking(context, input, { idempotencyKey: keyCheck.data, site: siteUrl() });
      return ok(trip, { status: 201, headers: replayed ? { 'Idempotent-Replayed': 'true' } : {} });
    } catch (err) {
      if (err instanceof PriceChangedError) {
        return NextResponse.json(
          { error: ctx.t(err.messageRef.key), code: err.code, quote: err.quote },
          { status: 409, headers: { 'Cache-Control': 'no-store' } },
        );
      }
      throw err;
    }
  },
  { allow: requireUser },
);
