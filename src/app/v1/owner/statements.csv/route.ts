import { withApi } from '@/server/http/api';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { statementCsv } from '@/server/owners/statements/statement-export';
import { downloadHeaders, statementOfRequest } from '@/server/owners/statements/statements.http';

export const dynamic = 'force-dynamic';

// GET /v1/owner/statements.csv – the same statement as CSV (one row per line, then the totals; decimal dollars).
export const GET = withApi(
  async (ctx) => {
    const { statement, locale, filename } = await statementOfRequest(ctx);
    return new Response(statementCsv(statement, locale), { headers: downloadHeaders('text/csv; charset=utf-8', `${filename}.csv`) });
  },
  { allow: requireOwnerWork },
);
