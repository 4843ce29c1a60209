import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { noteSchema } from '@/server/concierge/trip.schema';
import { addTripNote } from '@/server/concierge/trip-actions';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** A private note on the trip (staff only, never the guest) → 201 `{ data: { id } }`. */
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const id = tripIdOrThrow(ctx.params.id);
    const input = parseInput(noteSchema, await ctx.body());
    return ok(await addTripNote(context, id, input), { status: 201 });
  },
  { allow: requireConciergeWork },
);
