import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { getConciergeTripMoney } from '@/server/concierge/trip-money.service';
import { recordRead } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A trip in the concierge's scope with its figures, ledger (who wrote each entry), payments and refunds → `{ data }`. */
export const GET = recordRead(tripIdOrThrow, getConciergeTripMoney, { allow: requireConciergeWork });
