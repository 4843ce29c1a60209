import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { formatWhen } from '@/lib/time-format';
import type { DeskRefund } from '@/server/concierge/trip-money.service';

/**
 * The trip's card refunds that did not simply go through: those its provider refused or that
 * failed every try (the money is still owed: the desk settles it another way), and those being
 * retried (with the next try's time). Nothing when there are none.
 */
export async function RefundProblems({
  locale,
  currency,
  refunds,
  timeZone,
}: {
  locale: Locale;
  currency: string;
  refunds: DeskRefund[];
  /** The reader's zone (readerTimeZone), which the trip page names once. */
  timeZone: string;
}) {
  const failed = refunds.filter((r) => r.method === 'card' && r.status === 'failed');
  const retrying = refunds.filter((r) => r.method === 'card' && r.status === 'pending' && r.next_attempt_at);
  if (failed.length + retrying.length === 0) return null;
  const t = await getTranslations('concierge.trip.refundProblems');
  const row = (r: DeskRefund, text: string) => (
    <li key={r.id} className="mt-3 text-sm" data-testid="refund-problem" data-status={r.status}>
      <p className="font-semibold tabular-nums">{formatMoney(locale, r.amount_cents, currency)}</p>
      <p>{text}</p>
      {r.last_error ? <p className="text-xs text-ink-soft">{t('lastError', { error: r.last_error })}</p> : null}
    </li>
  );
  return (
    <section className="mt-6 rounded-2xl border border-danger/40 bg-danger/10 p-4" data-testid="refund-problems">
      <h2 className="font-semibold">{t('title')}</h2>
      <ul>
        {failed.map((r) => row(r, t('failed', { count: r.attempts })))}
        {retrying.map((r) => row(r, t('retrying', { count: r.attempts, when: formatWhen(locale, r.next_attempt_at ?? '', timeZone) })))}
      </ul>
    </section>
  );
}
