'use client';

import { lazy, Suspense, useRef } from 'react';
import type { BookingConfig, CalendarLabels } from './booking-labels';
import { bookingStoreFor } from './booking-store';
import { useNear } from './use-near';

const CalendarPanel = lazy(() => import('./calendar-panel'));

/**
 * The page's availability section: two months side by side (one on phones) with taken nights
 * disabled. Its code and the taken nights load when it nears the screen; a pick here is the same
 * stay the booking box prices.
 */
export function AvailabilityCalendar({ config, labels }: { config: BookingConfig; labels: CalendarLabels }) {
  const store = bookingStoreFor(config.propertyId, config.locale, config.today, config.networkError);
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box, '400px 0px', store.loadAvailability);

  const loading = <p className="py-10 text-center text-sm text-muted">{labels.loading}</p>;
  return (
    <div ref={box} data-testid="availability" className="rounded-3xl border border-line bg-white p-4 md:p-6">
      {near ? (
        <Suspense fallback={loading}>
          <CalendarPanel store={store} config={config} labels={{ calendar: labels }} months={2} withSummary />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
