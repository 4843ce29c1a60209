import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { TripCard } from '@/components/trips/trip-card';
import { localizeHref } from '@/lib/locale-path';
import { listMyTrips } from '@/server/trips/my-trips';
import { groupTrips, TRIP_GROUPS } from '@/server/trips/trip-groups';
import { pageContext } from '@/server/http/page-context';
import { areaPage } from '@/server/http/area-page';
import { readerTimeZone } from '@/server/http/reader-zone';
import { TimesNote } from '@/components/ui/times-note';
import { reviewOpenTrips } from '@/server/reviews/review-pages.queries';

export const generateMetadata = pageMetadataFor('trips', '/user/trips');

// GET /user/trips – the guest's trips: staying now, upcoming, past, then the cancelled ones.
export default async function TripsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await areaPage(params);
  const ctx = await pageContext(locale);
  const [page, t, trips] = await Promise.all([getTranslations('pages.trips'), getTranslations('tripPages.list'), listMyTrips(ctx)]);
  // The finished stays the guest can still review (issue 32): their cards say "Review your stay".
  const reviewable = await reviewOpenTrips(ctx, trips);
  const groups = groupTrips(trips, ctx.now);
  // A request's hold shows its deadline on the reader's clock (TripCard): named once, under the list.
  const reader = await readerTimeZone();
  const holds = trips.some((trip) => trip.status === 'requested' && trip.hold_expires_at);
  return (
    <>
      <PageIntro title={page('title')} lead={page('lead')} />
      <div className="container-page space-y-12 pb-20">
        {trips.length === 0 ? (
          <section aria-labelledby="trips-empty" className="rounded-3xl border border-dashed border-line bg-white/60 p-10 text-center">
            <h2 id="trips-empty" className="font-serif text-3xl">
              {t('empty.heading')}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-ink-soft">{t('empty.text')}</p>
            <a
              href={localizeHref(locale, '/destination')}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-ink px-6 font-semibold text-white transition hover:bg-sea-deep"
            >
              {t('empty.cta')}
            </a>
          </section>
        ) : (
          TRIP_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
            <section key={group} aria-labelledby={`trips-${group}`} data-testid={`trips-${group}`}>
              <h2
                id={`trips-${group}`}
                className={group === 'inactive' ? 'text-sm font-semibold tracking-[0.2em] text-muted uppercase' : 'font-serif text-3xl'}
              >
                {t(`groups.${group}`)}
              </h2>
              <div className="mt-5 grid gap-4">
                {groups[group].map((trip) => (
                  <TripCard
                    key={trip.id}
                    locale={locale}
                    trip={trip}
                    zone={reader.zone}
                    quiet={group === 'inactive'}
                    reviewable={reviewable.has(trip.id)}
                  />
                ))}
              </div>
            </section>
          ))
        )}
        <TimesNote locale={locale} reader={holds ? reader : null} />
      </div>
    </>
  );
}
