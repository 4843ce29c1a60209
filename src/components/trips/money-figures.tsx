import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import type { TripMoney } from '@/server/booking/booking.types';
import { type MoneyFigureKey, moneyFigures } from '@/server/booking/money-figures';

/**
 * A trip's figures as every page lists them (the trips list, the charges page, the confirmation,
 * the desk), in the words and order of the mails (moneyFigures): the total, what was paid, the
 * balance of the stay, and the refundable security deposit on its own lines. Each value carries
 * data-figure and its cents, so a test can compare the surfaces. `show` keeps some of the lines,
 * where the page shows the others in its own place (the charges table's footer, a trip card's
 * balance). `audience="staff"` words the guest's side about the guest ("Credit due to the guest").
 */
export async function MoneyFigures({
  locale,
  money,
  currency,
  show = () => true,
  className = '',
  audience = 'guest',
}: {
  locale: Locale;
  money: TripMoney;
  currency: string;
  show?: (key: MoneyFigureKey) => boolean;
  className?: string;
  audience?: 'guest' | 'staff';
}) {
  const [t, staff] = await Promise.all([
    getTranslations({ locale, namespace: 'money.figures' }),
    getTranslations({ locale, namespace: 'money.figuresStaff' }),
  ]);
  const label = (key: MoneyFigureKey) => (audience === 'staff' && key === 'stay_credit' ? staff('stay_credit') : t(key));
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 ${className}`} data-testid="money-figures">
      {moneyFigures(money)
        .filter((f) => show(f.key))
        .map((f) => (
          <div key={f.key} className={`contents ${f.key.startsWith('deposit') ? 'text-ink-soft' : ''}`}>
            <dt className={f.key === 'deposit' ? 'mt-2 text-ink-soft' : 'text-ink-soft'}>{label(f.key)}</dt>
            <dd
              className={`text-right whitespace-nowrap tabular-nums ${f.key === 'deposit' ? 'mt-2' : ''} ${f.key === 'stay_balance' || f.key === 'stay_credit' ? 'font-semibold' : ''}`}
              data-figure={f.key}
              data-cents={f.cents}
            >
              {formatMoney(locale, f.cents, currency)}
            </dd>
          </div>
        ))}
    </dl>
  );
}
