import { getTranslations } from 'next-intl/server';
import { formatIsoDate, formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { Trip } from '@/server/booking/booking.types';
import type { CancellationPreview } from '@/server/booking/cancellation-preview';
import { CancelTrip } from './cancel-trip';
import { FocusAfterCancel } from './focus-after-cancel';
import { isoDateIn } from './trip-format';
import { tripTabPath } from './trip-shell';
import { Panel } from '@/components/ui/panel';

/**
 * The overview's cancellation block: the policy, what cancelling today refunds and until which
 * date each refund holds (the same preview the cancellation applies), the cancel control while
 * the trip can be cancelled (not from its check-in day: then why not), and once cancelled, when
 * and the refund made.
 */
export async function TripCancellation({ locale, trip, preview }: { locale: Locale; trip: Trip; preview: CancellationPreview }) {
  const [t, policies] = await Promise.all([getTranslations('tripPages.overview'), getTranslations('info.cancellationPolicies')]);
  const money = (cents: number) => formatMoney(locale, cents, trip.currency);
  const chargesHref = localizeHref(locale, tripTabPath('charges', trip.id));
  const tiers = preview.deadlines.filter((d) => d.until !== null);
  return (
    <Panel headingId="trip-cancellation" heading={t('cancellationHeading')} headingSize="2xl" className="p-6 md:p-8">
      <p className="mt-2 text-ink-soft">
        {t('policy', { name: policies(`policies.${preview.policy}.name`) })} ·{' '}
        <a href={localizeHref(locale, '/cancellation-policies')} className="underline underline-offset-4">
          {t('policyLink')}
        </a>
      </p>
      {trip.status === 'cancelled' ? (
        <FocusAfterCancel
          tripId={trip.id}
          className="mt-5 rounded-2xl bg-danger-soft p-5 outline-none focus-visible:ring-2 focus-visible:ring-gold"
        >
          <div data-testid="cancelled-summary" data-refund-cents={trip.refund_cents ?? 0} role="status">
            <p className="font-semibold">
              {t('cancelledOn', { date: formatIsoDate(locale, isoDateIn(trip.cancelled_at ?? trip.created_at, trip.property.time_zone)) })}
            </p>
            <p className="mt-1">{t('cancelledRefund', { amount: money(trip.refund_cents ?? 0) })}</p>
            <a href={chargesHref} className="mt-3 inline-block font-semibold underline underline-offset-4">
              {t('seeCharges')}
            </a>
          </div>
        </FocusAfterCancel>
      ) : preview.cancellable ? (
        <>
          <p data-testid="refund-today" data-refund-cents={preview.refund_cents} className="mt-5 text-lg">
            {trip.status === 'requested' || trip.status === 'awaiting_payment'
              ? t('requestedFree', { amount: money(preview.refund_cents) })
              : t('refundToday', { amount: money(preview.refund_cents), percent: preview.refund_percent })}
          </p>
          <h3 className="mt-6 text-sm font-semibold tracking-[0.15em] text-muted uppercase">
            {trip.status === 'requested' || trip.status === 'awaiting_payment' ? t('deadlinesHeadingRequested') : t('deadlinesHeading')}
          </h3>
          <ul className="mt-3 space-y-2">
            {tiers.map((d) => (
              <li key={d.until} className={d.passed ? 'text-muted line-through' : ''}>
                {t('deadlineUntil', {
                  percent: d.refund_percent,
                  amount: money(d.refund_cents),
                  date: formatIsoDate(locale, d.until ?? ''),
                })}
                {d.passed ? <span className="sr-only"> ({t('deadlinePassed')})</span> : null}
              </li>
            ))}
            <li className="text-ink-soft">{tiers.length > 0 ? t('deadlineAfter') : t('deadlineNever')}</li>
          </ul>
          <div className="mt-6">
            <CancelTrip
              locale={locale}
              tripId={trip.id}
              labels={{
                open: t('cancel.open'),
                dialogTitle: t('cancel.dialogTitle'),
                dialogText: t('cancel.dialogText', {
                  amount: money(preview.refund_cents),
                  percent: preview.refund_percent,
                  total: money(trip.total_cents),
                }),
                confirm: t('cancel.confirm'),
                keep: t('cancel.keep'),
                working: t('cancel.working'),
                network: t('cancel.network'),
              }}
            />
          </div>
        </>
      ) : preview.refusal === 'stay_started' ? (
        <p data-testid="cancel-refused" data-refusal="stay_started" className="mt-5 text-ink-soft">
          {t('stayStarted', { date: formatIsoDate(locale, trip.check_in) })}
        </p>
      ) : (
        <p data-testid="cancel-refused" data-refusal={preview.refusal ?? 'not_cancellable'} className="mt-5 text-ink-soft">
          {t('notCancellable')}
        </p>
      )}
    </Panel>
  );
}
