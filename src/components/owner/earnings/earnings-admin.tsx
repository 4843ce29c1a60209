'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/components/ui/client-text';
import { Field, fieldStyles, Select } from '@/components/ui/field';
import { FormError, FormNotice } from '@/components/ui/form-parts';
import { ConfirmModal, DialogTrigger } from '@/components/ui/modal';
import { centsOf } from '@/components/ui/money';
import { TextField } from '@/components/ui/text-field';
import { type ApiAction, useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';

export interface EarningsAdminLabels {
  network: string;
  badAmount: string;
  issue: { button: string; busy: string; confirm: string; pickOwner: string; done: string; cancel: string };
  payout: {
    title: string;
    owner: string;
    property: string;
    date: string;
    amount: string;
    reference: string;
    submit: string;
    busy: string;
    saved: string;
  };
  expense: {
    title: string;
    property: string;
    date: string;
    description: string;
    amount: string;
    receipt: string;
    submit: string;
    busy: string;
    saved: string;
  };
  allVillas: string;
}

type Option = { id: number; name: string };

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-line bg-white/80 p-4" data-testid={testId}>
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form's error, notice and submit button, across both columns. */
function FormFooter({ state, labels }: { state: ApiAction; labels: { busy: string; submit: string } }) {
  return (
    <div className="grid gap-2 sm:col-span-2">
      <FormError message={state.error} />
      <FormNotice message={state.notice} />
      <div>
        <Button type="submit" busy={state.busy} busyLabel={labels.busy}>
          {labels.submit}
        </Button>
      </div>
    </div>
  );
}

/** "Issue now": locks the month for the chosen owner (and any earlier month still open), after a confirmation. */
export function IssueNow({
  locale,
  month,
  owner,
  labels,
}: {
  locale: Locale;
  month: string;
  owner: Option | null;
  labels: EarningsAdminLabels;
}) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  const [open, setOpen] = useState(false);
  if (!owner) return <p className="text-sm text-ink-soft">{labels.issue.pickOwner}</p>;
  const issue = () =>
    void a.run<{ months: string[] }>('/v1/owner/statements/issue', {
      json: { month, owner: owner.id },
      notice: (data) => fill(labels.issue.done, { months: data.months.join(', ') }),
      onSuccess: () => setOpen(false),
    });
  return (
    <div className="grid gap-2">
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button busy={a.busy} busyLabel={labels.issue.busy} data-testid="issue-now">
          {labels.issue.button}
        </Button>
        <ConfirmModal
          title={labels.issue.button}
          text={fill(labels.issue.confirm, { month, owner: owner.name })}
          cancel={labels.issue.cancel}
          testId="issue-dialog"
        >
          <Button busy={a.busy} busyLabel={labels.issue.busy} onPress={issue} data-testid="issue-confirm">
            {labels.issue.button}
          </Button>
        </ConfirmModal>
      </DialogTrigger>
      <FormError message={a.error} />
      <FormNotice message={a.notice} />
    </div>
  );
}

/** A money form's submit: stops the page load, reads the form and its typed amount (null when not one). */
function readAmountForm(e: FormEvent<HTMLFormElement>) {
  e.preventDefault();
  const form = e.currentTarget;
  const f = new FormData(form);
  return { form, f, amount: centsOf(String(f.get('amount') ?? '')) };
}

/** An amount field (typed by a person, read with centsOf) and the reference/description beside it. */
const amountField = (label: string, error: string | undefined) => (
  <TextField label={label} name="amount" inputMode="decimal" autoComplete="off" isRequired error={error} />
);

/** The payout form (administrators only: the API refuses anyone else). */
export function PayoutForm({
  locale,
  owners,
  properties,
  defaultOwner,
  defaultDate,
  labels,
}: {
  locale: Locale;
  owners: Option[];
  properties: (Option & { ownerId: number | null })[];
  defaultOwner: number | null;
  defaultDate: string;
  labels: EarningsAdminLabels;
}) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  const [owner, setOwner] = useState<number | null>(defaultOwner ?? owners[0]?.id ?? null);
  const l = labels.payout;
  function submit(e: FormEvent<HTMLFormElement>) {
    const { form, f, amount } = readAmountForm(e);
    if (amount === null) return a.setError(labels.badAmount);
    const property = String(f.get('property') ?? '');
    void a.run('/v1/owner/payouts', {
      json: {
        owner: Number(f.get('owner')),
        ...(property ? { property: Number(property) } : {}),
        date: String(f.get('date')),
        amount_cents: amount,
        reference: String(f.get('reference') ?? ''),
      },
      notice: l.saved,
      onSuccess: () => form.reset(),
    });
  }
  return (
    <Panel title={l.title} testId="payout-form">
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" noValidate>
        <Select
          label={l.owner}
          name="owner"
          value={owner ?? ''}
          onChange={(e) => setOwner(Number(e.target.value))}
          required
          error={a.fields.owner}
          options={owners.map((o) => ({ value: o.id, label: o.name }))}
        />
        <Select
          label={l.property}
          name="property"
          defaultValue=""
          error={a.fields.property}
          options={[
            { value: '', label: labels.allVillas },
            ...properties.filter((p) => p.ownerId === owner).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <TextField label={l.date} name="date" type="date" defaultValue={defaultDate} isRequired error={a.fields.date} />
        {amountField(l.amount, a.fields.amount_cents)}
        <TextField
          label={l.reference}
          name="reference"
          maxLength={200}
          autoComplete="off"
          isRequired
          error={a.fields.reference}
          className="sm:col-span-2"
        />
        <FormFooter state={a} labels={l} />
      </form>
    </Panel>
  );
}

/** The expense form (administrators here; concierges in scope may post through the API too), with an optional receipt. */
export function ExpenseForm({
  locale,
  properties,
  defaultDate,
  labels,
}: {
  locale: Locale;
  properties: Option[];
  defaultDate: string;
  labels: EarningsAdminLabels;
}) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  const l = labels.expense;
  function submit(e: FormEvent<HTMLFormElement>) {
    const { form, f, amount } = readAmountForm(e);
    if (amount === null) return a.setError(labels.badAmount);
    const body: Record<string, string | Blob> = { amount_cents: String(amount) };
    for (const k of ['date', 'property', 'description']) body[k] = String(f.get(k) ?? '');
    const receipt = f.get('receipt');
    if (receipt instanceof File && receipt.size > 0) body.receipt = receipt;
    void a.run('/v1/owner/expenses', { form: body, notice: l.saved, onSuccess: () => form.reset() });
  }
  return (
    <Panel title={l.title} testId="expense-form">
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" noValidate>
        <Select
          label={l.property}
          name="property"
          required
          error={a.fields.property}
          options={properties.map((p) => ({ value: p.id, label: p.name }))}
        />
        <TextField label={l.date} name="date" type="date" defaultValue={defaultDate} isRequired error={a.fields.date} />
        <TextField label={l.description} name="description" maxLength={500} autoComplete="off" isRequired error={a.fields.description} />
        {amountField(l.amount, a.fields.amount_cents)}
        <Field label={l.receipt} error={a.fields.receipt} className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              type="file"
              name="receipt"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              className={`${fieldStyles.control.md} py-2`}
            />
          )}
        </Field>
        <FormFooter state={a} labels={l} />
      </form>
    </Panel>
  );
}
