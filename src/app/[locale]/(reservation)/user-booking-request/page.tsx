import { getTranslations } from 'next-intl/server';
import { AlternativesList, type AlternativesLabels } from '@/components/checkout/alternatives';
import { BookingRequestForm, type BookingFormLabels } from '@/components/checkout/booking-request-form';
import { PriceBreakdown } from '@/components/checkout/price-breakdown';
import { formatClock } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { formatIsoDate, formatMoney, formatStayRange } from '@/lib/format';
import { PropertyImage } from '@/components/catalog/property-image';
import { pageMetadataFor } from '@/components/page/intro-page';
import { CancellationSummary } from '@/components/property/property-sections';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { currentProfile, pageContext } from '@/server/http/page-context';
import { bookingRequestView, type StayParams } from '@/server/booking/booking-request';
import { bookingSchedule } from '@/server/booking/booking-schedule';
import type { PropertyDetail } from '@/server/catalog/catalog.types';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('bookingRequest', '/user-booking-request');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const frame = 'rounded-3xl border border-line bg-white/70 shadow-sm';
const card = `${frame} p-6 md:p-8`;
const linkClass = 'font-semibold text-sea-deep underline underline-offset-4';

/** The villa, the stay and whether it confirms at once: the top of the page. */
async function StaySummary({ locale, property, stay }: { locale: Locale; property: PropertyDetail; stay: StayParams }) {
  const t = await getTranslations({ locale, namespace: 'checkout.request' });
  const image = property.images[0];
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  return (
    <section aria-labelledby="stay-title" className={`${frame} overflow-hidden`} data-testid="stay-summary">
      {image ? (
        <PropertyImage image={image} eager sizes="(min-width: 64rem) 24rem, 100vw" className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="p-6">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-deep uppercase">{t('stay')}</p>
        <h2 id="stay-title" className="mt-2 font-serif text-2xl text-ink" data-testid="stay-villa">
          {property.name}
        </h2>
        <p className="text-sm text-ink-soft">
          {property.state.name}, {property.country.name}
        </p>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('dates')}</dt>
            <dd className="text-right text-ink" data-testid="stay-dates">
              {formatStayRange(locale, stay.checkIn, stay.checkOut)}
              <span className="block text-xs text-ink-soft">{t('nights', { count: nights })}</span>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('guestsLabel')}</dt>
            <dd className="text-ink">{t('guests', { count: stay.guests })}</dd>
          </div>
        </dl>
        <a
          href={localizeHref(locale, `/property/${property.id}?guests=${stay.guests}#availability`)}
          className={`mt-4 inline-block text-sm ${linkClass}`}
        >
          {t('change')}
        </a>
      </div>
    </section>
  );
}

async function alternativesLabels(locale: Locale): Promise<AlternativesLabels> {
  const t = await getTranslations({ locale, namespace: 'checkout.request' });
  return {
    title: t('alternativesTitle'),
    none: t.raw('noAlternatives') as string,
    searchPlace: t.raw('searchPlace') as string,
    perNight: t.raw('perNight') as string,
    sleeps: t.raw('sleeps') as string,
  };
}

/** Why the stay cannot be booked, with the way back (the villa, or the search). */
function Problem({
  title,
  message,
  links,
  children,
}: {
  title: string;
  message: string;
  links: { href: string; label: string }[];
  children?: React.ReactNode;
}) {
  return (
    <div className="container-page pb-20">
      <div role="alert" className={`${card} max-w-3xl`} data-testid="booking-problem">
        <h2 className="font-serif text-2xl text-ink">{title}</h2>
        <p className="mt-2 text-ink-soft" data-testid="booking-problem-message">
          {message}
        </p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {links.map((l) => (
            <a key={l.href} href={l.href} className={linkClass}>
              {l.label}
            </a>
          ))}
        </p>
        {children}
      </div>
    </div>
  );
}

/** Review a stay and book it: the villa, the server's quote, the rules, and the lead guest form. */
export default async function BookingRequestPage({ params, searchParams }: Props) {
  const { locale } = await areaPage(params);
  const [t, view, profile] = await Promise.all([
    getTranslations('checkout.request'),
    bookingRequestView(await pageContext(locale), await searchParams),
    currentProfile(),
  ]);
  const searchLink = { href: localizeHref(locale, '/listings'), label: t('backToSearch') };
  // Not PageIntro's eyebrow: its gold is too faint on this layout's sand background.
  const intro = (
    <section className="container-page pt-12 pb-10 md:pt-20">
      <p className="text-xs font-semibold tracking-[0.25em] text-ink-soft uppercase">{t('eyebrow')}</p>
      <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-tight md:text-6xl">{t('title')}</h1>
    </section>
  );

  if (view.kind === 'missing' || view.kind === 'invalid' || view.kind === 'not_found') {
    const villaLink =
      view.kind === 'invalid' && view.propertyId !== null
        ? [{ href: localizeHref(locale, `/property/${view.propertyId}`), label: t('back') }]
        : [];
    const message = view.kind === 'missing' ? t('missing') : view.kind === 'invalid' ? t('invalidQuery') : t('notFound');
    return (
      <>
        {intro}
        <Problem title={t('problemTitle')} message={message} links={[...villaLink, searchLink]} />
      </>
    );
  }

  const { property, stay } = view;
  const villaHref = localizeHref(locale, `/property/${property.id}?guests=${stay.guests}#availability`);
  const destination = { slug: property.state.slug, name: property.state.name };

  if (view.kind === 'unbookable') {
    return (
      <>
        {intro}
        <Problem
          title={view.code === 'dates_unavailable' ? t('unavailableTitle') : t('problemTitle')}
          message={view.message}
          links={[{ href: villaHref, label: t('pickOtherDates', { name: property.name }) }, searchLink]}
        >
          {view.code === 'dates_unavailable' ? (
            <AlternativesList
              locale={locale}
              alternatives={view.alternatives}
              stay={stay}
              destination={destination}
              labels={await alternativesLabels(locale)}
            />
          ) : null}
        </Problem>
      </>
    );
  }

  const { quote } = view;
  const schedule = await bookingSchedule(await pageContext(locale), property.id, quote, stay.checkIn);
  const [first = '', ...rest] = (profile?.name ?? '').trim().split(/\s+/);
  const labels: BookingFormLabels = {
    formTitle: t('formTitle'),
    formLead: t('formLead'),
    firstName: t('firstName'),
    lastName: t('lastName'),
    email: t('email'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    message: t('message'),
    messageHint: t('messageHint'),
    accept: t('accept'),
    acceptRequired: t('acceptRequired'),
    submit: quote.instantBook ? t('submitInstant') : t('submitRequest'),
    submitting: t('submitting'),
    confirmNewPrice: t('confirmNewPrice'),
    network: t('network'),
    priceChangedTitle: t('priceChangedTitle'),
    priceChangedText: t('priceChangedText'),
    oldTotal: t('oldTotal'),
    newTotal: t('newTotal'),
    unavailableTitle: t('unavailableTitle'),
    unavailableText: t('unavailableText'),
    pickOtherDates: t('pickOtherDates', { name: property.name }),
    alternativesLoading: t('alternativesLoading'),
    alternatives: await alternativesLabels(locale),
  };

  return (
    <>
      {intro}
      <div className="container-page grid gap-8 pb-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <aside className="flex flex-col gap-6 lg:order-2" aria-label={t('stay')}>
          <StaySummary locale={locale} property={property} stay={stay} />
          <section aria-labelledby="price-title" className={card}>
            <h2 id="price-title" className="mb-4 font-serif text-2xl text-ink">
              {t('priceTitle')}
            </h2>
            <PriceBreakdown locale={locale} breakdown={quote} />
          </section>
        </aside>
        <div className="flex min-w-0 flex-col gap-8 lg:order-1">
          <section
            className={`${card} ${quote.instantBook ? 'border-emerald-600/30' : 'border-amber-600/30'}`}
            data-testid="booking-mode"
            data-instant={quote.instantBook ? '1' : '0'}
          >
            <h2 className="font-serif text-2xl text-ink">{quote.instantBook ? t('instantTitle') : t('requestTitle')}</h2>
            <p className="mt-2 text-ink-soft">{quote.instantBook ? t('instantText') : t('requestText')}</p>
            <h3 className="mt-5 font-semibold text-ink">{t('scheduleTitle')}</h3>
            <ol className="mt-2 space-y-1 text-ink-soft" data-testid="booking-schedule">
              {schedule.installments.map((i) => (
                <li key={i.key} data-key={i.key} className="flex flex-wrap justify-between gap-2">
                  <span>
                    {t(`schedule.${i.key}`, { percent: schedule.depositPercent })} ·{' '}
                    {i.key === 'balance'
                      ? t('scheduleDue', { date: formatIsoDate(locale, i.due_on) })
                      : t(quote.instantBook ? 'scheduleNow' : 'scheduleOnAccept')}
                  </span>
                  <span className="font-semibold text-ink tabular-nums">{formatMoney(locale, i.amount_cents, quote.currency)}</span>
                </li>
              ))}
            </ol>
            {quote.securityDepositCents > 0 ? (
              <p className="mt-2 text-sm text-ink-soft">
                {t('scheduleSecurity', { amount: formatMoney(locale, quote.securityDepositCents, quote.currency) })}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="rules-title" className={card}>
            <h2 id="rules-title" className="font-serif text-2xl text-ink">
              {t('rulesTitle')}
            </h2>
            {property.house_rules.length > 0 ? (
              <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-soft marker:text-gold" data-testid="house-rules">
                {property.house_rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-ink-soft">{t('noRules')}</p>
            )}
            <h3 className="mt-6 font-semibold text-ink">{t('timesTitle')}</h3>
            <ul className="mt-2 space-y-1 text-ink-soft" data-testid="times">
              <li>{t('checkInFrom', { time: formatClock(locale, property.check_in_time) })}</li>
              <li>{t('checkOutBy', { time: formatClock(locale, property.check_out_time) })}</li>
            </ul>
            <TimesNote locale={locale} stay={property.time_zone} className="mt-2 text-xs text-ink-soft" />
          </section>
          <div className={`${card} [&>section]:mt-0`}>
            <CancellationSummary locale={locale} policy={property.cancellation_policy} />
          </div>
          <section className={card} aria-label={t('formTitle')}>
            <BookingRequestForm
              locale={locale}
              stay={stay}
              quote={{ signature: quote.signature, totalCents: quote.totalCents, currency: quote.currency }}
              prefill={{ firstName: first, lastName: rest.join(' '), email: profile?.email ?? '', phone: profile?.phone ?? '' }}
              destination={destination}
              labels={labels}
            />
          </section>
        </div>
      </div>
    </>
  );
}
