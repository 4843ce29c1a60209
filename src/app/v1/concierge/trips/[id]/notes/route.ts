import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { noteSchema } from '@/server/concierge/trip.schema';
import { addTripNote } from '@/server/concierge/trip-actions';
import { parseInput } from '@/server/core/validation';
import { recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A private note on the trip (staff only, never the guest) → 201 `{ data: { id } }`. */
export const POST = recordWrite(tripIdOrThrow, (body) => parseInput(noteSchema, body), addTripNote, {
  allow: requireConciergeWork,
  status: 201,
});
