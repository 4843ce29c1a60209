import { signedAuthorizationPdf } from '@/server/guestbook/authorization/authorization.service';
import { numberParam } from '@/server/guestbook/authorization/authorization.http';
import { withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

// GET /v1/guestbook/{number}/authorization.pdf – the PDF copy of the stay's latest signature (with its audit page)
export const GET = withApi(async (ctx) => {
  const { bytes, filename } = await signedAuthorizationPdf(await ctx.context(), numberParam(ctx));
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
