import { signedAuthorizationPdf } from '@/server/guestbook/authorization/authorization.service';
import { numberParam } from '@/server/http/guestbook-authorization';
import { withApi } from '@/server/http/api';
import { privateFileResponse } from '@/server/core/file-download';

export const dynamic = 'force-dynamic';

// GET /v1/guestbook/{number}/authorization.pdf – the PDF copy of the stay's latest signature (with its audit page),
// streamed from the private files with a private file's headers (never cached, sandboxed, downloaded).
export const GET = withApi(async (ctx) =>
  privateFileResponse(await signedAuthorizationPdf(await ctx.context(), numberParam(ctx)), 'attachment'),
);
