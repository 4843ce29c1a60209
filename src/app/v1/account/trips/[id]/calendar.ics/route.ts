import { requireUser } from '@/server/access/actor';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import { getTrip } from '@/server/booking/get-trip';
import { stayCalendar } from '@/server/booking/ics';
import { tripIdOrThrow } from '@/server/booking/trip-id';
import { withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** GET /v1/account/trips/{id}/calendar.ics – the stay as an all-day iCalendar event; anyone else's trip is 404. */
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const trip = await getTrip(context, tripIdOrThrow(ctx.params.id));
    const number = trip.confirmation_number;
    const body = stayCalendar({
      uid: `${number}@almavillas`,
      checkIn: trip.check_in,
      checkOut: trip.check_out,
      summary: ctx.t('checkout.confirmation.calendarSummary', { villa: trip.property.name }),
      location: [trip.property.state, trip.property.country].filter(Boolean).join(', '),
      description: ctx.t('checkout.confirmation.calendarDescription', { number, guests: trip.guests }),
      stamp: new Date(),
      url: `${siteUrl().replace(/\/+$/, '')}${localizeHref(ctx.locale, `/user-booking-confirmation/${trip.id}`)}`,
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="alma-villas-${number}.ics"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
  { allow: requireUser },
);
