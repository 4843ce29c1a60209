'use client';

import { type FormEvent, useId, useState } from 'react';
import { FormError } from '@/components/ui/form-parts';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import { centsOf } from '@/components/ui/money';

/** The desk forms' words, translated on the server (tripDesk.*). */
export type DeskLabels = Record<
  | 'working'
  | 'done'
  | 'network'
  | 'badAmount'
  | 'noteBody'
  | 'noteAdd'
  | 'chargeDescription'
  | 'chargeAmount'
  | 'chargeAdd'
  | 'voidReason'
  | 'void'
  | 'planPrice'
  | 'planConfirm'
  | 'planReason'
  | 'planDecline',
  string
>;

export const deskInput =
  'mt-1 block min-h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';
export const deskButton =
  'min-h-10 rounded-full bg-ink px-4 text-sm font-semibold text-white transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

export const deskSecondaryButton =
  'min-h-10 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink transition hover:bg-sand focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

/** "Saved.", announced politely after a call succeeds. */
export function SavedNote({ show, text }: { show: boolean; text: string }) {
  return (
    <p role="status" className="text-xs text-ink-soft empty:hidden">
      {show ? text : null}
    </p>
  );
}

export function FieldNote({ message }: { message?: string }) {
  return message ? <span className="mt-1 block text-xs text-danger">{message}</span> : null;
}

/** A private note: staff only. */
export function NoteForm({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: DeskLabels }) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  const id = useId();
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const json = { body: String(new FormData(form).get('body') ?? '') };
    if ((await a.run(`/v1/concierge/trips/${tripId}/notes`, { json })).ok) form.reset();
  }
  return (
    <form className="grid gap-2" onSubmit={submit} data-testid="desk-note-form">
      <label htmlFor={id} className="text-xs font-semibold">
        {labels.noteBody}
      </label>
      <textarea id={id} name="body" required maxLength={2000} rows={3} className={`${deskInput} py-2`} data-testid="desk-note-body" />
      <FieldNote message={a.fields.body} />
      <FormError message={a.error} />
      <SavedNote show={a.done} text={labels.done} />
      <button type="submit" className={`${deskButton} justify-self-start`} disabled={a.busy} data-testid="desk-note-add">
        {a.busy ? labels.working : labels.noteAdd}
      </button>
    </form>
  );
}

/** An extra on the bill: a description and an amount in the trip's currency. */
export function ChargeForm({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: DeskLabels }) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const amount = centsOf(String(f.get('amount') ?? ''));
    if (amount === null) return a.setError(labels.badAmount);
    const json = { description: String(f.get('description') ?? ''), amount };
    if ((await a.run(`/v1/concierge/trips/${tripId}/charges`, { json })).ok) form.reset();
  }
  return (
    <form className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end" onSubmit={submit} data-testid="desk-charge-form">
      <label className="text-xs font-semibold">
        {labels.chargeDescription}
        <input className={deskInput} name="description" required maxLength={120} data-testid="desk-charge-description" />
        <FieldNote message={a.fields.description} />
      </label>
      <label className="text-xs font-semibold">
        {labels.chargeAmount}
        <input className={deskInput} name="amount" required inputMode="decimal" placeholder="0.00" data-testid="desk-charge-amount" />
        <FieldNote message={a.fields.amount} />
      </label>
      <button type="submit" className={deskButton} disabled={a.busy} data-testid="desk-charge-add">
        {a.busy ? labels.working : labels.chargeAdd}
      </button>
      <div className="sm:col-span-3">
        <FormError message={a.error} />
        <SavedNote show={a.done} text={labels.done} />
      </div>
    </form>
  );
}

/** Void a staff-added charge with a reason. */
export function VoidChargeForm({
  locale,
  tripId,
  entryId,
  accessibleLabel,
  labels,
}: {
  locale: Locale;
  tripId: number;
  entryId: number;
  accessibleLabel: string;
  labels: DeskLabels;
}) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void a.run(`/v1/concierge/trips/${tripId}/charges/${entryId}/void`, {
      json: { reason: String(new FormData(e.currentTarget).get('reason') ?? '') },
    });
  }
  return (
    <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={submit} aria-label={accessibleLabel}>
      <label className="min-w-0 flex-1 text-xs font-semibold">
        {labels.voidReason}
        <input className={deskInput} name="reason" required maxLength={500} data-testid="desk-charge-void-reason" />
        <FieldNote message={a.fields.reason} />
      </label>
      <button type="submit" className={deskButton} disabled={a.busy} data-testid="desk-charge-void">
        {a.busy ? labels.working : labels.void}
      </button>
      <div className="basis-full">
        <FormError message={a.error} />
      </div>
    </form>
  );
}

/** Confirm a requested plan at a price, or decline it with a reason the guest sees. */
export function PlanDecision({ locale, itemId, labels }: { locale: Locale; itemId: number; labels: DeskLabels }) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  const [decline, setDecline] = useState('');
  function confirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const price = centsOf(String(new FormData(e.currentTarget).get('price') ?? ''));
    if (price === null) return a.setError(labels.badAmount);
    void a.run(`/v1/concierge/itinerary/${itemId}/confirm`, { json: { price_cents: price } });
  }
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      <form className="flex items-end gap-2" onSubmit={confirm}>
        <label className="min-w-0 flex-1 text-xs font-semibold">
          {labels.planPrice}
          <input className={deskInput} name="price" required inputMode="decimal" placeholder="0.00" data-testid="desk-plan-price" />
        </label>
        <button type="submit" className={deskButton} disabled={a.busy} data-testid="desk-plan-confirm">
          {labels.planConfirm}
        </button>
      </form>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void a.run(`/v1/concierge/itinerary/${itemId}/decline`, { json: { reason: decline } });
        }}
      >
        <label className="min-w-0 flex-1 text-xs font-semibold">
          {labels.planReason}
          <input
            className={deskInput}
            value={decline}
            onChange={(e) => setDecline(e.target.value)}
            maxLength={500}
            data-testid="desk-plan-decline-reason"
          />
        </label>
        <button type="submit" className={deskSecondaryButton} disabled={a.busy} data-testid="desk-plan-decline">
          {labels.planDecline}
        </button>
      </form>
      <div className="sm:col-span-2">
        <FieldNote message={a.fields.price_cents ?? a.fields.reason} />
        <FormError message={a.error} />
      </div>
    </div>
  );
}
