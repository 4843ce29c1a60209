import { requireUser } from '@/server/access/actor';
import { cancelReservation } from '@/server/booking/cancel-reservation';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** The guest cancels their trip → `{ data: trip }` with its refund and ledger; 409 `stay_started` or `not_cancellable`. */
export const POST = recordRead(tripIdOrThrow, cancelReservation, { allow: requireUser });
