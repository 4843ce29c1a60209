import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { getTripDesk } from '@/server/concierge/trip.service';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A trip of the concierge's destinations as its guest sees it, with its money, private notes and timeline → `{ data }`. */
export const GET = recordRead(tripIdOrThrow, getTripDesk, { allow: requireConciergeWork });
