'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BookingConfig, BookingLabels } from './booking-labels';
import { BookingForm } from './booking-form';
import { bookingStoreFor, useBookingState } from './booking-store';
import { fill, formatAmount, formatStayDate } from '@/components/ui/client-text';

const BookingSheet = lazy(() => import('./booking-sheet'));

/** The desktop panel's interactive part (its frame is server-rendered by the page); it starts the page's store. */
export function BookingPanel({ config, labels }: { config: BookingConfig; labels: BookingLabels }) {
  const store = bookingStoreFor(config.propertyId, config.locale, config.today, config.networkError);
  useEffect(() => store.start(), [store]);
  return <BookingForm store={store} config={config} labels={labels} />;
}

/** Phones: the bottom bar's price or quoted total and its button, opening the booking sheet (loaded on first open). The bar's frame is the page's. */
export function PhoneBookingBar({ config, labels, fromText }: { config: BookingConfig; labels: BookingLabels; fromText: string }) {
  const store = bookingStoreFor(config.propertyId, config.locale, config.today, config.networkError);
  const { selection, quote } = useBookingState(store);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const ready = quote.status === 'ready' ? quote.quote : null;
  return (
    <>
      <p className="min-w-0 text-sm text-ink-soft">
        {ready ? (
          <>
            <span className="block font-semibold text-ink">
              {fill(labels.barTotal, { price: formatAmount(config.locale, ready.total, ready.currency) })}
            </span>
            <span className="block truncate text-xs">
              {fill(labels.barDates, {
                from: formatStayDate(config.locale, ready.check_in, false),
                to: formatStayDate(config.locale, ready.check_out, false),
              })}
            </span>
          </>
        ) : (
          <>
            <span className="block font-semibold text-ink">{fromText}</span>
            <span className="block text-xs">{labels.perNight}</span>
          </>
        )}
      </p>
      <button
        ref={opener}
        type="button"
        data-testid="booking-bar-open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import('./booking-sheet')}
        className="shrink-0 rounded-full bg-sea px-6 py-3.5 text-[0.7rem] font-semibold tracking-[0.2em] text-white uppercase outline-none transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2"
      >
        {ready && selection.checkIn ? labels.action : labels.checkAvailability}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BookingSheet
            store={store}
            config={config}
            labels={labels}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
