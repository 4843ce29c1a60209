import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { updateTravelerSchema } from '@/server/trips/itinerary.schema';
import { removeTraveler, updateTraveler } from '@/server/trips/travelers.service';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** Edits a traveler's name, email or age group → `{ data: traveler }`. */
export const PATCH = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const travelerId = tripIdOrThrow(ctx.params.travelerId);
    const input = parseInput(updateTravelerSchema, await ctx.body());
    return ok(await updateTraveler(context, id, travelerId, input));
  },
  { allow: requireUser },
);

/** Removes a traveler → `{ data: { id } }`; the lead guest is 409 `lead_not_removable`. */
export const DELETE = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const travelerId = tripIdOrThrow(ctx.params.travelerId);
    await removeTraveler(context, id, travelerId);
    return ok({ id: travelerId });
  },
  { allow: requireUser },
);
