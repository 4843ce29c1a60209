import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { formatWhen } from '@/lib/time-format';
import type { TimelineEvent, TripDesk } from '@/server/concierge/trip.types';
import { ChargeForm, type DeskLabels, NoteForm, VoidChargeForm } from './desk-forms';
import { timelineKind } from './timeline-kinds';
import { DeskSection } from './trip-desk-work';

/** Charges added by staff (voidable), private notes and the timeline. */
export async function TripDeskLog({
  locale,
  desk,
  labels,
  zone,
}: {
  locale: Locale;
  desk: TripDesk;
  labels: DeskLabels;
  /** The reader's zone (readerTimeZone): what happened is on their clock; the trip page names it once. */
  zone: string;
}) {
  const t = await getTranslations('tripDesk');
  const trip = desk.guest_view;
  const cents = (n: number) => (n < 0 ? `−${formatMoney(locale, -n, trip.currency)}` : formatMoney(locale, n, trip.currency));
  const entries = desk.money.entries;
  const voided = new Set(
    entries.filter((e) => e.reference.startsWith('desk-void:')).map((e) => Number(e.reference.slice('desk-void:'.length))),
  );
  const staffCharges = entries.filter((e) => e.reference.startsWith('desk-charge:'));
  const closed = ['declined', 'expired', 'cancelled'].includes(trip.status);
  const eventText = (e: TimelineEvent) => {
    if (e.kind.startsWith('ledger_')) {
      const label = String((locale === 'es' ? e.data.label_es : e.data.label_en) ?? e.kind);
      return t('timeline.kinds.ledger', { label, amount: cents(Number(e.data.amount_cents ?? 0)) });
    }
    return t(`timeline.kinds.${timelineKind(e.kind, e.data)}`);
  };
  return (
    <>
      <DeskSection id="charges" title={t('charges.title')}>
        {closed ? null : <ChargeForm locale={locale} tripId={trip.id} labels={labels} />}
        {staffCharges.length === 0 ? <p className="mt-3 text-sm text-ink-soft">{t('charges.empty')}</p> : null}
        <ul className="mt-3 divide-y divide-line/60">
          {staffCharges.map((c) => (
            <li
              key={c.id}
              className="py-3 text-sm"
              data-testid="desk-charge"
              data-entry-id={c.id}
              data-voided={voided.has(c.id) ? 'true' : 'false'}
            >
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{c.label}</span>
                <span className="tabular-nums" data-testid="desk-charge-amount-shown">
                  {cents(c.amount_cents)}
                </span>
              </p>
              <p className="text-xs text-ink-soft">{c.actor}</p>
              {voided.has(c.id) ? (
                <p className="text-xs font-semibold text-ink-soft">{t('charges.voided')}</p>
              ) : (
                <VoidChargeForm
                  locale={locale}
                  tripId={trip.id}
                  entryId={c.id}
                  accessibleLabel={t('charges.voidLabel', { label: c.label })}
                  labels={labels}
                />
              )}
            </li>
          ))}
        </ul>
      </DeskSection>

      <DeskSection id="notes" title={t('notes.title')}>
        <p className="mb-3 text-xs text-ink-soft">{t('notes.private')}</p>
        <NoteForm locale={locale} tripId={trip.id} labels={labels} />
        {desk.notes.length === 0 ? <p className="mt-3 text-sm text-ink-soft">{t('notes.empty')}</p> : null}
        <ul className="mt-3 grid gap-2">
          {desk.notes.map((n) => (
            <li key={n.id} className="rounded-xl bg-sand/40 p-3 text-sm" data-testid="desk-note">
              <p className="whitespace-pre-wrap break-words">{n.body}</p>
              <p className="mt-1 text-xs text-ink-soft">
                {t('notes.by', { author: n.author ?? t('timeline.system'), date: formatWhen(locale, n.created_at, zone) })}
              </p>
            </li>
          ))}
        </ul>
      </DeskSection>

      <DeskSection id="timeline" title={t('timeline.title')}>
        {desk.timeline.length === 0 ? <p className="text-sm text-ink-soft">{t('timeline.empty')}</p> : null}
        <ol className="grid gap-2 text-sm">
          {desk.timeline.map((e) => (
            <li
              key={`${e.at}|${e.kind}|${JSON.stringify(e.data)}`}
              className="grid gap-x-3 sm:grid-cols-[12rem_minmax(0,1fr)]"
              data-testid="desk-timeline-event"
              data-kind={e.kind}
            >
              <time dateTime={e.at} className="text-xs text-ink-soft tabular-nums">
                {formatWhen(locale, e.at, zone)}
              </time>
              <span className="break-words">
                {eventText(e)}
                <span className="text-ink-soft"> · {e.actor ?? t('timeline.system')}</span>
              </span>
            </li>
          ))}
        </ol>
      </DeskSection>
    </>
  );
}
