import { withApi } from '@/server/http/api';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { statementPdf } from '@/server/owners/statements/statement-export';
import { downloadHeaders, statementOfRequest } from '@/server/http/owner-statements';

export const dynamic = 'force-dynamic';

// GET /v1/owner/statements.pdf – the same statement as a PDF in the request's language (?locale=es).
export const GET = withApi(
  async (ctx) => {
    const { statement, locale, filename, scope } = await statementOfRequest(ctx);
    const pdf = await statementPdf(statement, locale, scope);
    return new Response(new Uint8Array(pdf), { headers: downloadHeaders('application/pdf', `${filename}.pdf`) });
  },
  { allow: requireOwnerWork },
);
