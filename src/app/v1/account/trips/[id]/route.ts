import { requireUser } from '@/server/access/actor';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { getTripDetail } from '@/server/trips/trip-detail';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** One of the guest's trips with its quote, ledger, grocery list, plans and travelers; anyone else's is 404. */
export const GET = recordRead(tripIdOrThrow, getTripDetail, { allow: requireUser });
