import { getTranslations } from 'next-intl/server';
import { formatClock } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { formatIsoDate } from '@/lib/format';
import { pageMetadataFor } from '@/components/page/intro-page';
import { TripCancellation } from '@/components/trips/trip-cancellation';
import { ChangeStay, type ChangeStayLabels } from '@/components/trips/change-stay';
import { TripShell } from '@/components/trips/trip-shell';
import { cancellationPreview } from '@/server/booking/cancellation-preview';
import { storedStatus } from '@/server/booking/stay-status';
import { tripPage } from '@/server/http/trip-page';
import { tripConcierge, tripVilla } from '@/server/trips/trip-summary';

import { listChanges } from '@/server/booking/change-reservation';

const CHANGE_KEYS = [
  'heading',
  'intro',
  'checkIn',
  'checkOut',
  'guests',
  'preview',
  'newTotal',
  'toPay',
  'toRefund',
  'refundPercent',
  'policyKeeps',
  'noDifference',
  'instant',
  'byRequest',
  'confirm',
  'working',
  'network',
  'applied',
  'requested',
  'pending',
] as const;

export const generateMetadata = pageMetadataFor('tripOverview', '/user-trip-overview/:id');

const card = 'rounded-3xl border border-line bg-white/70 p-6 shadow-sm md:p-8';
const term = 'text-xs font-semibold tracking-[0.15em] text-muted uppercase';

// GET /user-trip-overview/{id} – dates, the villa (its address once confirmed), arrival, the concierge, the lead guest and cancellation.
export default async function TripOverviewPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, ctx, trip } = await tripPage(params, '/user-trip-overview');
  const [t, shell, desk, villa, concierge] = await Promise.all([
    getTranslations('tripPages.overview'),
    getTranslations('trips'),
    getTranslations('info.contactUs'),
    tripVilla(ctx, trip.id),
    tripConcierge(ctx, trip.id),
  ]);
  const checkInTime = formatClock(locale, villa?.check_in_time ?? '15:00');
  const checkOutTime = formatClock(locale, villa?.check_out_time ?? '11:00');
  const arrival = formatIsoDate(locale, trip.check_in);
  const preview = cancellationPreview(
    {
      status: storedStatus(trip.status),
      checkIn: trip.check_in,
      checkOut: trip.check_out,
      totalCents: trip.total_cents,
      timeZone: trip.property.time_zone,
      entries: trip.charges.map((c) => ({ kind: c.kind, amountCents: c.amount_cents })),
    },
    villa?.policy ?? 'moderate',
    ctx.now,
  );
  const confirmed = (trip.status === 'confirmed' || trip.status === 'completed') && villa !== null;
  const [changes, changeT] = await Promise.all([listChanges(ctx, trip.id), getTranslations('tripPages.change')]);
  const changeable = (trip.status === 'confirmed' || trip.status === 'awaiting_payment') && preview.today < trip.check_in;
  const contact = concierge ?? { name: t('deskName'), email: desk('details.email'), phone: desk('details.phone') };
  return (
    <TripShell locale={locale} trip={trip} active="overview" title={shell('tabs.overview')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="trip-stay" className={card}>
          <h2 id="trip-stay" className="font-serif text-2xl">
            {t('stayHeading')}
          </h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className={term}>{t('checkIn')}</dt>
              <dd className="mt-1" data-testid="overview-check-in">
                {t('checkInValue', { date: arrival, time: checkInTime })}
              </dd>
            </div>
            <div>
              <dt className={term}>{t('checkOut')}</dt>
              <dd className="mt-1">{t('checkOutValue', { date: formatIsoDate(locale, trip.check_out), time: checkOutTime })}</dd>
            </div>
            <div>
              <dt className={term}>{t('nights')}</dt>
              <dd className="mt-1">{trip.nights}</dd>
            </div>
            <div>
              <dt className={term}>{t('guests')}</dt>
              <dd className="mt-1">{shell('guests', { count: trip.guests })}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="trip-villa" className={card}>
          <h2 id="trip-villa" className="font-serif text-2xl">
            {t('villaHeading')}
          </h2>
          <p className="mt-4 text-lg">{trip.property.name}</p>
          <p className="text-ink-soft">
            {trip.property.state}, {trip.property.country}
          </p>
          <div className="mt-4" data-testid="villa-address">
            {confirmed ? (
              <>
                <p className={term}>{t('address')}</p>
                <address className="mt-1 not-italic">{villa.address || `${trip.property.state}, ${trip.property.country}`}</address>
                <a
                  href={`https://www.openstreetmap.org/?mlat=${villa.lat}&mlon=${villa.lng}#map=17/${villa.lat}/${villa.lng}`}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="mt-2 inline-block text-sm font-semibold underline underline-offset-4"
                >
                  {t('map')}
                </a>
              </>
            ) : (
              <p className="text-ink-soft">{t('addressHidden')}</p>
            )}
          </div>
        </section>

        <section aria-labelledby="trip-arrival" className={card}>
          <h2 id="trip-arrival" className="font-serif text-2xl">
            {t('arrivalHeading')}
          </h2>
          <p className="mt-4 leading-relaxed">{t('arrivalText', { time: checkInTime, date: arrival })}</p>
          <h3 className="mt-6 text-sm font-semibold tracking-[0.15em] text-muted uppercase">{t('leadHeading')}</h3>
          <p className="mt-1" data-testid="lead-guest">
            {trip.lead_guest.first_name} {trip.lead_guest.last_name}
          </p>
          {trip.lead_guest.email ? <p className="text-sm text-ink-soft">{trip.lead_guest.email}</p> : null}
          {trip.lead_guest.phone ? <p className="text-sm text-ink-soft">{trip.lead_guest.phone}</p> : null}
        </section>

        <section aria-labelledby="trip-concierge" className={card} data-testid="trip-concierge">
          <h2 id="trip-concierge" className="font-serif text-2xl">
            {t('conciergeHeading')}
          </h2>
          <p className="mt-2 text-ink-soft">{concierge ? t('conciergeIntro') : t('deskIntro')}</p>
          <p className="mt-4 text-lg">{contact.name}</p>
          <dl className="mt-2 space-y-1">
            <div className="flex flex-wrap gap-2">
              <dt className="text-ink-soft">{t('email')}:</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className="underline underline-offset-4">
                  {contact.email}
                </a>
              </dd>
            </div>
            {contact.phone ? (
              <div className="flex flex-wrap gap-2">
                <dt className="text-ink-soft">{t('phone')}:</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">
                    {contact.phone}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        {changeable ? (
          <div className="lg:col-span-2">
            <ChangeStay
              locale={locale}
              tripId={trip.id}
              stay={{ checkIn: trip.check_in, checkOut: trip.check_out, guests: trip.guests }}
              maxGuests={villa?.capacity ?? trip.guests}
              pending={changes.some((c) => c.status === 'requested')}
              labels={Object.fromEntries(CHANGE_KEYS.map((k) => [k, changeT(k)])) as unknown as ChangeStayLabels}
            />
          </div>
        ) : null}
        <div className="lg:col-span-2">
          <TripCancellation locale={locale} trip={trip} preview={preview} />
        </div>
      </div>
      {/* A stay's times are the villa's wall clock (src/lib/time-format.ts), named once. */}
      <TimesNote locale={locale} stay={trip.property.time_zone} className="mt-8 text-xs text-ink-soft" />
    </TripShell>
  );
}
