import { confirmRequest } from '@/server/booking/decide-request';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { ok } from '@/server/http/api';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

/** A concierge accepts a booking request → `{ data: { id, status: 'awaiting_payment' } }` (it now awaits its deposit); the guest is mailed in their language. */
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id) => {
    await confirmRequest(context, id);
    return ok({ id, status: 'awaiting_payment' });
  },
  { allow: requireConciergeWork },
);
