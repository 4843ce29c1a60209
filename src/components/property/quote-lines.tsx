'use client';

import type { BookingConfig, BookingLabels } from './booking-labels';
import type { BookingStore, Quote, QuoteState as State } from './booking-store';
import { fill, formatAmount, formatStayDate, plural } from '@/components/ui/client-text';
import { nightlyRuns, refundMilestones } from './quote-display';
import { PriceLine as Line } from './price-line';

/** The quote's lines: nights by rate, fees, taxes, the total, the deposit apart, the refund date. Loaded lazily. */
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

/** The quote area once dates are chosen: a skeleton while it loads, the server's error, or the lines. */
export default function QuoteState({
  store,
  quote,
  config,
  labels,
}: {
  store: BookingStore;
  quote: State;
  config: BookingConfig;
  labels: BookingLabels;
}) {
  if (quote.status === 'ready') return <QuoteLines quote={quote.quote} config={config} labels={labels} />;
  if (quote.status === 'error') {
    return (
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
    );
  }
  return (
    <div className="space-y-2" data-testid="quote-loading">
      <p className="text-sm text-ink-soft">{labels.loading}</p>
      <div className="h-3 w-2/3 animate-pulse rounded bg-sand-deep" />
      <div className="h-3 w-1/2 animate-pulse rounded bg-sand-deep" />
    </div>
  );
}
