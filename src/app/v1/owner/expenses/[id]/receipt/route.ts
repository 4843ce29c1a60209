import { requireUser } from '@/server/access/actor';
import { withApi } from '@/server/http/api';
import { expenseReceipt } from '@/server/owners/statements/expenses.service';

export const dynamic = 'force-dynamic';

// GET /v1/owner/expenses/{id}/receipt – an expense's receipt, to those who may see the expense (private, never cached).
export const GET = withApi(
  async (ctx) => {
    const file = await expenseReceipt(await ctx.context(), Number(ctx.params.id));
    const inline = file.mime.startsWith('image/');
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.mime,
        'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${file.name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { allow: requireUser },
);
