'use client';

import { lazy, Suspense } from 'react';
import type { BookingConfig, BookingLabels } from './booking-labels';
import { type BookingStore, useBookingState } from './booking-store';
import { fill, formatStayDate } from '@/components/ui/client-text';

const DateRangeCalendar = lazy(() => import('./date-range-calendar'));

/** The lazily loaded calendar bound to the store, with its loading and error states. */
export default function CalendarPanel({
  store,
  config,
  labels,
  months,
  onPicked,
  withSummary = false,
}: {
  store: BookingStore;
  config: BookingConfig;
  labels: Pick<BookingLabels, 'calendar'>;
  months: 1 | 2;
  onPicked?: () => void;
  /** The chosen dates (or the minimum stay) and a button to clear them, below the months. */
  withSummary?: boolean;
}) {
  const { selection, availability } = useBookingState(store);
  const l = labels.calendar;
  const loading = <p className="py-10 text-center text-sm text-ink-soft">{l.loading}</p>;
  if (availability.status === 'idle' || availability.status === 'loading') return loading;
  const value =
    selection.checkIn && selection.checkOut && selection.checkOut > selection.checkIn
      ? { start: selection.checkIn, end: selection.checkOut }
      : null;
  return (
    <div>
      {availability.status === 'error' ? (
        <p role="status" className="mb-3 text-xs text-danger">
          {l.error}
        </p>
      ) : null}
      <Suspense fallback={loading}>
        <DateRangeCalendar
          locale={config.locale}
          label={l.label}
          previousLabel={l.previous}
          nextLabel={l.next}
          today={config.today}
          months={months}
          value={value}
          unavailable={availability.status === 'ready' ? availability.unavailable : EMPTY}
          onChange={(range) => {
            store.select({ checkIn: range.start, checkOut: range.end });
            onPicked?.();
          }}
        />
      </Suspense>
      {withSummary ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-sm">
          <p className="text-ink-soft" aria-live="polite">
            {value
              ? fill(l.selected, { from: formatStayDate(config.locale, value.start), to: formatStayDate(config.locale, value.end) })
              : l.minNights}
          </p>
          {value ? (
            <button
              type="button"
              onClick={() => store.select({ checkIn: null, checkOut: null })}
              className="text-xs font-semibold tracking-[0.16em] text-ink uppercase underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-gold"
            >
              {l.clear}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
