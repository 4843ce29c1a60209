import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { formatStayRange } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { Trip } from '@/server/booking/booking.types';
import type { ItineraryItem } from '@/server/trips/trips.types';

export type TripTab = 'hub' | 'overview' | 'charges' | 'groceries' | 'itinerary' | 'travelers';

/** The path of a trip's tab (SPEC §2 names them), unlocalized. */
export function tripTabPath(tab: TripTab, id: number): string {
  return tab === 'hub' ? `/user/trip-${id}` : `/user-trip-${tab}/${id}`;
}

export const TRIP_TABS: readonly TripTab[] = ['hub', 'overview', 'charges', 'groceries', 'itinerary', 'travelers'];

/** A status of a trip or of a plan on its itinerary (the two share their words and colours). */
export type PillStatus = Trip['status'] | ItineraryItem['status'];

const STATUS_STYLE: Record<PillStatus, string> = {
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  completed: 'bg-white text-ink ring-ink/20',
  requested: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  awaiting_payment: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  declined: 'bg-stone-100 text-stone-700 ring-stone-500/30',
  expired: 'bg-stone-100 text-stone-700 ring-stone-500/30',
  cancelled: 'bg-rose-50 text-rose-800 ring-rose-600/30',
};

/** A status as a small coloured pill; the caller gives its label and test id. */
export function StatusPill({ status, label, testId }: { status: PillStatus; label: string; testId: string }) {
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLE[status]}`}
    >
      {label}
    </span>
  );
}

/** A reservation's status as a small labelled badge. */
export async function TripStatusBadge({ status }: { status: Trip['status'] }) {
  const t = await getTranslations('trips.status');
  return <StatusPill status={status} label={t(status)} testId="trip-status" />;
}

/**
 * The frame of every trip page: the villa, dates and status, then the tabs (a nav of links, the
 * current one marked `aria-current="page"`), then the tab's own content.
 */
export async function TripShell({
  locale,
  trip,
  active,
  title,
  children,
}: {
  locale: Locale;
  trip: Trip;
  active: TripTab;
  /** The tab's heading (the page's h1). */
  title: string;
  children: ReactNode;
}) {
  const [t, inbox] = await Promise.all([getTranslations('trips'), getTranslations('inbox.trip')]);
  const dates = formatStayRange(locale, trip.check_in, trip.check_out);
  return (
    <div className="container-page pt-10 pb-20 md:pt-14">
      <a href={localizeHref(locale, '/user/trips')} className="text-sm text-ink-soft underline-offset-4 hover:underline">
        ← {t('backToTrips')}
      </a>
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-deep uppercase">
            {trip.property.name} · {trip.property.state}
          </p>
          <h1 className="mt-2 font-serif text-3xl leading-tight md:text-5xl">{title}</h1>
          <p className="mt-2 text-ink-soft">
            {dates} · {t('guests', { count: trip.guests })} · {t('confirmationShort', { number: trip.confirmation_number })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-3">
          <TripStatusBadge status={trip.status} />
          <a
            href={localizeHref(locale, `/user/message?trip=${trip.id}`)}
            className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm font-medium hover:bg-sand print:hidden"
            data-testid="trip-messages-link"
          >
            {inbox('link')}
          </a>
        </div>
      </header>
      <nav aria-label={t('tabsLabel')} className="mt-8 -mx-4 overflow-x-auto border-b border-line px-4 print:hidden">
        <ul className="flex min-w-max gap-1">
          {TRIP_TABS.map((tab) => {
            const current = tab === active;
            return (
              <li key={tab}>
                <a
                  href={localizeHref(locale, tripTabPath(tab, trip.id))}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block border-b-2 px-4 py-3 text-sm font-medium transition ${
                    current ? 'border-gold-deep text-ink' : 'border-transparent text-ink-soft hover:text-ink'
                  }`}
                >
                  {t(`tabs.${tab}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </div>
  );
}
