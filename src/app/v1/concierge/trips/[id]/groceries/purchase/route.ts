import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { markGroceriesPurchased } from '@/server/concierge/trip-actions';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** The groceries were bought: the real cost replaces the estimate on the bill, the list is final → `{ data: { billed_cents } }`. */
export const POST = recordRead(tripIdOrThrow, markGroceriesPurchased, { allow: requireConciergeWork });
