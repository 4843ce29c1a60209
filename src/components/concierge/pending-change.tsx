'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-parts';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import type { PendingChange } from '@/server/booking/change-pending';

/** The pending change panel's words, translated on the server (the refund's percent already in `refund`). */
export interface PendingChangeLabels {
  title: string;
  now: string;
  asked: string;
  /** The stays, formatted on the server: dates and "n guests". */
  nowStay: string;
  askedStay: string;
  today: string;
  policy: string;
  /** The villa's policy by name. */
  policyName: string;
  newTotal: string;
  toCharge: string;
  refund: string;
  kept: string;
  blocked: string | null;
  accept: string;
  decline: string;
  working: string;
  network: string;
}

/**
 * The guest's requested change, with what accepting it today would do under the villa's
 * cancellation policy (the figures POST …/decide then writes: decision 035), and Accept / Decline.
 */
export function PendingChangePanel({
  locale,
  tripId,
  currency,
  change,
  labels,
}: {
  locale: Locale;
  tripId: number;
  currency: string;
  change: PendingChange;
  labels: PendingChangeLabels;
}) {
  const id = useId();
  const decision = useApiAction({ locale, network: labels.network, refresh: true });
  const money = (n: number) => formatMoney(locale, n, currency);
  const today = change.if_accepted_today;
  const decide = (choice: 'accept' | 'decline') =>
    void decision.run(`/v1/concierge/trips/${tripId}/changes/${change.id}/decide`, { json: { decision: choice } });
  const row = (label: string, value: string, figure?: string) => (
    <div className="flex justify-between gap-3" data-figure={figure}>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gold bg-white/80 p-4 text-sm" data-testid="pending-change">
      <h3 id={id} className="font-semibold text-ink">
        {labels.title}
      </h3>
      <dl className="mt-2 grid gap-1">
        {row(labels.now, labels.nowStay)}
        {row(labels.asked, labels.askedStay)}
      </dl>
      {today ? (
        <>
          <h4 className="mt-3 text-xs font-semibold tracking-wide text-ink-soft uppercase">{labels.today}</h4>
          <dl
            className="mt-1 grid gap-1"
            data-testid="pending-change-today"
            data-refund-cents={today.refund_cents}
            data-kept-cents={today.policy_keeps_cents}
          >
            {row(labels.policy, labels.policyName)}
            {row(labels.newTotal, money(today.total_cents), 'new_total')}
            {today.difference_cents > 0 ? row(labels.toCharge, money(today.difference_cents), 'to_charge') : null}
            {today.difference_cents > 0 ? null : row(labels.refund, money(today.refund_cents), 'refund')}
            {today.difference_cents > 0 ? null : row(labels.kept, money(today.policy_keeps_cents), 'kept')}
          </dl>
        </>
      ) : null}
      {labels.blocked ? <p className="mt-3 text-danger">{labels.blocked}</p> : null}
      <FormError message={decision.error} />
      <div className="mt-3 flex gap-3">
        <Button isDisabled={!today} busy={decision.busy} busyLabel={labels.working} onPress={() => decide('accept')}>
          {labels.accept}
        </Button>
        <Button variant="secondary" isDisabled={decision.busy} onPress={() => decide('decline')}>
          {labels.decline}
        </Button>
      </div>
    </section>
  );
}
