import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { withApi } from '@/server/http/api';
import { receiptFor } from '@/server/payments/payments.service';

export const dynamic = 'force-dynamic';

/** A succeeded payment's receipt as a PDF in the request's language (`?locale=en|es`); another guest's is 404. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const { pdf, filename } = await receiptFor(context, tripIdOrThrow(ctx.params.id), tripIdOrThrow(ctx.params.paymentId), ctx.locale);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
  { allow: requireUser },
);
