import { getTranslations } from 'next-intl/server';
import { QueuedLink } from '@/components/system/queued-link';
import { isAdministrator } from '@/server/access/actor';
import {
  CancelForGuest,
  Goodwill,
  MarkRefundSent,
  type MoneyActionLabels,
  RecordTransfer,
  SettleDeposit,
} from '@/components/concierge/money-actions';
import type { DeskLabels } from '@/components/concierge/desk-forms';
import { TripDeskLog } from '@/components/concierge/trip-desk-log';
import { ContactLink, TripDeskWork } from '@/components/concierge/trip-desk-work';
import { buttonStyles } from '@/components/ui/button-styles';
import { PendingChangePanel } from '@/components/concierge/pending-change';
import { RefundProblems } from '@/components/concierge/refund-problems';
import { ConciergeStayPanel } from '@/components/guestbook-stay/concierge-stay-panel';
import { pageMetadataFor } from '@/components/page/intro-page';
import { MoneyFigures } from '@/components/trips/money-figures';
import { PaymentSchedule } from '@/components/trips/payment-schedule';
import { PaymentsList } from '@/components/trips/payments-list';
import { TripStatusBadge } from '@/components/trips/trip-shell';
import { isoDateIn } from '@/components/trips/trip-format';
import { formatIsoDate, formatMoney, formatStayRange } from '@/lib/format';
import { getTripDesk } from '@/server/concierge/trip.service';
import { conciergeStayPanel } from '@/server/guestbook/check-in/concierge-id-document';
import { planOptions } from '@/server/trips/itinerary.service';
import { areaPage, idOrNotFound, orNotFound } from '@/server/http/area-page';
import { readerTimeZone } from '@/server/http/reader-zone';
import { TimesNote } from '@/components/ui/times-note';

export const generateMetadata = pageMetadataFor('conciergeTrip', '/concierges/trip-:id');

const LABEL_KEYS = [
  'transferTitle',
  'refundTitle',
  'depositTitle',
  'cancelTitle',
  'amount',
  'amountHint',
  'badAmount',
  'receivedOn',
  'reference',
  'reason',
  'kind',
  'kindRefund',
  'kindCredit',
  'record',
  'grant',
  'release',
  'retain',
  'retainAmount',
  'depositLocked',
  'cancelText',
  'cancelConfirm',
  'working',
  'network',
  'done',
  'sentTitle',
  'sentOn',
  'markSent',
] as const;

// GET /concierges/trip-{id} – a trip of the concierge's destinations: its money, schedule, ledger and the actions on it.
export default async function ConciergeTripPage({ params }: { params: Promise<{ locale: string; tripRef: string }> }) {
  const { tripRef } = await params;
  const id = idOrNotFound(/^trip-(\d+)$/.exec(tripRef)?.[1]);
  const { locale, ctx } = await areaPage(params, { path: `/concierges/${tripRef}`, require: 'user' });
  const desk = await orNotFound(getTripDesk(ctx, id));
  const view = desk.money;
  const [t, actions, d, options, guestbook] = await Promise.all([
    getTranslations('concierge.trip'),
    getTranslations('concierge.actions'),
    getTranslations('tripDesk'),
    planOptions(ctx, desk.money.trip.property.id),
    conciergeStayPanel(ctx, id),
  ]);
  const labels = Object.fromEntries(LABEL_KEYS.map((k) => [k, actions(k)])) as unknown as MoneyActionLabels;
  const deskLabels: DeskLabels = {
    working: d('working'),
    done: d('done'),
    network: d('network'),
    badAmount: d('badAmount'),
    noteBody: d('notes.body'),
    noteAdd: d('notes.add'),
    chargeDescription: d('charges.description'),
    chargeAmount: d('charges.amount'),
    chargeAdd: d('charges.add'),
    voidReason: d('charges.voidReason'),
    void: d('charges.void'),
    planPrice: d('itinerary.price'),
    planConfirm: d('itinerary.confirm'),
    planReason: d('itinerary.reason'),
    planDecline: d('itinerary.decline'),
  };
  const sections = ['overview', 'travelers', 'itinerary', 'groceries', 'charges', 'money', 'notes', 'timeline'] as const;
  const { trip, money } = view;
  // A stay's times on the villa's clock, what happened on the reader's (src/lib/time-format.ts): named once, under the sections.
  const reader = await readerTimeZone(trip.property.time_zone);
  const cents = (n: number) => formatMoney(locale, n, trip.currency);
  const signed = (n: number) => (n < 0 ? `−${cents(-n)}` : cents(n));
  // A completed stay (past its check-out) is a confirmed one: its balance, deposit and charges stay open.
  const open = trip.status === 'awaiting_payment' || trip.status === 'confirmed' || trip.status === 'completed';
  const owed = view.refunds.filter((r) => r.status === 'owed');
  const pending = view.pending_change;
  const c = pending ? await getTranslations('concierge.change') : null;
  const reasons = await getTranslations('booking.errors');
  return (
    <div className="container-page py-8 md:py-12" data-testid="concierge-trip" data-status={trip.status}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-6">
        <div>
          <p className="font-mono text-sm tracking-[0.2em] text-ink-soft">{trip.confirmation_number}</p>
          <h1 className="mt-1 font-serif text-3xl md:text-4xl">{trip.property.name}</h1>
          <p className="mt-1 text-ink-soft">
            {formatStayRange(locale, trip.check_in, trip.check_out)} · {t('guests', { count: trip.guests })} · {view.guest.name} (
            <ContactLink kind="email" value={view.guest.email} testId="trip-guest-email" />)
          </p>
          <div className="mt-3 flex flex-wrap gap-2" data-testid="trip-contact">
            <QueuedLink
              href={`/concierges/messages?trip=${trip.id}#composer`}
              className={buttonStyles({ variant: 'primary', size: 'sm' })}
              data-testid="trip-message-guest"
            >
              {d('contact.message')}
            </QueuedLink>
            <QueuedLink
              href={`/concierges/messages?trip=${trip.id}`}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              data-testid="trip-conversation"
            >
              {d('contact.conversation')}
            </QueuedLink>
            {desk.guest_view.lead_guest.phone ? (
              <ContactLink
                kind="phone"
                value={desk.guest_view.lead_guest.phone}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                testId="trip-call-guest"
              >
                {d('contact.call', { phone: desk.guest_view.lead_guest.phone })}
              </ContactLink>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col items-end gap-2">
          <TripStatusBadge status={trip.status} />
          {isAdministrator(ctx.actor) ? (
            <QueuedLink
              href={`/admin/audit?object_type=reservation&object_id=${trip.id}`}
              className="text-sm underline underline-offset-2"
              data-testid="trip-history"
            >
              {(await getTranslations('adminAudit'))('historyLink')}
            </QueuedLink>
          ) : null}
        </div>
      </header>
      {/* The sections wrap onto a second line on a phone rather than hide in a sideways strip. */}
      <nav aria-label={d('nav.label')} className="sticky top-14 z-10 -mx-5 bg-sand/95 px-5 py-2 backdrop-blur md:mx-0 md:px-0">
        <ul className="flex flex-wrap gap-1.5 text-xs whitespace-nowrap sm:gap-2 sm:text-sm">
          {sections.map((s) => (
            <li key={s}>
              <a
                href={`#desk-${s}`}
                className="inline-flex min-h-9 items-center rounded-full border border-line bg-white px-2.5 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none sm:min-h-10 sm:px-3"
              >
                {d(`nav.${s}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <TimesNote locale={locale} stay={trip.property.time_zone} reader={reader} className="mt-3 text-xs text-ink-soft" />
      <div className="mt-6 grid gap-6">
        <TripDeskWork locale={locale} desk={desk} planOptions={options} labels={deskLabels} />
        <ConciergeStayPanel locale={locale} tripId={id} panel={guestbook} timeZone={reader.zone} />
      </div>
      <section id="desk-money" aria-label={d('nav.money')} className="scroll-mt-24">
        {/* The guest's figures, the same lines as the guest's pages, worded about the guest. */}
        <div className="mt-6 max-w-xl rounded-2xl border border-line bg-white/70 p-4" data-testid="concierge-figures">
          <MoneyFigures locale={locale} money={money} currency={trip.currency} className="text-sm" audience="staff" />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="min-w-0">
            <h2 className="font-serif text-2xl">{t('ledger')}</h2>
            {/* On a phone the dates wrap; a bill still wider scrolls sideways, with its cue (scroll-cue). */}
            <div className="scroll-cue mt-3 rounded-2xl border border-line bg-white" data-scroll-cue="trip-ledger">
              <table className="w-full border-collapse text-left text-sm" data-testid="concierge-ledger">
                <caption className="sr-only">{t('ledgerCaption')}</caption>
                <thead>
                  <tr className="border-b border-line text-xs text-ink-soft">
                    <th scope="col" className="px-3 py-2">
                      {t('date')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('description')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('by')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t('amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.entries.map((e) => (
                    <tr key={e.id} className="border-b border-line/60 last:border-0" data-kind={e.kind}>
                      <td className="px-2 py-2 text-ink-soft sm:px-3 sm:whitespace-nowrap">
                        {formatIsoDate(locale, isoDateIn(e.created_at, trip.property.time_zone))}
                      </td>
                      <td className="px-3 py-2">
                        {e.label}
                        {e.reason ? <span className="block text-xs text-ink-soft">{e.reason}</span> : null}
                      </td>
                      <td className="px-3 py-2 text-ink-soft">{e.actor}</td>
                      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{signed(e.amount_cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <PaymentSchedule
              locale={locale}
              currency={trip.currency}
              money={money}
              status={trip.status}
              holdExpiresAt={trip.hold_expires_at}
              reader={reader}
              zoneNamed
              audience="staff"
            />
            <PaymentsList
              locale={locale}
              currency={trip.currency}
              payments={view.payments}
              refunds={view.refunds}
              timeZone={trip.property.time_zone}
              audience="staff"
            />
            <RefundProblems locale={locale} currency={trip.currency} refunds={view.refunds} timeZone={reader.zone} />
            {owed.length > 0 ? (
              <section className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4" data-testid="owed-refunds">
                <h2 className="font-semibold">{labels.sentTitle}</h2>
                {owed.map((r) => (
                  <div key={r.id} className="mt-3">
                    <p className="text-sm">{cents(r.amount_cents)}</p>
                    <MarkRefundSent locale={locale} tripId={trip.id} refundId={r.id} today={view.today} labels={labels} />
                  </div>
                ))}
              </section>
            ) : null}
          </div>
          <aside className="grid content-start gap-4" aria-label={t('actions')}>
            {pending && c ? (
              <PendingChangePanel
                locale={locale}
                tripId={trip.id}
                currency={trip.currency}
                change={pending}
                labels={{
                  title: c('title'),
                  now: c('now'),
                  asked: c('asked'),
                  nowStay: `${formatStayRange(locale, pending.from.check_in, pending.from.check_out)} · ${t('guests', { count: pending.from.guests })}`,
                  askedStay: `${formatStayRange(locale, pending.to.check_in, pending.to.check_out)} · ${t('guests', { count: pending.to.guests })}`,
                  today: c('today'),
                  policy: c('policy'),
                  policyName: pending.if_accepted_today
                    ? (await getTranslations('info.cancellationPolicies'))(`policies.${pending.if_accepted_today.policy}.name`)
                    : '',
                  newTotal: c('newTotal'),
                  toCharge: c('toCharge'),
                  refund: c('refund', { percent: pending.if_accepted_today?.refund_percent ?? 0 }),
                  kept: c('kept'),
                  blocked: pending.blocked
                    ? c('blocked', {
                        // A booking rule's own sentence when it has one (dates_unavailable, not_changeable…), else its code.
                        reason: reasons.has(pending.blocked as 'not_changeable')
                          ? reasons(pending.blocked as 'not_changeable')
                          : pending.blocked,
                      })
                    : null,
                  accept: c('accept'),
                  decline: c('decline'),
                  working: labels.working,
                  network: labels.network,
                }}
              />
            ) : null}
            {open && money.balance_due_cents > 0 ? (
              <RecordTransfer locale={locale} tripId={trip.id} today={view.today} labels={labels} />
            ) : null}
            {trip.status !== 'requested' && trip.status !== 'declined' ? (
              <Goodwill locale={locale} tripId={trip.id} labels={labels} />
            ) : null}
            {(trip.status === 'confirmed' || trip.status === 'completed') &&
            money.security_deposit.required_cents > money.security_deposit.released_cents + money.security_deposit.retained_cents ? (
              <SettleDeposit locale={locale} tripId={trip.id} open={view.stay_over} labels={labels} />
            ) : null}
            {(open || trip.status === 'requested') && !view.stay_over ? (
              <CancelForGuest locale={locale} tripId={trip.id} labels={labels} />
            ) : null}
          </aside>
        </div>
      </section>
      <div className="mt-6 grid gap-6">
        <TripDeskLog locale={locale} desk={desk} labels={deskLabels} zone={reader.zone} />
      </div>
    </div>
  );
}
