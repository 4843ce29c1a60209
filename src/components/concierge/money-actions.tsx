'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { centsOf } from '@/components/ui/money';
import { TextField } from '@/components/ui/text-field';
import type { ApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import { AmountField, FormOutcome, useDeskAction } from './desk-forms';

/** The concierge's money forms' words, translated on the server. */
export interface MoneyActionLabels {
  transferTitle: string;
  refundTitle: string;
  depositTitle: string;
  cancelTitle: string;
  amount: string;
  amountHint: string;
  badAmount: string;
  receivedOn: string;
  reference: string;
  reason: string;
  kind: string;
  kindRefund: string;
  kindCredit: string;
  record: string;
  grant: string;
  release: string;
  retain: string;
  retainAmount: string;
  depositLocked: string;
  cancelText: string;
  cancelConfirm: string;
  working: string;
  network: string;
  done: string;
  sentTitle: string;
  sentOn: string;
  markSent: string;
}

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white/80 p-4" data-testid={testId}>
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A money form's foot: the server's sentence, "Done." once it went through, and the submit button. */
function MoneyFooter({
  action,
  labels,
  children,
  testId,
}: {
  action: ApiAction;
  labels: MoneyActionLabels;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="sm:col-span-3">
      <FormOutcome action={action} done={labels.done} doneClassName="text-sm text-emerald-800" />
      <Button type="submit" className="mt-2" busy={action.busy} busyLabel={labels.working} data-testid={testId}>
        {children}
      </Button>
    </div>
  );
}

/** The day money moved (today at the latest) and the bank's reference: a transfer received, a refund sent. */
function DayAndReference(props: {
  action: ApiAction;
  day: 'received_on' | 'sent_on';
  dayLabel: string;
  today: string;
  labels: MoneyActionLabels;
}) {
  const { fields } = props.action;
  const { today } = props;
  return (
    <>
      <TextField
        label={props.dayLabel}
        name={props.day}
        type="date"
        size="sm"
        isRequired
        max={today}
        defaultValue={today}
        error={fields[props.day]}
      />
      <TextField label={props.labels.reference} name="reference" size="sm" isRequired maxLength={80} error={fields.reference} />
    </>
  );
}

/** A submitted money form's values and its typed amount in cents; null (the sentence shown) when it is no amount. */
function readAmount(e: FormEvent<HTMLFormElement>, a: ApiAction, labels: MoneyActionLabels) {
  e.preventDefault();
  const f = new FormData(e.currentTarget);
  const amount = centsOf(String(f.get('amount')));
  if (amount === null) a.setError(labels.badAmount);
  return { f, amount };
}

/** Record a bank transfer received: amount, value date, the bank's reference. */
export function RecordTransfer({
  locale,
  tripId,
  today,
  labels,
}: {
  locale: Locale;
  tripId: number;
  today: string;
  labels: MoneyActionLabels;
}) {
  const a = useDeskAction(locale, labels);
  function submit(e: FormEvent<HTMLFormElement>) {
    const { f, amount } = readAmount(e, a, labels);
    if (amount === null) return;
    const json = { amount, received_on: String(f.get('received_on')), reference: String(f.get('reference')), method: 'bank_transfer' };
    // One Idempotency-Key per transfer: a retry after a lost answer records it once. A new key once
    // it went through, so that a second transfer with the same details is recorded too.
    void a.run(`/v1/concierge/trips/${tripId}/payments`, { json, idempotent: true });
  }
  return (
    <Panel title={labels.transferTitle} testId="record-transfer">
      <form className="mt-3 grid gap-3 sm:grid-cols-3" onSubmit={submit}>
        <AmountField label={labels.amount} name="amount" isRequired description={labels.amountHint} error={a.fields.amount} />
        <DayAndReference action={a} day="received_on" dayLabel={labels.receivedOn} today={today} labels={labels} />
        <MoneyFooter action={a} labels={labels} testId="record-transfer-submit">
          {labels.record}
        </MoneyFooter>
      </form>
    </Panel>
  );
}

/** A goodwill refund or credit with the reason the guest sees. */
export function Goodwill({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: MoneyActionLabels }) {
  const a = useDeskAction(locale, labels);
  function submit(e: FormEvent<HTMLFormElement>) {
    const { f, amount } = readAmount(e, a, labels);
    if (amount === null) return;
    void a.run(`/v1/concierge/trips/${tripId}/refunds`, { json: { amount, reason: String(f.get('reason')), kind: String(f.get('kind')) } });
  }
  return (
    <Panel title={labels.refundTitle} testId="goodwill">
      <form className="mt-3 grid gap-3 sm:grid-cols-3" onSubmit={submit}>
        <Select
          label={labels.kind}
          name="kind"
          size="sm"
          defaultValue="credit"
          error={a.fields.kind}
          options={[
            { value: 'credit', label: labels.kindCredit },
            { value: 'refund', label: labels.kindRefund },
          ]}
        />
        <AmountField label={labels.amount} name="amount" isRequired error={a.fields.amount} />
        <TextField label={labels.reason} name="reason" size="sm" isRequired maxLength={500} error={a.fields.reason} />
        <MoneyFooter action={a} labels={labels}>
          {labels.grant}
        </MoneyFooter>
      </form>
    </Panel>
  );
}

/** After check-out: release the security deposit, or retain part of it with a reason. */
export function SettleDeposit({
  locale,
  tripId,
  open,
  labels,
}: {
  locale: Locale;
  tripId: number;
  open: boolean;
  labels: MoneyActionLabels;
}) {
  const a = useDeskAction(locale, labels);
  const [action, setAction] = useState<'release' | 'retain'>('release');
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const reason = String(f.get('reason') ?? '');
    if (action === 'release') return void a.run(`/v1/concierge/trips/${tripId}/deposit`, { json: { action, reason } });
    const amount = centsOf(String(f.get('amount')));
    if (amount === null) return a.setError(labels.badAmount);
    void a.run(`/v1/concierge/trips/${tripId}/deposit`, { json: { action, amount, reason } });
  }
  return (
    <Panel title={labels.depositTitle} testId="settle-deposit">
      {open ? (
        <form className="mt-3 grid gap-3 sm:grid-cols-3" onSubmit={submit}>
          <fieldset className="flex flex-wrap gap-4 text-sm sm:col-span-3">
            {(['release', 'retain'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2">
                <input type="radio" name="action" checked={action === choice} onChange={() => setAction(choice)} />
                {labels[choice]}
              </label>
            ))}
          </fieldset>
          {action === 'retain' ? <AmountField label={labels.retainAmount} name="amount" isRequired error={a.fields.amount} /> : null}
          <TextField
            label={labels.reason}
            name="reason"
            size="sm"
            isRequired={action === 'retain'}
            maxLength={500}
            className="sm:col-span-2"
            error={a.fields.reason}
          />
          <MoneyFooter action={a} labels={labels} testId="settle-deposit-submit">
            {labels[action]}
          </MoneyFooter>
        </form>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{labels.depositLocked}</p>
      )}
    </Panel>
  );
}

/** We cancel for the guest with a full refund, after a confirmation dialog. */
export function CancelForGuest({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: MoneyActionLabels }) {
  const a = useDeskAction(locale, labels);
  const [confirming, setConfirming] = useState(false);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!confirming) return setConfirming(true);
    const f = new FormData(e.currentTarget);
    void a.run(`/v1/concierge/trips/${tripId}/cancel`, { json: { reason: String(f.get('reason')) } });
  }
  return (
    <Panel title={labels.cancelTitle} testId="cancel-for-guest">
      <form className="mt-3 grid gap-3" onSubmit={submit}>
        <p className="text-sm text-ink-soft">{labels.cancelText}</p>
        <TextField label={labels.reason} name="reason" size="sm" isRequired maxLength={500} error={a.fields.reason} />
        <FormOutcome action={a} />
        <div className="flex gap-3">
          <Button type="submit" variant="danger-outline" busy={a.busy} busyLabel={labels.working}>
            {confirming ? labels.cancelConfirm : labels.cancelTitle}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** An owed transfer refund was sent: date and reference. */
export function MarkRefundSent({
  locale,
  tripId,
  refundId,
  today,
  labels,
}: {
  locale: Locale;
  tripId: number;
  refundId: number;
  today: string;
  labels: MoneyActionLabels;
}) {
  const a = useDeskAction(locale, labels);
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={labels.sentTitle}
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        void a.run(`/v1/concierge/trips/${tripId}/refunds/${refundId}/sent`, {
          json: { sent_on: String(f.get('sent_on')), reference: String(f.get('reference')) },
        });
      }}
    >
      <DayAndReference action={a} day="sent_on" dayLabel={labels.sentOn} today={today} labels={labels} />
      <Button type="submit" busy={a.busy} busyLabel={labels.working}>
        {labels.markSent}
      </Button>
      <FormOutcome action={a} />
    </form>
  );
}
