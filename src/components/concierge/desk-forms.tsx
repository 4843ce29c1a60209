'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-parts';
import { centsOf } from '@/components/ui/money';
import { TextField } from '@/components/ui/text-field';
import { type ApiAction, useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';

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

/** "Saved.", announced politely after a call succeeds. */
export function SavedNote({ show, text, className = 'text-xs text-ink-soft' }: { show: boolean; text: string; className?: string }) {
  return (
    <p role="status" className={`${className} empty:hidden`}>
      {show ? text : null}
    </p>
  );
}

/** A desk form's outcome: the server's sentence (announced), then `done` once the call went through. */
export function FormOutcome({ action, done, doneClassName }: { action: ApiAction; done?: string; doneClassName?: string }) {
  return (
    <>
      <FormError message={action.error} />
      {done === undefined ? null : <SavedNote show={action.done} text={done} className={doneClassName} />}
    </>
  );
}

/** The desk's API action: refreshes the page's data after each success. */
export const useDeskAction = (locale: Locale, labels: { network: string }) =>
  useApiAction({ locale, network: labels.network, refresh: true });

/** An amount field as the desk types it: decimals, "0.00" as the hint of its form. */
export function AmountField(props: {
  label: string;
  name: string;
  error?: string;
  description?: string;
  isRequired?: boolean;
  className?: string;
  'data-testid'?: string;
}) {
  return <TextField size="sm" {...props} inputMode="decimal" placeholder="0.00" />;
}

/** A private note: staff only. */
export function NoteForm({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: DeskLabels }) {
  const a = useDeskAction(locale, labels);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const json = { body: String(new FormData(form).get('body') ?? '') };
    void a.run(`/v1/concierge/trips/${tripId}/notes`, { json, onSuccess: () => form.reset() });
  }
  return (
    <form className="grid gap-2" onSubmit={submit} data-testid="desk-note-form">
      <TextField
        label={labels.noteBody}
        name="body"
        rows={3}
        isRequired
        maxLength={2000}
        size="sm"
        error={a.fields.body}
        data-testid="desk-note-body"
      />
      <FormOutcome action={a} done={labels.done} />
      <Button type="submit" className="justify-self-start" busy={a.busy} busyLabel={labels.working} data-testid="desk-note-add">
        {labels.noteAdd}
      </Button>
    </form>
  );
}

/** An extra on the bill: a description and an amount in the trip's currency. */
export function ChargeForm({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: DeskLabels }) {
  const a = useDeskAction(locale, labels);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const amount = centsOf(String(f.get('amount') ?? ''));
    if (amount === null) return a.setError(labels.badAmount);
    const json = { description: String(f.get('description') ?? ''), amount };
    void a.run(`/v1/concierge/trips/${tripId}/charges`, { json, onSuccess: () => form.reset() });
  }
  return (
    <form className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end" onSubmit={submit} data-testid="desk-charge-form">
      <TextField
        label={labels.chargeDescription}
        name="description"
        isRequired
        maxLength={120}
        size="sm"
        error={a.fields.description}
        data-testid="desk-charge-description"
      />
      <AmountField label={labels.chargeAmount} name="amount" isRequired error={a.fields.amount} data-testid="desk-charge-amount" />
      <Button type="submit" busy={a.busy} busyLabel={labels.working} data-testid="desk-charge-add">
        {labels.chargeAdd}
      </Button>
      <div className="sm:col-span-3">
        <FormOutcome action={a} done={labels.done} />
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
  const a = useDeskAction(locale, labels);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void a.run(`/v1/concierge/trips/${tripId}/charges/${entryId}/void`, {
      json: { reason: String(new FormData(e.currentTarget).get('reason') ?? '') },
    });
  }
  return (
    <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={submit} aria-label={accessibleLabel}>
      <TextField
        label={labels.voidReason}
        name="reason"
        isRequired
        maxLength={500}
        size="sm"
        className="flex-1"
        error={a.fields.reason}
        data-testid="desk-charge-void-reason"
      />
      <Button type="submit" busy={a.busy} busyLabel={labels.working} data-testid="desk-charge-void">
        {labels.void}
      </Button>
      <div className="basis-full">
        <FormOutcome action={a} />
      </div>
    </form>
  );
}

/** Confirm a requested plan at a price, or decline it with a reason the guest sees. */
export function PlanDecision({ locale, itemId, labels }: { locale: Locale; itemId: number; labels: DeskLabels }) {
  const a = useDeskAction(locale, labels);
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
        <AmountField
          label={labels.planPrice}
          name="price"
          isRequired
          className="flex-1"
          error={a.fields.price_cents}
          data-testid="desk-plan-price"
        />
        <Button type="submit" isDisabled={a.busy} data-testid="desk-plan-confirm">
          {labels.planConfirm}
        </Button>
      </form>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void a.run(`/v1/concierge/itinerary/${itemId}/decline`, { json: { reason: decline } });
        }}
      >
        <TextField
          label={labels.planReason}
          name="reason"
          value={decline}
          onChange={setDecline}
          maxLength={500}
          size="sm"
          className="flex-1"
          error={a.fields.reason}
          data-testid="desk-plan-decline-reason"
        />
        <Button type="submit" variant="secondary" isDisabled={a.busy} data-testid="desk-plan-decline">
          {labels.planDecline}
        </Button>
      </form>
      <div className="sm:col-span-2">
        <FormOutcome action={a} />
      </div>
    </div>
  );
}
