import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { receiptFor } from '@/server/payments/payments.service';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A succeeded payment's receipt as a PDF in the request's language (`?locale=en|es`); another guest's is 404. */
export const GET = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const { pdf, filename } = await receiptFor(context, id, tripIdOrThrow(ctx.params.paymentId), ctx.locale);
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
