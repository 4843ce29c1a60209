import { withApi } from '@/server/http/api';
import { csvResponse } from '@/server/core/csv';
import { parseInput } from '@/server/core/validation';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { ownerReservationQuerySchema } from '@/server/owners/reservations/owner-reservations.schema';
import { reservationsCsv } from '@/server/owners/reservations/reservations-csv';

export const dynamic = 'force-dynamic';

// GET /v1/owner/reservations.csv – the same reservations as a CSV download (every page, same filters).
export const GET = withApi(
  async (ctx) => {
    const file = await reservationsCsv(await ctx.context(), parseInput(ownerReservationQuerySchema, ctx.query), ctx.t);
    return csvResponse(file.body, file.name);
  },
  { allow: requireOwnerWork },
);
