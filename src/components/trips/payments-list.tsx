import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatIsoDate, formatMoney } from '@/lib/format';
import type { ApiPayment, ApiRefund } from '@/server/payments/payments.service';
import { isoDateIn } from './trip-format';
import { Panel } from '@/components/ui/panel';

/** The trip's payments (with their receipts) and refunds (with where the money is), newest first. */
export async function PaymentsList({
  locale,
  currency,
  payments,
  refunds,
  timeZone,
}: {
  locale: Locale;
  currency: string;
  payments: ApiPayment[];
  refunds: ApiRefund[];
  timeZone: string;
}) {
  if (payments.length === 0 && refunds.length === 0) return null;
  const t = await getTranslations('tripPages.payments');
  const cents = (n: number) => formatMoney(locale, n, currency);
  const when = (iso: string) => formatIsoDate(locale, isoDateIn(iso, timeZone));
  return (
    <Panel headingId="trip-payments" heading={t('heading')} className="mt-6 p-6" testId="payments-list">
      <ul className="mt-4 grid gap-3">
        {payments.map((p) => (
          <li
            key={`p${p.id}`}
            className="flex flex-wrap items-baseline justify-between gap-3 border-b border-line pb-3"
            data-testid="payment-row"
            data-status={p.status}
          >
            <span>
              <span className="font-semibold">
                {p.method === 'bank_transfer'
                  ? t('transfer', { reference: p.reference })
                  : p.provider === 'demo'
                    ? t('demoCard', { last4: p.card_last4 ?? '····' })
                    : t('card', { last4: p.card_last4 ?? '····' })}
              </span>
              <span className="ml-2 text-sm text-ink-soft">{when(p.succeeded_at ?? p.created_at)}</span>
            </span>
            <span className="flex items-center gap-3">
              <span className="tabular-nums">{cents(p.amount_cents)}</span>
              <span className="text-xs font-semibold">{t(`paymentStatus.${p.status}`)}</span>
              {p.receipt_url ? (
                <a
                  className="text-sm font-semibold text-sea-deep underline"
                  href={`${p.receipt_url}?locale=${locale}`}
                  download
                  data-testid="receipt-link"
                >
                  {t('receipt')}
                </a>
              ) : null}
            </span>
          </li>
        ))}
        {refunds.map((r) => (
          <li
            key={`r${r.id}`}
            className="flex flex-wrap items-baseline justify-between gap-3 border-b border-line pb-3"
            data-testid="refund-row"
            data-status={r.status}
          >
            <span>
              <span className="font-semibold">{r.method === 'card' ? t('refundCard') : t('refundTransfer')}</span>
              <span className="ml-2 text-sm text-ink-soft">{when(r.created_at)}</span>
              {r.reason ? <span className="block text-sm text-ink-soft">{r.reason}</span> : null}
            </span>
            <span className="flex items-center gap-3">
              <span className="tabular-nums">{cents(r.amount_cents)}</span>
              <span className="text-xs font-semibold">
                {t(`refundStatus.${r.status}`, { date: r.sent_on ? formatIsoDate(locale, r.sent_on) : '' })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
