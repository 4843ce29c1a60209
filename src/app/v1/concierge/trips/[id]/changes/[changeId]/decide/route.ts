import { decideChangeSchema } from '@/server/booking/change.schema';
import { decideChange } from '@/server/booking/change-reservation';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A concierge of the villa's destination accepts (re-quoted and applied) or declines a requested change → `{ data: change }`. */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const changeId = tripIdOrThrow(ctx.params.changeId);
    const { decision } = parseInput(decideChangeSchema, await ctx.body());
    return ok(await decideChange(context, id, changeId, decision));
  },
  { allow: requireConciergeWork },
);
