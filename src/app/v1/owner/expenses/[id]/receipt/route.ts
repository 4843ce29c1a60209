import { requireUser } from '@/server/access/actor';
import { withApi } from '@/server/http/api';
import { privateFileResponse } from '@/server/core/file-download';
import { expenseReceipt } from '@/server/owners/statements/expenses.service';

export const dynamic = 'force-dynamic';

// GET /v1/owner/expenses/{id}/receipt – an expense's receipt, to those who may see the expense: served as every private file is
// (never cached, never sniffed, sandboxed, its name as RFC 6266/5987 allow any letter in it).
export const GET = withApi(async (ctx) => privateFileResponse(await expenseReceipt(await ctx.context(), Number(ctx.params.id))), {
  allow: requireUser,
});
