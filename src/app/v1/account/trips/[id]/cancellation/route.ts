import { requireUser } from '@/server/access/actor';
import { getCancellationPreview } from '@/server/booking/cancel-reservation';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** GET /v1/account/trips/{id}/cancellation – what cancelling now would refund, and each refund's deadline; anyone else's trip is 404. */
export const GET = recordRead(tripIdOrThrow, getCancellationPreview, { allow: requireUser });
