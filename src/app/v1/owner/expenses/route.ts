import { requireUser } from '@/server/access/actor';
import { ok, withApi } from '@/server/http/api';
import { createExpense, listExpenses, requireExpenseWriter } from '@/server/owners/statements/expenses.service';
import { RECEIPT_LIMITS } from '@/server/owners/statements/receipt-files';
import { expenseSchema, listQuerySchema, parseOwnerMoney } from '@/server/owners/statements/statements.schema';

export const dynamic = 'force-dynamic';

// GET /v1/owner/expenses – the expenses of the caller's villas (owners), scope (concierges) or all (administrators).
export const GET = withApi(
  async (ctx) => ok(await listExpenses(await ctx.context(), parseOwnerMoney(listQuerySchema, Object.fromEntries(ctx.query)))),
  { allow: requireUser },
);

// POST /v1/owner/expenses – record an expense (JSON, or multipart with a `receipt` file): administrators and concierges in scope.
// The role is checked before a byte of the body is read; the villa's scope, named in the body, before the receipt is looked at.
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    // A JSON body keeps its numbers; a form (with or without a receipt) comes as text fields.
    const multipart = (ctx.req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    const { fields, files } = multipart ? await ctx.multipart() : { fields: await ctx.body(), files: [] };
    const input = parseOwnerMoney(expenseSchema, fields);
    return ok(
      await createExpense(
        context,
        input,
        files.find((f) => f.field === 'receipt'),
      ),
      { status: 201 },
    );
  },
  { allow: requireExpenseWriter, multipart: RECEIPT_LIMITS },
);
