import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { ok } from '@/server/http/api';
import { idDocumentLink } from '@/server/guestbook/check-in/concierge-id-document';
import { withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// POST /v1/concierge/trips/{id}/id-document-link – a 10-minute signed link to the guest's identity document → `{ data: { url, expires_at } }`
export const POST = withRecord(
  tripIdOrThrow,
  async (context, id) => {
    return ok(await idDocumentLink(context, id), { status: 201 });
  },
  { allow: requireConciergeWork },
);
