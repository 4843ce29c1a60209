import { getTranslations } from 'next-intl/server';
import { formatStayRange } from '@/lib/format';
import { formatWhen } from '@/lib/time-format';
import { PropertyImage } from '@/components/catalog/property-image';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { Trip } from '@/server/booking/booking.types';
import { MoneyFigures } from './money-figures';
import { TripBalance } from './trip-balance';
import { TripStatusBadge, tripTabPath } from './trip-shell';

/** One trip on /user/trips: villa, dates, party, status, number, money, and the way into its hub. */
export async function TripCard({
  locale,
  trip,
  zone,
  quiet = false,
  reviewable = false,
}: {
  locale: Locale;
  trip: Trip;
  /** The reader's zone (readerTimeZone): a hold's deadline is on their clock; the page names it once. */
  zone: string;
  quiet?: boolean;
  /** A finished stay still open to its review (issue 32): the card leads to the trip page's form. */
  reviewable?: boolean;
}) {
  const [t, shell, reviews] = await Promise.all([
    getTranslations('tripPages'),
    getTranslations('trips'),
    getTranslations('reviewPages.guest'),
  ]);
  const dates = formatStayRange(locale, trip.check_in, trip.check_out);
  return (
    <article
      data-testid="trip-card"
      data-trip-id={trip.id}
      aria-labelledby={`trip-${trip.id}-name`}
      className={`flex flex-col gap-4 rounded-3xl border border-line p-6 shadow-sm md:flex-row md:items-start md:gap-6 ${
        quiet ? 'bg-sand/40 text-ink-soft' : 'bg-white/70'
      }`}
    >
      {trip.property.image ? (
        <PropertyImage
          image={trip.property.image}
          alt=""
          sizes="(min-width: 48rem) 12rem, 100vw"
          className={`aspect-[16/9] w-full shrink-0 rounded-2xl object-cover md:aspect-[4/3] md:w-48 ${quiet ? 'opacity-70 grayscale-[40%]' : ''}`}
        />
      ) : null}
      <div className="min-w-0 md:flex-1">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
          {trip.property.state}, {trip.property.country}
        </p>
        <h3 id={`trip-${trip.id}-name`} className={`mt-1 font-serif ${quiet ? 'text-xl' : 'text-2xl'}`}>
          {trip.property.name}
        </h3>
        <p className="mt-2">{dates}</p>
        <p className="mt-1 text-sm text-ink-soft">
          {t('list.nights', { count: trip.nights })} · {shell('guests', { count: trip.guests })} ·{' '}
          <span data-testid="trip-confirmation">{t('list.confirmation', { number: trip.confirmation_number })}</span>
        </p>
        {trip.status === 'requested' && trip.hold_expires_at ? (
          <p className="mt-3 text-sm text-amber-900">{t('list.heldUntil', { time: formatWhen(locale, trip.hold_expires_at, zone) })}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col gap-3 md:items-end md:text-right">
        <TripStatusBadge status={trip.status} />
        <TripBalance
          locale={locale}
          cents={trip.money.stay_balance_cents}
          currency={trip.currency}
          status={trip.status}
          className="text-sm"
        />
        {/* The balance is the line above: the other figures, the security deposit on its own lines. */}
        <MoneyFigures
          locale={locale}
          money={trip.money}
          currency={trip.currency}
          show={(key) => key !== 'stay_balance' && key !== 'stay_credit'}
          className="text-left text-sm"
        />
        <a
          href={localizeHref(locale, tripTabPath('hub', trip.id))}
          aria-label={t('list.openLabel', { villa: trip.property.name, dates })}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-5 text-sm font-semibold text-white transition hover:bg-sea-deep"
        >
          {t('list.open')}
        </a>
        {reviewable ? (
          <a
            href={`${localizeHref(locale, tripTabPath('hub', trip.id))}#review`}
            aria-label={reviews('ctaLabel', { villa: trip.property.name })}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-gold bg-sand px-5 text-sm font-semibold text-ink transition hover:border-gold-deep"
            data-testid="trip-review-cta"
          >
            {reviews('cta')}
          </a>
        ) : null}
        {trip.status === 'completed' ? (
          // A past stay: its receipts (on the charges tab) and the villa again; no check-in to invite to.
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm md:justify-end" data-testid="trip-past-actions">
            <a
              href={localizeHref(locale, tripTabPath('charges', trip.id))}
              aria-label={t('list.receiptsLabel', { villa: trip.property.name, dates })}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {t('list.receipts')}
            </a>
            <a
              href={localizeHref(locale, `/property/${trip.property.id}`)}
              aria-label={t('list.bookAgainLabel', { villa: trip.property.name })}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {t('list.bookAgain')}
            </a>
          </div>
        ) : null}
      </div>
    </article>
  );
}
