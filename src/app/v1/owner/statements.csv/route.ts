import { withApi } from '@/server/http/api';
import { csvResponse } from '@/server/core/csv';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { statementCsv } from '@/server/owners/statements/statement-export';
import { statementOfRequest } from '@/server/http/owner-statements';

export const dynamic = 'force-dynamic';

// GET /v1/owner/statements.csv – the same statement as CSV (one row per line, then the totals; amounts as numbers in dollars).
export const GET = withApi(
  async (ctx) => {
    const { statement, locale, filename } = await statementOfRequest(ctx);
    return csvResponse(statementCsv(statement, locale), `${filename}.csv`);
  },
  { allow: requireOwnerWork },
);
