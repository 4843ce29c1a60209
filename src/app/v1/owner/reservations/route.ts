import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { ownerReservationQuerySchema } from '@/server/owners/reservations/owner-reservations.schema';
import { listOwnerReservations } from '@/server/owners/reservations/list-owner-reservations';

export const dynamic = 'force-dynamic';

// GET /v1/owner/reservations – the reservations of the caller's villas, newest arrival first, filtered and paged.
export const GET = withApi(
  async (ctx) => {
    const page = await listOwnerReservations(await ctx.context(), parseInput(ownerReservationQuerySchema, ctx.query));
    return ok(page.rows, { meta: page.meta });
  },
  { allow: requireOwnerWork },
);
