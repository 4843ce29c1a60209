'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { bookingRequestHref } from './booking-selection';
import type { BookingConfig, BookingLabels } from './booking-labels';
import { type BookingStore, useBookingState } from './booking-store';
import { formatStayDate, plural } from '@/components/ui/client-text';

const CalendarPanel = lazy(() => import('./calendar-panel'));
const preloadCalendar = () => void import('./calendar-panel');
/** Loading, error and the lines: shown only once dates are chosen, so loaded then. */
const QuoteState = lazy(() => import('./quote-lines'));

const smallLabel = 'block text-[0.62rem] font-semibold tracking-[0.22em] text-ink-soft uppercase';
const actionClass =
  'block w-full rounded-full bg-sea px-6 py-4 text-center text-[0.75rem] font-semibold tracking-[0.2em] text-white uppercase outline-none transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2';

/**
 * The booking panel's body: dates (a lazily loaded calendar), guests, the server's live quote
 * and the action. Used in the desktop side panel and inside the phone sheet; both read one store.
 */
export function BookingForm({ store, config, labels }: { store: BookingStore; config: BookingConfig; labels: BookingLabels }) {
  const { selection, quote, availability } = useBookingState(store);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const datesButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const calendarId = `${id}-calendar`;
  const guestsId = `${id}-guests`;
  const { locale } = config;

  const openCalendar = () => {
    store.loadAvailability();
    setCalendarOpen(true);
  };

  const dateText = (iso: string | null) => (iso ? formatStayDate(locale, iso) : labels.addDate);
  const hasDates = Boolean(selection.checkIn && selection.checkOut);

  return (
    <div className="space-y-5">
      <div>
        <span id={`${id}-dates`} className="sr-only">
          {labels.dates}
        </span>
        <button
          ref={datesButton}
          type="button"
          aria-expanded={calendarOpen}
          aria-controls={calendarId}
          aria-describedby={`${id}-dates`}
          data-testid="booking-dates"
          onClick={() => (calendarOpen ? setCalendarOpen(false) : openCalendar())}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
          className="grid w-full grid-cols-2 divide-x divide-line overflow-hidden rounded-2xl border border-line bg-white text-left outline-none transition hover:border-gold focus-visible:ring-2 focus-visible:ring-gold"
        >
          {(
            [
              [labels.checkIn, selection.checkIn],
              [labels.checkOut, selection.checkOut],
            ] as const
          ).map(([label, date]) => (
            <span key={label} className="px-4 py-3">
              <span className={smallLabel}>{label}</span>
              <span className={`mt-1 block text-[0.95rem] ${date ? 'text-ink' : 'text-ink-soft'}`}>{dateText(date)}</span>
            </span>
          ))}
        </button>
        {calendarOpen ? (
          <div id={calendarId} className="mt-3 rounded-2xl border border-line bg-white p-3">
            <Suspense fallback={<p className="py-10 text-center text-sm text-ink-soft">{labels.calendar.loading}</p>}>
              <CalendarPanel
                store={store}
                config={config}
                labels={labels}
                months={1}
                onPicked={() => {
                  setCalendarOpen(false);
                  datesButton.current?.focus();
                }}
              />
            </Suspense>
            <button
              type="button"
              onClick={() => {
                setCalendarOpen(false);
                datesButton.current?.focus();
              }}
              className="mt-2 w-full rounded-full py-2 text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase outline-none hover:text-ink focus-visible:ring-2 focus-visible:ring-gold"
            >
              {labels.hideCalendar}
            </button>
          </div>
        ) : null}
        {availability.status === 'ready' && !hasDates && !calendarOpen ? (
          <p className="mt-2 text-xs text-ink-soft">{labels.calendar.minNights}</p>
        ) : null}
      </div>

      <div className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-white px-4 py-3">
        <div>
          <span id={guestsId} className={smallLabel}>
            {labels.guests}
          </span>
          <output aria-live="polite" aria-labelledby={guestsId} className="mt-1 block text-[0.95rem] text-ink" data-testid="booking-guests">
            {plural(locale, labels.guestsCount, selection.guests)}
          </output>
        </div>
        <div className="flex items-center gap-2">
          <StepButton label={labels.fewer} disabled={selection.guests <= 1} onClick={() => store.select({ guests: selection.guests - 1 })}>
            <path d="M6 12h12" strokeLinecap="round" />
          </StepButton>
          <StepButton
            label={labels.more}
            disabled={selection.guests >= config.maxGuests}
            onClick={() => store.select({ guests: Math.min(config.maxGuests, selection.guests + 1) })}
          >
            <path d="M12 6v12M6 12h12" strokeLinecap="round" />
          </StepButton>
        </div>
      </div>
      <p className="-mt-3 px-1 text-xs text-ink-soft">{labels.maxGuests}</p>

      <section aria-label={labels.quoteTitle} aria-live="polite" aria-busy={quote.status === 'loading'} data-testid="booking-quote">
        {quote.status === 'idle' ? <p className="text-sm leading-relaxed text-ink-soft">{labels.hint}</p> : null}
        {quote.status === 'idle' ? null : (
          <Suspense fallback={<p className="text-sm text-ink-soft">{labels.loading}</p>}>
            <QuoteState store={store} quote={quote} config={config} labels={labels} />
          </Suspense>
        )}
      </section>

      {quote.status === 'ready' && selection.checkIn && selection.checkOut ? (
        <a
          href={bookingRequestHref(locale, config.propertyId, {
            checkIn: selection.checkIn,
            checkOut: selection.checkOut,
            guests: selection.guests,
          })}
          className={actionClass}
          data-testid="booking-action"
        >
          {labels.action}
        </a>
      ) : (
        <button type="button" className={actionClass} onClick={openCalendar} data-testid="booking-check">
          {labels.checkAvailability}
        </button>
      )}
      <p className="text-center text-xs leading-relaxed text-ink-soft">{labels.actionNote}</p>
    </div>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-line text-ink outline-none transition hover:border-ink focus-visible:ring-2 focus-visible:ring-gold disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:border-line"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
        {children}
      </svg>
    </button>
  );
}
