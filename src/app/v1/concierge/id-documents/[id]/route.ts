import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { idDocumentHeaders, readIdDocument } from '@/server/guestbook/check-in/concierge-id-document';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/concierge/id-documents/{id}?e=&s= – the decrypted identity document behind a signed link, to a concierge in scope
export const GET = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const file = await readIdDocument(context, id, {
      expires: ctx.query.get('e'),
      signature: ctx.query.get('s'),
    });
    return new Response(new Uint8Array(file.body), { status: 200, headers: idDocumentHeaders(file) });
  },
  { allow: requireConciergeWork },
);
