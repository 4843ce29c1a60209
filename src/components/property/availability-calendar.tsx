'use client';

import { lazy, Suspense, useRef } from 'react';
import type { BookingConfig, CalendarLabels } from './booking-labels';
import { bookingStoreFor, useBookingState } from './booking-store';
import { fill, formatStayDate } from './client-text';
import { useNear } from './use-near';

const CalendarPanel = lazy(() => import('./calendar-panel'));

/**
 * The page's availability section: two months side by side (one on phones) with taken nights
 * disabled. Its code and the taken nights load when it nears the screen; a pick here is the same
 * stay the booking box prices.
 */
export function AvailabilityCalendar({ config, labels }: { config: BookingConfig; labels: CalendarLabels }) {
  const store = bookingStoreFor(config.propertyId, config.locale, config.today, config.networkError);
  const { selection, availability } = useBookingState(store);
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box, '400px 0px', store.loadAvailability);

  const hasDates = selection.checkIn && selection.checkOut;
  const loading = <p className="py-10 text-center text-sm text-muted">{labels.loading}</p>;
  return (
    <div ref={box} data-testid="availability" className="rounded-3xl border border-line bg-white p-4 md:p-6">
      {near ? (
        <Suspense fallback={loading}>
          <CalendarPanel store={store} config={config} labels={{ calendar: labels }} months={2} />
        </Suspense>
      ) : (
        loading
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-sm">
        <p className="text-ink-soft" aria-live="polite">
          {hasDates && selection.checkIn && selection.checkOut
            ? fill(labels.selected, {
                from: formatStayDate(config.locale, selection.checkIn),
                to: formatStayDate(config.locale, selection.checkOut),
              })
            : availability.status === 'ready'
              ? labels.minNights
              : null}
        </p>
        {hasDates ? (
          <button
            type="button"
            onClick={() => store.select({ checkIn: null, checkOut: null })}
            className="text-xs font-semibold tracking-[0.16em] text-ink uppercase underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-gold"
          >
            {labels.clear}
          </button>
        ) : null}
      </div>
    </div>
  );
}
