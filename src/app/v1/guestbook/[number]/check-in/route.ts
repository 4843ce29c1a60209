import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { checkInSchema } from '@/server/guestbook/check-in/check-in.schema';
import { saveCheckIn } from '@/server/guestbook/check-in/check-in.service';

export const dynamic = 'force-dynamic';

// PUT /v1/guestbook/{number}/check-in – arrival time, flight, airport transfer, special requests → `{ data: check_in }`
export const PUT = withApi(async (ctx) => {
  const context = await ctx.context();
  const input = parseInput(checkInSchema, await ctx.body());
  return ok(await saveCheckIn(context, String(ctx.params.number), input));
});
