import { ok, withApi } from '@/server/http/api';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { issueStatementNow } from '@/server/owners/statements/issue-statements';
import { issueSchema, parseOwnerMoney } from '@/server/owners/statements/statements.schema';

export const dynamic = 'force-dynamic';

// POST /v1/owner/statements/issue – an administrator issues and locks an owner's month (and any earlier open one) now.
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await issueStatementNow(context, parseOwnerMoney(issueSchema, await ctx.body())), { status: 201 });
  },
  { allow: requireOwnerWork },
);
