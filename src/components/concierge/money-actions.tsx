'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormError } from '@/components/ui/form-parts';
import { centsOf } from '@/components/ui/money';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';

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

const input =
  'mt-1 block min-h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';
const button =
  'min-h-10 rounded-full px-4 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

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

function FieldError({ message }: { message?: string }) {
  return message ? <span className="mt-1 block text-xs text-danger">{message}</span> : null;
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
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const amount = centsOf(String(f.get('amount')));
    if (amount === null) return a.setError(labels.badAmount);
    const json = { amount, received_on: String(f.get('received_on')), reference: String(f.get('reference')), method: 'bank_transfer' };
    // One Idempotency-Key per transfer: a retry after a lost answer records it once. A new key once
    // it went through, so that a second transfer with the same details is recorded too.
    void a.run(`/v1/concierge/trips/${tripId}/payments`, { json, idempotent: true });
  }
  return (
    <Panel title={labels.transferTitle} testId="record-transfer">
      <form className="mt-3 grid gap-3 sm:grid-cols-3" onSubmit={submit}>
        <label className="text-xs font-semibold">
          {labels.amount}
          <input
            className={input}
            name="amount"
            inputMode="decimal"
            required
            placeholder="0.00"
            aria-describedby={`${tripId}-amount-hint`}
          />
          <FieldError message={a.fields.amount} />
        </label>
        <label className="text-xs font-semibold">
          {labels.receivedOn}
          <input className={input} name="received_on" type="date" required max={today} defaultValue={today} />
          <FieldError message={a.fields.received_on} />
        </label>
        <label className="text-xs font-semibold">
          {labels.reference}
          <input className={input} name="reference" required maxLength={80} />
          <FieldError message={a.fields.reference} />
        </label>
        <p id={`${tripId}-amount-hint`} className="text-xs text-ink-soft sm:col-span-3">
          {labels.amountHint}
        </p>
        <div className="sm:col-span-3">
          <FormError message={a.error} />
          {a.done ? (
            <p role="status" className="text-sm text-emerald-800">
              {labels.done}
            </p>
          ) : null}
          <button type="submit" disabled={a.busy} className={`${button} mt-2 bg-ink text-white`} data-testid="record-transfer-submit">
            {a.busy ? labels.working : labels.record}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** A goodwill refund or credit with the reason the guest sees. */
export function Goodwill({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: MoneyActionLabels }) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const amount = centsOf(String(f.get('amount')));
    if (amount === null) return a.setError(labels.badAmount);
    void a.run(`/v1/concierge/trips/${tripId}/refunds`, { json: { amount, reason: String(f.get('reason')), kind: String(f.get('kind')) } });
  }
  return (
    <Panel title={labels.refundTitle} testId="goodwill">
      <form className="mt-3 grid gap-3 sm:grid-cols-3" onSubmit={submit}>
        <label className="text-xs font-semibold">
          {labels.kind}
          <select className={input} name="kind" defaultValue="credit">
            <option value="credit">{labels.kindCredit}</option>
            <option value="refund">{labels.kindRefund}</option>
          </select>
        </label>
        <label className="text-xs font-semibold">
          {labels.amount}
          <input className={input} name="amount" inputMode="decimal" required placeholder="0.00" />
          <FieldError message={a.fields.amount} />
        </label>
        <label className="text-xs font-semibold">
          {labels.reason}
          <input className={input} name="reason" required maxLength={500} />
          <FieldError message={a.fields.reason} />
        </label>
        <div className="sm:col-span-3">
          <FormError message={a.error} />
          {a.done ? (
            <p role="status" className="text-sm text-emerald-800">
              {labels.done}
            </p>
          ) : null}
          <button type="submit" disabled={a.busy} className={`${button} mt-2 bg-ink text-white`}>
            {a.busy ? labels.working : labels.grant}
          </button>
        </div>
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
  const a = useApiAction({ locale, network: labels.network, refresh: true });
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
            <label className="flex items-center gap-2">
              <input type="radio" name="action" checked={action === 'release'} onChange={() => setAction('release')} />
              {labels.release}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="action" checked={action === 'retain'} onChange={() => setAction('retain')} />
              {labels.retain}
            </label>
          </fieldset>
          {action === 'retain' ? (
            <label className="text-xs font-semibold">
              {labels.retainAmount}
              <input className={input} name="amount" inputMode="decimal" required placeholder="0.00" />
              <FieldError message={a.fields.amount} />
            </label>
          ) : null}
          <label className="text-xs font-semibold sm:col-span-2">
            {labels.reason}
            <input className={input} name="reason" required={action === 'retain'} maxLength={500} />
            <FieldError message={a.fields.reason} />
          </label>
          <div className="sm:col-span-3">
            <FormError message={a.error} />
            {a.done ? (
              <p role="status" className="text-sm text-emerald-800">
                {labels.done}
              </p>
            ) : null}
            <button type="submit" disabled={a.busy} className={`${button} mt-2 bg-ink text-white`} data-testid="settle-deposit-submit">
              {a.busy ? labels.working : action === 'release' ? labels.release : labels.retain}
            </button>
          </div>
        </form>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{labels.depositLocked}</p>
      )}
    </Panel>
  );
}

/** We cancel for the guest with a full refund, after a confirmation dialog. */
export function CancelForGuest({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: MoneyActionLabels }) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
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
        <label className="text-xs font-semibold">
          {labels.reason}
          <input className={input} name="reason" required maxLength={500} />
          <FieldError message={a.fields.reason} />
        </label>
        <FormError message={a.error} />
        <div className="flex gap-3">
          <button type="submit" disabled={a.busy} className={`${button} border border-danger text-danger`}>
            {a.busy ? labels.working : confirming ? labels.cancelConfirm : labels.cancelTitle}
          </button>
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
  const a = useApiAction({ locale, network: labels.network, refresh: true });
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
      <label className="text-xs font-semibold">
        {labels.sentOn}
        <input className={input} name="sent_on" type="date" required max={today} defaultValue={today} />
      </label>
      <label className="text-xs font-semibold">
        {labels.reference}
        <input className={input} name="reference" required maxLength={80} />
      </label>
      <button type="submit" disabled={a.busy} className={`${button} bg-ink text-white`}>
        {a.busy ? labels.working : labels.markSent}
      </button>
      <FormError message={a.error} />
    </form>
  );
}
