import { withApi } from '@/server/http/api';
import { parseInput } from '@/server/http/validation';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { ownerReservationQuerySchema } from '@/server/owners/reservations/owner-reservations.schema';
import { reservationsCsv } from '@/server/owners/reservations/reservations-csv';

export const dynamic = 'force-dynamic';

// GET /v1/owner/reservations.csv – the same reservations as a CSV download (every page, same filters).
export const GET = withApi(
  async (ctx) => {
    const file = await reservationsCsv(await ctx.context(), parseInput(ownerReservationQuerySchema, ctx.query), ctx.t);
    return new Response(file.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { allow: requireOwnerWork },
);
