import { ok, withApi } from '@/server/http/api';
import { ID_DOCUMENT_LIMITS, uploadIdDocument } from '@/server/guestbook/check-in/id-document.service';
import { guestbookStay } from '@/server/guestbook/guestbook-access';

export const dynamic = 'force-dynamic';

// POST /v1/guestbook/{number}/id-document – the lead guest's identity document (multipart `file`) → `{ data: check_in }`
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const number = String(ctx.params.number);
    // Who asks is checked before the body is read: a stranger's upload is 404 and never streamed in.
    await guestbookStay(context, number);
    const { files } = await ctx.multipart();
    return ok(await uploadIdDocument(context, number, files), { status: 201 });
  },
  { multipart: ID_DOCUMENT_LIMITS },
);
