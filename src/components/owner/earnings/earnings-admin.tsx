'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormError, FormNotice } from '@/components/ui/form-parts';
import { centsOf } from '@/components/ui/money';
import { type ApiAction, useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';

export interface EarningsAdminLabels {
  network: string;
  badAmount: string;
  issue: { button: string; busy: string; confirm: string; pickOwner: string; done: string };
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

const input =
  'mt-1 block min-h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';
const button =
  'min-h-10 rounded-full bg-sea px-4 text-sm font-semibold text-white transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

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

function Field({ label, error, children }: { label: string; error?: string | undefined; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control comes as children, inside the label.
    <label className="block min-w-0 text-sm text-ink-soft">
      {label}
      {children}
      {error ? <span className="mt-1 block text-xs text-danger">{error}</span> : null}
    </label>
  );
}

/** A form's error, notice and submit button, across both columns. */
function FormFooter({ state, labels }: { state: ApiAction; labels: { busy: string; submit: string } }) {
  return (
    <div className="grid gap-2 sm:col-span-2">
      <FormError message={state.error} />
      <FormNotice message={state.notice} />
      <div>
        <button type="submit" className={button} disabled={state.busy}>
          {state.busy ? labels.busy : labels.submit}
        </button>
      </div>
    </div>
  );
}

/** "Issue now": locks the month for the chosen owner (and any earlier month still open). */
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
  if (!owner) return <p className="text-sm text-ink-soft">{labels.issue.pickOwner}</p>;
  return (
    <div className="grid gap-2">
      <button
        type="button"
        className={button}
        disabled={a.busy}
        data-testid="issue-now"
        onClick={() => {
          if (!window.confirm(labels.issue.confirm.replace('{month}', month).replace('{owner}', owner.name))) return;
          void a.run<{ months: string[] }>('/v1/owner/statements/issue', {
            json: { month, owner: owner.id },
            notice: (data) => labels.issue.done.replace('{months}', data.months.join(', ')),
          });
        }}
      >
        {a.busy ? labels.issue.busy : labels.issue.button}
      </button>
      <FormError message={a.error} />
      <FormNotice message={a.notice} />
    </div>
  );
}

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
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const amount = centsOf(String(f.get('amount') ?? ''));
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
        <Field label={l.owner} error={a.fields.owner}>
          <select name="owner" className={input} value={owner ?? ''} onChange={(e) => setOwner(Number(e.target.value))} required>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={l.property} error={a.fields.property}>
          <select name="property" className={input} defaultValue="">
            <option value="">{labels.allVillas}</option>
            {properties
              .filter((p) => p.ownerId === owner)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </select>
        </Field>
        <Field label={l.date} error={a.fields.date}>
          <input type="date" name="date" className={input} defaultValue={defaultDate} required />
        </Field>
        <Field label={l.amount} error={a.fields.amount_cents}>
          <input name="amount" inputMode="decimal" autoComplete="off" className={input} required />
        </Field>
        <div className="sm:col-span-2">
          <Field label={l.reference} error={a.fields.reference}>
            <input name="reference" maxLength={200} autoComplete="off" className={input} required />
          </Field>
        </div>
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
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const amount = centsOf(String(f.get('amount') ?? ''));
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
        <Field label={l.property} error={a.fields.property}>
          <select name="property" className={input} required>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={l.date} error={a.fields.date}>
          <input type="date" name="date" className={input} defaultValue={defaultDate} required />
        </Field>
        <Field label={l.description} error={a.fields.description}>
          <input name="description" maxLength={500} autoComplete="off" className={input} required />
        </Field>
        <Field label={l.amount} error={a.fields.amount_cents}>
          <input name="amount" inputMode="decimal" autoComplete="off" className={input} required />
        </Field>
        <div className="sm:col-span-2">
          <Field label={l.receipt} error={a.fields.receipt}>
            <input type="file" name="receipt" accept="application/pdf,image/jpeg,image/png,image/webp" className={`${input} py-2`} />
          </Field>
        </div>
        <FormFooter state={a} labels={l} />
      </form>
    </Panel>
  );
}
