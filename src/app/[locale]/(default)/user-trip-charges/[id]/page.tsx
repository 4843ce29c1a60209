import { getTranslations } from 'next-intl/server';
import { formatIsoDate, formatMoney } from '@/lib/format';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PrintButton } from '@/components/trips/print-button';
import { MoneyFigures } from '@/components/trips/money-figures';
import { TripBalance } from '@/components/trips/trip-balance';
import { isoDateIn } from '@/components/trips/trip-format';
import { TripShell } from '@/components/trips/trip-shell';
import { LEDGER_GROUPS, ledgerGroups } from '@/server/trips/ledger-groups';
import { tripPage } from '@/server/http/trip-page';
import { readerTimeZone } from '@/server/http/reader-zone';
import { listTripPayments } from '@/server/payments/payments.service';
import { PayPanel } from '@/components/trips/pay-panel';
import { payPanelLabels } from '@/components/trips/pay-labels';
import { PaymentSchedule } from '@/components/trips/payment-schedule';
import { PaymentsList } from '@/components/trips/payments-list';

export const generateMetadata = pageMetadataFor('tripCharges', '/user-trip-charges/:id');

// GET /user-trip-charges/{id} – the trip's ledger: stay, extras, then payments, refunds and credits; totals and the balance.
export default async function TripChargesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, ctx, trip } = await tripPage(params, '/user-trip-charges');
  const [t, figures, shell, pay, payments] = await Promise.all([
    getTranslations('tripPages.charges'),
    getTranslations('money.figures'),
    getTranslations('trips.tabs'),
    getTranslations('tripPages.pay'),
    listTripPayments(ctx, trip.id),
  ]);
  const returned = (await searchParams).paid === '1';
  const open = trip.status === 'awaiting_payment' || trip.status === 'confirmed' || trip.status === 'completed';
  const next = trip.money.schedule.next;
  const groups = ledgerGroups(trip.charges);
  const money = (cents: number) => formatMoney(locale, cents, trip.currency);
  // A real minus sign, so a credit reads as one (and a screen reader says "minus").
  const signed = (cents: number) => (cents < 0 ? `−${money(-cents)}` : money(cents));
  const deposit = trip.money.security_deposit;
  const dateOf = (instant: string) => formatIsoDate(locale, isoDateIn(instant, trip.property.time_zone));
  const cell = 'px-4 py-3';
  return (
    <TripShell locale={locale} trip={trip} active="charges" title={shell('charges')}>
      <div className="flex justify-end">
        <PrintButton label={t('print')} />
      </div>
      <div className="mt-4 overflow-x-auto rounded-3xl border border-line bg-white/70 shadow-sm print:border-0 print:shadow-none">
        <table className="w-full border-collapse text-left" data-testid="charges-table">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-line text-xs font-semibold tracking-[0.15em] text-muted uppercase">
              <th scope="col" className={`${cell} hidden w-44 sm:table-cell`}>
                {t('date')}
              </th>
              <th scope="col" className={cell}>
                {t('description')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('amount')}
              </th>
            </tr>
          </thead>
          {trip.charges.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={3} className={`${cell} text-ink-soft`}>
                  {t('noCharges')}
                </td>
              </tr>
            </tbody>
          ) : null}
          {LEDGER_GROUPS.filter((g) => groups[g].length > 0).map((group) => (
            <tbody key={group} data-testid={`charges-${group}`} className="border-b border-line">
              <tr>
                <th scope="rowgroup" colSpan={3} className={`${cell} pt-5 font-serif text-lg font-normal`}>
                  {t(group)}
                </th>
              </tr>
              {groups[group].map((line) => (
                <tr key={line.id} data-kind={line.kind} data-amount-cents={line.amount_cents}>
                  <td className={`${cell} hidden text-sm whitespace-nowrap text-ink-soft sm:table-cell`}>{dateOf(line.created_at)}</td>
                  <td className={cell}>
                    {/* On a phone the date rides under the description, so the amounts stay in view. */}
                    <span className="block text-xs text-ink-soft sm:hidden">{dateOf(line.created_at)}</span>
                    {line.label}
                    {line.reason ? <span className="block text-sm text-ink-soft">{line.reason}</span> : null}
                    {line.amount_cents < 0 && (line.kind === 'adjustment' || group === 'stay' || group === 'extras') ? (
                      <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                        {t('credit')}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cell} text-right whitespace-nowrap tabular-nums ${line.amount_cents < 0 ? 'text-emerald-800' : ''}`}>
                    {signed(line.amount_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
          <tfoot className="text-sm">
            <tr>
              <td aria-hidden="true" className="hidden sm:table-cell" />
              <th scope="row" className={`${cell} pt-5 text-right font-normal text-ink-soft`}>
                {figures('total')}
              </th>
              <td
                className={`${cell} pt-5 text-right whitespace-nowrap tabular-nums`}
                data-testid="total-charged"
                data-figure="total"
                data-cents={trip.money.charged_cents}
              >
                {money(trip.money.charged_cents)}
              </td>
            </tr>
            {trip.money.refunded_cents !== 0 ? (
              <tr>
                <td aria-hidden="true" className="hidden sm:table-cell" />
                <th scope="row" className={`${cell} text-right font-normal text-ink-soft`}>
                  {figures('refunded')}
                </th>
                <td
                  className={`${cell} text-right whitespace-nowrap tabular-nums`}
                  data-testid="total-refunded"
                  data-figure="refunded"
                  data-cents={trip.money.refunded_cents}
                >
                  {money(trip.money.refunded_cents)}
                </td>
              </tr>
            ) : null}
            <tr>
              <td aria-hidden="true" className="hidden sm:table-cell" />
              <th scope="row" className={`${cell} text-right font-normal text-ink-soft`}>
                {figures('paid')}
              </th>
              <td
                className={`${cell} text-right whitespace-nowrap tabular-nums`}
                data-testid="total-paid"
                data-figure="paid"
                data-cents={trip.money.paid_cents}
              >
                {money(trip.money.paid_cents)}
              </td>
            </tr>
            <tr className="border-t border-line text-base">
              <td colSpan={3} className={`${cell} py-4 text-right`}>
                <TripBalance locale={locale} cents={trip.money.stay_balance_cents} currency={trip.currency} status={trip.status} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {open && next && trip.money.balance_due_cents > 0 ? (
        <PayPanel
          locale={locale}
          tripId={trip.id}
          currency={trip.currency}
          nextCents={next.outstanding_cents}
          balanceCents={trip.money.balance_due_cents}
          card={payments.methods.card}
          returned={returned}
          labels={payPanelLabels(pay as unknown as (key: string) => string, payments.methods.card)}
        />
      ) : null}
      <PaymentSchedule
        locale={locale}
        currency={trip.currency}
        money={trip.money}
        status={trip.status}
        holdExpiresAt={trip.hold_expires_at}
        reader={await readerTimeZone(trip.property.time_zone)}
      />
      <PaymentsList
        locale={locale}
        currency={trip.currency}
        payments={payments.payments}
        refunds={payments.refunds}
        timeZone={trip.property.time_zone}
      />
      {deposit.required_cents > 0 ? (
        <section
          aria-labelledby="trip-deposit"
          className="mt-6 rounded-3xl border border-line bg-sand/50 p-6"
          data-testid="security-deposit"
        >
          <h2 id="trip-deposit" className="font-serif text-xl">
            {t('depositHeading')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('depositText')}</p>
          {/* The deposit's own lines: what was asked, held, still to be paid, released, retained. */}
          <MoneyFigures
            locale={locale}
            money={trip.money}
            currency={trip.currency}
            show={(key) => key.startsWith('deposit')}
            className="mt-3 text-sm"
          />
        </section>
      ) : null}
    </TripShell>
  );
}
