import { ok, withApi } from '@/server/http/api';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { createPayout, listPayouts } from '@/server/owners/statements/payouts.service';
import { listQuerySchema, parseOwnerMoney, payoutSchema } from '@/server/owners/statements/statements.schema';

export const dynamic = 'force-dynamic';

// GET /v1/owner/payouts – payouts to the caller (a broker: for the villas they manage); all for administrators.
export const GET = withApi(
  async (ctx) => ok(await listPayouts(await ctx.context(), parseOwnerMoney(listQuerySchema, Object.fromEntries(ctx.query)))),
  { allow: requireOwnerWork },
);

// POST /v1/owner/payouts – record a payout to an owner (administrators only).
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    return ok(await createPayout(context, parseOwnerMoney(payoutSchema, await ctx.body())), { status: 201 });
  },
  { allow: requireOwnerWork },
);
