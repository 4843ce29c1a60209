import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formatClock } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { formatIsoDate, formatMoney } from '@/lib/format';
import { PropertyImage } from '@/components/catalog/property-image';
import { GuestbookTripLink } from '@/components/guestbook/guestbook-trip-link';
import { pageMetadataFor } from '@/components/page/intro-page';
import { TripBalance } from '@/components/trips/trip-balance';
import { TripReview } from '@/components/trips/trip-review';
import { type TripTab, TripShell, tripTabPath } from '@/components/trips/trip-shell';
import { localizeHref } from '@/lib/locale-path';
import { tripPageOf } from '@/server/http/trip-page';
import { getTripReview } from '@/server/reviews/reviews.queries';
import { grocerySummary, itinerarySummary, travelerSummary, tripVilla } from '@/server/trips/trip-summary';

export const generateMetadata = pageMetadataFor('trip', '/user/trip-:id');

// GET /user/trip-{id} – the trip's hub: one card per section with a live one-line summary.
export default async function TripHubPage({ params }: { params: Promise<{ locale: string; tripRef: string }> }) {
  const { tripRef } = await params;
  // Not a trip's address at all (/user/anything) is not found before anyone is asked to log in.
  const rawId = /^trip-(\d+)$/.exec(tripRef)?.[1];
  if (!rawId) notFound();
  const { locale, ctx, trip } = await tripPageOf(params, rawId, `/user/${tripRef}`);
  const [t, tabs, groceries, plans, travelers, villa] = await Promise.all([
    getTranslations('tripPages.hub'),
    getTranslations('trips.tabs'),
    grocerySummary(ctx, trip.id),
    itinerarySummary(ctx, trip.id),
    travelerSummary(ctx, trip.id),
    tripVilla(ctx, trip.id),
  ]);
  // A confirmed stay's review (issue 32): the form at #review, where the invitation mail links.
  // Before arrival there is nothing to say about it yet; from arrival to check-out, when it opens.
  const stayed = trip.status === 'completed' || (trip.status === 'confirmed' && trip.check_in <= ctx.now.toISOString().slice(0, 10));
  const review = stayed ? await getTripReview(ctx, trip.id) : null;
  const reviewPanel = review ? <TripReview locale={locale} answer={review} zone={trip.property.time_zone} tripId={trip.id} /> : null;
  // The form or the written review comes first; why it cannot be written (not yet, or no longer) is a line under the cards.
  const reviewFirst = review !== null && (review.data !== null || review.meta.reviewable);
  const money = (cents: number) => formatMoney(locale, cents, trip.currency);
  const cards: { tab: Exclude<TripTab, 'hub'>; summary: ReactNode }[] = [
    {
      tab: 'overview',
      summary: t('overview', { date: formatIsoDate(locale, trip.check_in), time: formatClock(locale, villa?.check_in_time ?? '15:00') }),
    },
    {
      tab: 'charges',
      summary: <TripBalance locale={locale} cents={trip.money.stay_balance_cents} currency={trip.currency} status={trip.status} />,
    },
    {
      tab: 'groceries',
      summary:
        groceries.status === 'none'
          ? t('groceries.none')
          : t(`groceries.${groceries.status}`, { amount: money(groceries.estimated_cents) }),
    },
    {
      tab: 'itinerary',
      summary:
        plans.total === 0
          ? t('itinerary.none')
          : t('itinerary.some', { count: plans.total, confirmed: plans.confirmed, requested: plans.requested }),
    },
    { tab: 'travelers', summary: t('travelers', { count: travelers.count, capacity: travelers.capacity }) },
  ];
  return (
    <TripShell locale={locale} trip={trip} active="hub" title={t('title')}>
      {reviewFirst ? <div className="mb-6">{reviewPanel}</div> : null}
      <ul aria-label={t('cardsLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {trip.property.image ? (
          <li>
            <a
              href={localizeHref(locale, `/property/${trip.property.id}`)}
              data-testid="hub-villa"
              className="group relative block h-full min-h-48 overflow-hidden rounded-3xl border border-line shadow-sm"
            >
              <PropertyImage
                image={trip.property.image}
                alt=""
                eager
                sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
                className="absolute inset-0 h-full w-full object-cover transition duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/80 to-transparent p-6 pt-16 text-white">
                <span className="block font-serif text-2xl">{trip.property.name}</span>
                <span className="mt-1 block text-sm text-white/85 group-hover:underline">{t('villaLink')}</span>
              </span>
            </a>
          </li>
        ) : null}
        {cards.map(({ tab, summary }) => (
          <li key={tab}>
            <a
              href={localizeHref(locale, tripTabPath(tab, trip.id))}
              data-testid={`hub-${tab}`}
              className="group flex h-full flex-col rounded-3xl border border-line bg-white/70 p-6 shadow-sm transition hover:border-gold hover:shadow-md"
            >
              <span className="font-serif text-2xl">{tabs(tab)}</span>
              <span className="mt-2 text-ink-soft">{summary}</span>
              <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-gold-deep group-hover:underline">
                →
              </span>
            </a>
          </li>
        ))}
      </ul>
      {reviewPanel && !reviewFirst ? <div className="mt-6">{reviewPanel}</div> : null}
      <div className="mt-6">
        <GuestbookTripLink locale={locale} status={trip.status} number={trip.confirmation_number} />
      </div>
      {/* A stay's times are the villa's wall clock (src/lib/time-format.ts), named once. */}
      <TimesNote locale={locale} stay={trip.property.time_zone} className="mt-8 text-xs text-ink-soft" />
    </TripShell>
  );
}
