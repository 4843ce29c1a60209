import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatIsoDate, formatMoney } from '@/lib/format';
import type { ApiPayment, ApiRefund } from '@/server/payments/payments.service';
import { isoDateIn } from './trip-format';
import { Panel } from '@/components/ui/panel';
import type { ReactNode } from 'react';

/**
 * The trip's payments (with their receipts) and refunds (with where the money is), newest first, in
 * the guest's words, or with `audience="staff"` in words about the guest.
 */
export async function PaymentsList({
  locale,
  currency,
  payments,
  refunds,
  timeZone,
  audience = 'guest',
}: {
  locale: Locale;
  currency: string;
  payments: ApiPayment[];
  refunds: ApiRefund[];
  timeZone: string;
  audience?: 'guest' | 'staff';
}) {
  if (payments.length === 0 && refunds.length === 0) return null;
  const [t, staff] = await Promise.all([getTranslations('tripPages.payments'), getTranslations('tripPages.paymentsStaff')]);
  const forStaff = audience === 'staff';
  const cents = (n: number) => formatMoney(locale, n, currency);
  const when = (iso: string) => formatIsoDate(locale, isoDateIn(iso, timeZone));
  return (
    <Panel headingId="trip-payments" heading={t('heading')} className="mt-6 p-6" testId="payments-list">
      <ul className="mt-4 grid gap-3">
        {payments.map((p) => (
          <MoneyRow
            key={`p${p.id}`}
            testId="payment-row"
            status={p.status}
            title={
              p.method === 'bank_transfer'
                ? t('transfer', { reference: p.reference })
                : p.provider === 'demo'
                  ? t('demoCard', { last4: p.card_last4 ?? '····' })
                  : t('card', { last4: p.card_last4 ?? '····' })
            }
            date={when(p.succeeded_at ?? p.created_at)}
            amount={cents(p.amount_cents)}
          >
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
          </MoneyRow>
        ))}
        {refunds.map((r) => (
          <MoneyRow
            key={`r${r.id}`}
            testId="refund-row"
            status={r.status}
            title={r.method === 'card' ? (forStaff ? staff('refundCard') : t('refundCard')) : t('refundTransfer')}
            date={when(r.created_at)}
            note={r.reason}
            amount={cents(r.amount_cents)}
          >
            <span className="text-xs font-semibold">
              {forStaff && r.status === 'failed'
                ? staff('refundFailed')
                : t(`refundStatus.${r.status}`, { date: r.sent_on ? formatIsoDate(locale, r.sent_on) : '' })}
            </span>
          </MoneyRow>
        ))}
      </ul>
    </Panel>
  );
}

/** One payment or refund: what and when on the left; the amount, the status and any receipt on the right. */
function MoneyRow({
  testId,
  status,
  title,
  date,
  note,
  amount,
  children,
}: {
  testId: string;
  status: string;
  title: ReactNode;
  date: string;
  note?: string | null;
  amount: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-3 border-b border-line pb-3" data-testid={testId} data-status={status}>
      <span>
        <span className="font-semibold">{title}</span>
        <span className="ml-2 text-sm text-ink-soft">{date}</span>
        {note ? <span className="block text-sm text-ink-soft">{note}</span> : null}
      </span>
      <span className="flex items-center gap-3">
        <span className="tabular-nums">{amount}</span>
        {children}
      </span>
    </li>
  );
}
