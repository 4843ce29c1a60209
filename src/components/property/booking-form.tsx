'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { bookingRequestHref, nightlyRuns, refundMilestones } from './booking-selection';
import type { BookingConfig, BookingLabels } from './booking-labels';
import { type BookingStore, type Quote, useBookingState } from './booking-store';
import { fill, formatAmount, formatStayDate, plural } from './client-text';

const DateRangeCalendar = lazy(() => import('./date-range-calendar'));

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
          onPointerEnter={() => void import('./date-range-calendar')}
          className="grid w-full grid-cols-2 divide-x divide-line overflow-hidden rounded-2xl border border-line bg-white text-left outline-none transition hover:border-gold focus-visible:ring-2 focus-visible:ring-gold"
        >
          <span className="px-4 py-3">
            <span className={smallLabel}>{labels.checkIn}</span>
            <span className={`mt-1 block text-[0.95rem] ${selection.checkIn ? 'text-ink' : 'text-ink-soft'}`}>
              {dateText(selection.checkIn)}
            </span>
          </span>
          <span className="px-4 py-3">
            <span className={smallLabel}>{labels.checkOut}</span>
            <span className={`mt-1 block text-[0.95rem] ${selection.checkOut ? 'text-ink' : 'text-ink-soft'}`}>
              {dateText(selection.checkOut)}
            </span>
          </span>
        </button>
        {calendarOpen ? (
          <div id={calendarId} className="mt-3 rounded-2xl border border-line bg-white p-3">
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
        {quote.status === 'loading' ? (
          <div className="space-y-2" data-testid="quote-loading">
            <p className="text-sm text-ink-soft">{labels.loading}</p>
            <div className="h-3 w-2/3 animate-pulse rounded bg-sand-deep" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-sand-deep" />
          </div>
        ) : null}
        {quote.status === 'error' ? (
          <div
            role="alert"
            className="rounded-2xl bg-danger-soft px-4 py-3 text-sm text-danger"
            data-testid="quote-error"
            data-code={quote.code}
          >
            <p>{quote.message}</p>
            {quote.code === 'network' || quote.code === 'http_error' ? (
              <button type="button" onClick={() => store.retryQuote()} className="mt-2 font-semibold underline underline-offset-4">
                {labels.retry}
              </button>
            ) : null}
          </div>
        ) : null}
        {quote.status === 'ready' ? <QuoteLines quote={quote.quote} config={config} labels={labels} /> : null}
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

function Line({ label, value, strong = false, testId }: { label: React.ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-ink/70 pt-3 text-base font-semibold text-ink' : ''}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function QuoteLines({ quote, config, labels }: { quote: Quote; config: BookingConfig; labels: BookingLabels }) {
  const { locale } = config;
  const money = (n: number) => formatAmount(locale, n, quote.currency);
  const runs = nightlyRuns(quote.nightly);
  const milestone = refundMilestones(config.policy, quote.check_in, config.today)[0];
  return (
    <div className="space-y-4" data-testid="quote-ready">
      <dl className="space-y-2.5 text-sm text-ink-soft">
        {runs.map((run) => (
          <Line
            key={run.from}
            testId="quote-run"
            label={
              <>
                {plural(locale, labels.run, run.nights, { price: money(run.amount) })}
                {runs.length > 1 ? (
                  <span className="block text-xs text-ink-soft">
                    {fill(labels.runDates, { from: formatStayDate(locale, run.from, false), to: formatStayDate(locale, run.to, false) })}
                  </span>
                ) : null}
              </>
            }
            value={money(run.amount * run.nights)}
          />
        ))}
        {quote.cleaning_fee > 0 ? <Line label={labels.cleaningFee} value={money(quote.cleaning_fee)} testId="quote-cleaning" /> : null}
        {quote.service_fee > 0 ? <Line label={labels.serviceFee} value={money(quote.service_fee)} testId="quote-service" /> : null}
        {quote.taxes > 0 ? <Line label={labels.taxes} value={money(quote.taxes)} testId="quote-taxes" /> : null}
        <Line label={labels.total} value={money(quote.total)} strong testId="quote-total" />
      </dl>
      <details className="group text-sm text-ink-soft">
        <summary className="cursor-pointer list-none font-semibold text-ink underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-gold">
          {labels.nightlyRates} · {plural(locale, labels.nights, quote.nights)}
        </summary>
        <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto pr-1" data-testid="quote-nightly">
          {quote.nightly.map((night) => (
            <li key={night.date} className="flex justify-between gap-4 text-xs">
              <span>{formatStayDate(locale, night.date)}</span>
              <span className="tabular-nums">{money(night.amount)}</span>
            </li>
          ))}
        </ul>
      </details>
      <p className="text-xs text-ink-soft">{fill(labels.averageNightly, { price: money(quote.average_nightly) })}</p>
      {quote.security_deposit > 0 ? (
        <div className="rounded-2xl bg-white/70 px-4 py-3 text-sm ring-1 ring-line" data-testid="quote-deposit">
          <p className="flex justify-between gap-4 font-semibold text-ink">
            <span>{labels.deposit}</span>
            <span className="tabular-nums">{money(quote.security_deposit)}</span>
          </p>
          <p className="mt-1 text-xs leading-relaxed text-ink-soft">{labels.depositNote}</p>
        </div>
      ) : null}
      {milestone ? (
        <p className="text-xs text-ink-soft">
          {fill(labels.freeUntil, { percent: milestone.refundPercent, date: formatStayDate(locale, milestone.until) })}
        </p>
      ) : null}
    </div>
  );
}

/** The lazily loaded calendar bound to the store, with its loading and error states. */
export function CalendarPanel({
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
