import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import { formatStayDate } from '@/components/ui/client-text';
import { nightlyRuns } from '@/components/property/quote-display';
import type { Locale } from '@/i18n/routing';
import { PriceLine as Line } from '@/components/property/price-line';

/** The amounts of a stay in cents: a fresh quote (quoteStay) or the one frozen at booking (trip.quote). */
export interface Breakdown {
  currency: string;
  nights: { date: string; cents: number }[];
  cleaningFeeCents: number;
  serviceFeeCents: number;
  taxesCents: number;
  totalCents: number;
  securityDepositCents: number;
}

/** Nights grouped by rate, fees, taxes and the total; the refundable deposit apart. Server-rendered, no JavaScript. */
export async function PriceBreakdown({ locale, breakdown }: { locale: Locale; breakdown: Breakdown }) {
  const t = await getTranslations({ locale, namespace: 'checkout.price' });
  const money = (cents: number) => formatMoney(locale, cents, breakdown.currency);
  const runs = nightlyRuns(breakdown.nights.map((n) => ({ date: n.date, amount: n.cents })));
  return (
    <div className="space-y-4" data-testid="price-breakdown">
      <dl className="space-y-2.5 text-sm text-ink-soft">
        {runs.map((run) => (
          <Line
            key={run.from}
            testId="price-run"
            label={
              <>
                {t('run', { count: run.nights, price: money(run.amount) })}
                {runs.length > 1 ? (
                  <span className="block text-xs">
                    {t('runDates', { from: formatStayDate(locale, run.from, false), to: formatStayDate(locale, run.to, false) })}
                  </span>
                ) : null}
              </>
            }
            value={money(run.amount * run.nights)}
          />
        ))}
        {breakdown.cleaningFeeCents > 0 ? <Line label={t('cleaningFee')} value={money(breakdown.cleaningFeeCents)} /> : null}
        {breakdown.serviceFeeCents > 0 ? <Line label={t('serviceFee')} value={money(breakdown.serviceFeeCents)} /> : null}
        {breakdown.taxesCents > 0 ? <Line label={t('taxes')} value={money(breakdown.taxesCents)} /> : null}
        <Line label={t('total')} value={money(breakdown.totalCents)} strong testId="price-total" />
      </dl>
      {breakdown.securityDepositCents > 0 ? (
        <div className="rounded-2xl bg-white/70 px-4 py-3 text-sm ring-1 ring-line" data-testid="price-deposit">
          <p className="flex justify-between gap-4 font-semibold text-ink">
            <span>{t('deposit')}</span>
            <span className="tabular-nums">{money(breakdown.securityDepositCents)}</span>
          </p>
          <p className="mt-1 text-xs leading-relaxed text-ink-soft">{t('depositNote')}</p>
        </div>
      ) : null}
    </div>
  );
}
