import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatIsoDate, formatMoney } from '@/lib/format';
import type { Trip, TripMoney } from '@/server/booking/booking.types';
import { formatWhen, type ReaderZone } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { Panel } from '@/components/ui/panel';

const STATUS_STYLE = {
  paid: 'bg-emerald-50 text-emerald-800',
  due: 'bg-amber-50 text-amber-900',
  overdue: 'bg-rose-50 text-rose-800',
  upcoming: 'bg-stone-100 text-stone-700',
} as const;

/**
 * The trip's payment schedule (DESIGN §5), from its ledger: each installment with its amount, due
 * date (the villa's calendar) and state; the security deposit apart; and, while the reservation
 * awaits payment, until when its nights are held. In the guest's words ("your stay"), or with
 * `audience="staff"` in words about the guest (the concierge's desk).
 */
export async function PaymentSchedule({
  locale,
  currency,
  money,
  status,
  holdExpiresAt,
  reader,
  zoneNamed = false,
  audience = 'guest',
}: {
  locale: Locale;
  currency: string;
  money: TripMoney;
  status: Trip['status'];
  holdExpiresAt: string | null;
  /** The reader's zone (readerTimeZone, with the villa's as its fallback): the hold's deadline is on their clock. */
  reader: ReaderZone;
  /** The page already names the reader's zone (TimesNote): the hold's time is not labelled again. */
  zoneNamed?: boolean;
  /** Whose words: the guest's own (default), or the desk's about the guest. */
  audience?: 'guest' | 'staff';
}) {
  const [t, staff] = await Promise.all([getTranslations('tripPages.schedule'), getTranslations('tripPages.scheduleStaff')]);
  const forStaff = audience === 'staff';
  const cents = (n: number) => formatMoney(locale, n, currency);
  if (money.schedule.installments.length === 0 || money.charged_cents <= 0) return null;
  return (
    <Panel headingId="trip-schedule" heading={t('heading')} className="mt-6 p-6" testId="payment-schedule">
      {status === 'awaiting_payment' && holdExpiresAt ? (
        <p className="mt-2 text-ink-soft" data-testid="payment-hold">
          {(forStaff ? staff : t)('hold', { time: formatWhen(locale, holdExpiresAt, reader.zone, 'full') })}
        </p>
      ) : null}
      {status === 'awaiting_payment' && holdExpiresAt && !zoneNamed ? <TimesNote locale={locale} reader={reader} /> : null}
      {status === 'requested' ? <p className="mt-2 text-ink-soft">{forStaff ? staff('requested') : t('requested')}</p> : null}
      <ol className="mt-4 grid gap-3">
        {money.schedule.installments.map((i) => (
          <li
            key={i.key}
            className="flex flex-wrap items-baseline justify-between gap-3 border-b border-line pb-3 last:border-0"
            data-testid={`installment-${i.key}`}
            data-status={i.status}
          >
            <span>
              <span className="font-semibold">{t(`installment.${i.key}`)}</span>
              <span className="ml-2 text-sm text-ink-soft">{t('dueOn', { date: formatIsoDate(locale, i.due_on) })}</span>
            </span>
            <span className="flex items-center gap-3">
              <span className="tabular-nums">{cents(i.amount_cents)}</span>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[i.status]}`}>
                {t(`status.${i.status}`)}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {money.security_deposit.required_cents > 0 ? (
        <p className="mt-3 text-sm text-ink-soft">
          {(forStaff ? staff : t)('depositNote', { amount: cents(money.security_deposit.required_cents) })}
        </p>
      ) : null}
    </Panel>
  );
}
