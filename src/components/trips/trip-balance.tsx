import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import type { Trip } from '@/server/booking/booking.types';
import { balanceState } from './trip-format';

/**
 * The balance of the stay (trip.money.stay_balance_cents: the security deposit apart) in words: what is due, "Paid in full", or the credit owed to the
 * guest. A zero balance of a trip that never took place (cancelled in full, declined, expired) is
 * "Nothing due": nothing was paid, so nothing was paid in full.
 */
export async function TripBalance({
  locale,
  cents,
  currency,
  status,
  className = '',
}: {
  locale: Locale;
  cents: number;
  currency: string;
  status: Trip['status'];
  className?: string;
}) {
  const t = await getTranslations('tripPages.money');
  const state = balanceState(cents);
  return (
    <span
      data-testid="trip-balance"
      data-balance-cents={cents}
      data-state={state}
      data-figure={cents < 0 ? 'stay_credit' : 'stay_balance'}
      data-cents={Math.abs(cents)}
      className={className}
    >
      {state === 'paid' ? (
        <span className="font-semibold text-emerald-800">
          {status === 'confirmed' || status === 'completed' ? t('paidInFull') : t('nothingDue')}
        </span>
      ) : (
        <>
          <span className="text-ink-soft">{state === 'due' ? t('balanceDue') : t('creditDue')} </span>
          <span className="font-semibold text-ink">{formatMoney(locale, Math.abs(cents), currency)}</span>
        </>
      )}
    </span>
  );
}
