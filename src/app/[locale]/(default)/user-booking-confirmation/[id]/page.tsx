import { getTranslations } from 'next-intl/server';
import { PriceBreakdown } from '@/components/checkout/price-breakdown';
import { formatMoney, formatStayRange } from '@/lib/format';
import { formatWhen } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { PropertyImage } from '@/components/catalog/property-image';
import { GuestbookTripLink } from '@/components/guestbook/guestbook-trip-link';
import { pageMetadataFor } from '@/components/page/intro-page';
import { MoneyFigures } from '@/components/trips/money-figures';
import { PaymentSchedule } from '@/components/trips/payment-schedule';
import { TripStatusBadge, tripTabPath } from '@/components/trips/trip-shell';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { Trip } from '@/server/booking/booking.types';
import { getVisiblePropertyById } from '@/server/catalog/catalog.queries';
import { tripPage } from '@/server/http/trip-page';
import { pageContext } from '@/server/http/page-context';
import { readerTimeZone } from '@/server/http/reader-zone';

export const generateMetadata = pageMetadataFor('bookingConfirmation', '/user-booking-confirmation/:id');

type Props = { params: Promise<{ locale: string; id: string }> };

const frame = 'rounded-3xl border border-line shadow-sm';
const card = `${frame} bg-white/70 p-6 md:p-8`;
const buttonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 text-sm font-semibold tracking-wide transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none';

async function Heading({ locale, trip }: { locale: Locale; trip: Trip }) {
  const [t, ts, reader] = await Promise.all([
    getTranslations({ locale, namespace: 'checkout.confirmation' }),
    getTranslations({ locale, namespace: 'trips.status' }),
    readerTimeZone(trip.property.time_zone),
  ]);
  // The hold's deadline is the reader's (src/lib/time-format.ts), named once under the lead.
  const hold = trip.hold_expires_at ? formatWhen(locale, trip.hold_expires_at, reader.zone, 'full') : '';
  const email = trip.lead_guest.email;
  const [title, lead] =
    trip.status === 'confirmed'
      ? [t('confirmedTitle'), t('confirmedLead', { email })]
      : trip.status === 'awaiting_payment'
        ? [
            t('awaitingTitle'),
            t('awaitingLead', {
              email,
              time: hold,
            }),
          ]
        : trip.status === 'requested'
          ? [
              t('requestedTitle'),
              t('requestedLead', {
                email,
                time: hold,
              }),
            ]
          : [t('otherTitle'), t('otherLead', { status: ts(trip.status).toLowerCase() })];
  return (
    <header className="container-page pt-12 pb-8 md:pt-20">
      <TripStatusBadge status={trip.status} />
      <h1 className="mt-4 max-w-3xl font-serif text-4xl leading-tight md:text-6xl" data-testid="confirmation-title">
        {title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft" data-testid="confirmation-intro">
        {lead}
      </p>
      {hold && (trip.status === 'awaiting_payment' || trip.status === 'requested') ? (
        <TimesNote locale={locale} reader={reader} className="mt-2 text-sm text-ink-soft" />
      ) : null}
    </header>
  );
}

/** After booking: the confirmation number, the stay, the price as booked and what to do next. */
export default async function BookingConfirmationPage({ params }: Props) {
  const { locale, trip } = await tripPage(params, '/user-booking-confirmation');
  const [t, figures, property] = await Promise.all([
    getTranslations('checkout.confirmation'),
    getTranslations('money.figures'),
    getVisiblePropertyById(await pageContext(locale), String(trip.property.id)),
  ]);
  const image = property?.images[0];
  const lead = trip.lead_guest;
  const rows: [string, string, string][] = [
    ['villa', t('villa'), `${trip.property.name} · ${trip.property.state}, ${trip.property.country}`],
    ['dates', t('dates'), formatStayRange(locale, trip.check_in, trip.check_out)],
    ['guests', t('guests'), String(trip.guests)],
    ['lead', t('leadGuest'), `${lead.first_name} ${lead.last_name} · ${lead.email} · ${lead.phone}`],
  ];
  if (trip.message) rows.push(['message', t('message'), trip.message]);
  const next = [
    { tab: 'groceries' as const, label: t('nextGroceries') },
    { tab: 'itinerary' as const, label: t('nextItinerary') },
    { tab: 'travelers' as const, label: t('nextTravelers') },
  ];
  return (
    <div data-testid="booking-confirmation" data-status={trip.status}>
      <Heading locale={locale} trip={trip} />
      <div className="container-page grid gap-8 pb-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-8">
          {trip.status === 'awaiting_payment' && trip.money.schedule.next ? (
            <section aria-labelledby="pay-title" className={`${frame} border-gold bg-sand p-6 md:p-8`} data-testid="pay-now">
              <h2 id="pay-title" className="font-serif text-2xl text-ink">
                {t('payTitle')}
              </h2>
              <p className="mt-2 text-ink-soft">
                {t('payText', { amount: formatMoney(locale, trip.money.schedule.next.outstanding_cents, trip.currency) })}
              </p>
              <a
                href={`${localizeHref(locale, `/user-trip-charges/${trip.id}`)}#pay`}
                className={`${buttonClass} mt-5 bg-ink text-white hover:bg-sea-deep`}
                data-testid="pay-deposit"
              >
                {t('payAction')}
              </a>
            </section>
          ) : null}
          <GuestbookTripLink locale={locale} status={trip.status} number={trip.confirmation_number} />
          <section aria-labelledby="number-title" className={`${frame} bg-ink p-6 text-white md:p-8`}>
            <h2 id="number-title" className="text-xs font-semibold tracking-[0.25em] text-gold uppercase">
              {t('number')}
            </h2>
            <p className="mt-2 font-mono text-4xl tracking-[0.2em] md:text-5xl" data-testid="confirmation-number">
              {trip.confirmation_number}
            </p>
            <p className="mt-3 text-sm text-white/80">{t('numberHint')}</p>
          </section>
          <section aria-label={t('villa')} className={`${frame} overflow-hidden bg-white/70`}>
            {image ? (
              <PropertyImage image={image} eager sizes="(min-width: 64rem) 48rem, 100vw" className="aspect-[16/7] w-full object-cover" />
            ) : null}
            <dl className="divide-y divide-line px-6 md:px-8">
              {rows.map(([key, label, value]) => (
                <div key={key} className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr]" data-testid={`confirmation-${key}`}>
                  <dt className="text-sm text-ink-soft">{label}</dt>
                  <dd className="text-ink break-words whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="next-title" className={card}>
            <h2 id="next-title" className="font-serif text-2xl text-ink">
              {t('nextTitle')}
            </h2>
            <ul className="mt-4 space-y-3 text-ink-soft">
              <li>{t('nextMail', { email: lead.email })}</li>
              {next.map((n) => (
                <li key={n.tab}>
                  <a
                    href={localizeHref(locale, tripTabPath(n.tab, trip.id))}
                    className="font-semibold text-sea-deep underline underline-offset-4"
                  >
                    {n.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href={`/v1/account/trips/${trip.id}/calendar.ics?locale=${locale}`}
                download={`alma-villas-${trip.confirmation_number}.ics`}
                className={`${buttonClass} border border-ink text-ink hover:bg-ink hover:text-white`}
                data-testid="add-to-calendar"
              >
                {t('calendar')}
              </a>
              <a
                href={localizeHref(locale, tripTabPath('hub', trip.id))}
                className={`${buttonClass} bg-ink text-white hover:bg-sea-deep`}
                data-testid="view-trip"
              >
                {t('viewTrip')}
              </a>
              <a href={localizeHref(locale, '/user/trips')} className={`${buttonClass} text-ink underline underline-offset-4`}>
                {t('allTrips')}
              </a>
            </div>
          </section>
        </div>
        <aside aria-labelledby="price-title" className="lg:sticky lg:top-28 lg:self-start">
          <section className={card}>
            <h2 id="price-title" className="font-serif text-2xl text-ink">
              {t('priceTitle')}
            </h2>
            <p className="mt-1 mb-4 text-xs text-ink-soft">{t('priceNote')}</p>
            {trip.quote ? (
              <PriceBreakdown locale={locale} breakdown={trip.quote} />
            ) : (
              <p className="text-lg font-semibold text-ink" data-testid="price-total">
                {formatMoney(locale, trip.total_cents, trip.currency)}
              </p>
            )}
          </section>
          {/* The trip's account as it is now (extras, payments), the same figures as its charges page and mails. */}
          <section aria-labelledby="figures-title" className={`${card} mt-6`} data-testid="confirmation-figures">
            <h2 id="figures-title" className="font-serif text-2xl text-ink">
              {figures('heading')}
            </h2>
            <MoneyFigures locale={locale} money={trip.money} currency={trip.currency} className="mt-4 text-sm" />
          </section>
          <PaymentSchedule
            locale={locale}
            currency={trip.currency}
            money={trip.money}
            status={trip.status}
            holdExpiresAt={trip.hold_expires_at}
            reader={await readerTimeZone(trip.property.time_zone)}
            zoneNamed
          />
        </aside>
      </div>
    </div>
  );
}
