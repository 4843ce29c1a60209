'use client';

import { lazy, Suspense } from 'react';
import type { BookingConfig, BookingLabels } from './booking-labels';
import { type BookingStore, useBookingState } from './booking-store';

const DateRangeCalendar = lazy(() => import('./date-range-calendar'));

/** The lazily loaded calendar bound to the store, with its loading and error states. */
export default function CalendarPanel({
  store,
  config,
  labels,
  months,
  onPicked,
}: {
  store: BookingStore;
  config: BookingConfig;
  labels: Pick<BookingLabels, 'calendar'>;
  months: 1 | 2;
  onPicked?: () => void;
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
    </div>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
