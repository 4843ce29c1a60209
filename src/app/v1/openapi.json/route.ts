import { adminOperations } from '@/server/admin/admin.openapi';
import { accountOperations } from '@/server/accounts/accounts.openapi';
import { bookingOperations, changeOperations } from '@/server/booking/booking.openapi';
import { catalogOperations } from '@/server/catalog/catalog.openapi';
import { contentOperations } from '@/server/content/content.openapi';
import { guestbookOperations } from '@/server/guestbook/guestbook.openapi';
import { metaOperations } from '@/server/http/meta.openapi';
import { buildOpenApiDocument } from '@/server/core/openapi';
import { outboxOperations } from '@/server/mail/outbox.openapi';
import { ownerPortalOperations } from '@/server/owners/owner-portal.openapi';
import { conciergeTripOperations } from '@/server/concierge/trip.openapi';
import { messagingOperations } from '@/server/messaging/messaging.openapi';
import { conciergeMoneyOperations } from '@/server/concierge/trip-money.openapi';
import { queueOperations } from '@/server/concierge/queue.openapi';
import { multiCalendarOperations } from '@/server/booking/multi-calendar/multi-calendar.openapi';
import { paymentOperations } from '@/server/payments/payments.openapi';
import { reviewsOperations } from '@/server/reviews/reviews.openapi';
import { groceryOperations } from '@/server/trips/groceries.openapi';
import { itineraryOperations } from '@/server/trips/itinerary.openapi';
import { tripDetailOperations } from '@/server/trips/trip-detail.openapi';

export const dynamic = 'force-static';

/** The JSON API described as OpenAPI 3.1, assembled from each context's `<context>.openapi.ts`. */
export function GET() {
  const document = buildOpenApiDocument(
    [...accountOperations, ...catalogOperations, ...contentOperations, ...bookingOperations, ...tripDetailOperations, ...groceryOperations, ...itineraryOperations, ...changeOperations, ...paymentOperations, ...conciergeMoneyOperations, ...queueOperations, ...multiCalendarOperations, ...conciergeTripOperations, ...messagingOperations, ...ownerPortalOperations, ...reviewsOperations, ...guestbookOperations, ...adminOperations, ...outboxOperations, ...metaOperations],
    {
    title: 'Alma Villas JSON API',
    version: '1',
    description:
      'Answers are `{ data, meta? }`; errors `{ error, code, fields? }` with `error` in the request’s language (?locale=, the NEXT_LOCALE cookie, then Accept-Language).',
    },
  );
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
