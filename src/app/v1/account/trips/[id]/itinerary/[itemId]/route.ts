import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { cancelItineraryItem } from '@/server/trips/itinerary.service';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** The guest withdraws a plan → `{ data: item }` (`cancelled`); a confirmed one's charge is reversed. */
export const DELETE = withRecord(
  tripIdOrThrow,
  async (context, id, ctx) => {
    const itemId = tripIdOrThrow(ctx.params.itemId);
    return ok(await cancelItineraryItem(context, id, itemId));
  },
  { allow: requireUser },
);
