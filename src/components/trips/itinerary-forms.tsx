'use client';

import { useParams, useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { Field, FormError, FormNotice, SubmitButton, selectClass } from '@/components/ui/form-parts';
import { localeFromParam } from '@/lib/locale-path';
import { useFocusFirstInvalid } from '@/components/ui/focus-invalid';

export interface PlanChoice {
  value: string;
  label: string;
}

export interface AddPlanLabels {
  offer: string;
  offerPlaceholder: string;
  date: string;
  time: string;
  guests: string;
  note: string;
  noteHint: string;
  submit: string;
  submitting: string;
  added: string;
  network: string;
}

type Outcome = { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string> } | null;

/**
 * The "Add a plan" form: an experience or luxury service (a native select grouped by kind), a day
 * of the stay, a time, guests and a note → POST /v1/account/trips/{id}/itinerary. The server's
 * sentences are shown as they come (in the page's language); on success the page re-renders with
 * the new plan as requested.
 */
export function AddPlanForm({
  tripId,
  groups,
  days,
  maxGuests,
  labels,
}: {
  tripId: number;
  groups: { label: string; options: PlanChoice[] }[];
  days: PlanChoice[];
  maxGuests: number;
  labels: AddPlanLabels;
}) {
  const locale = localeFromParam(useParams().locale);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const form = new FormData(el);
    const [kind = '', slug = ''] = String(form.get('offer') ?? '').split(':');
    setBusy(true);
    setOutcome(null);
    try {
      await apiFetch(locale, `/v1/account/trips/${tripId}/itinerary`, {
        body: {
          json: {
            kind: kind || undefined,
            slug,
            date: String(form.get('date') ?? ''),
            start_time: String(form.get('start_time') ?? ''),
            guests: String(form.get('guests') ?? ''),
            note: String(form.get('note') ?? ''),
          },
        },
        networkError: labels.network,
      });
      el.reset();
      setOutcome({ ok: true, message: labels.added });
      router.refresh();
    } catch (err) {
      const e = toApiError(err, labels.network);
      setOutcome({ ok: false, message: e.message, fields: e.fields });
    }
    setBusy(false);
  }

  const fields = outcome && !outcome.ok ? outcome.fields : {};
  const offerError = fields.slug ?? fields.kind ?? fields.id;
  useFocusFirstInvalid(fields);
  const described = (id: string, error: string | undefined, hint = false) =>
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form onSubmit={onSubmit} className="grid grid-cols-2 gap-5" data-testid="add-plan-form" noValidate>
      <div className="col-span-2">
        {outcome?.ok ? <FormNotice message={outcome.message} /> : <FormError message={outcome?.message ?? null} />}
      </div>
      <div className="col-span-2">
        <Field id="plan-offer" label={labels.offer} error={offerError}>
          <select
            id="plan-offer"
            name="offer"
            required
            defaultValue=""
            aria-invalid={offerError ? true : undefined}
            aria-describedby={described('plan-offer', offerError)}
            className={`${selectClass} w-full min-w-0`}
          >
            <option value="" disabled>
              {labels.offerPlaceholder}
            </option>
            {groups
              .filter((g) => g.options.length > 0)
              .map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
        </Field>
      </div>
      <div className="col-span-2">
        <Field id="plan-date" label={labels.date} error={fields.date}>
          <select
            id="plan-date"
            name="date"
            required
            defaultValue={days[0]?.value}
            aria-invalid={fields.date ? true : undefined}
            aria-describedby={described('plan-date', fields.date)}
            className={`${selectClass} w-full min-w-0`}
          >
            {days.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="plan-time" name="start_time" type="time" required defaultValue="10:00" label={labels.time} error={fields.start_time} />
      <Field
        id="plan-guests"
        name="guests"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxGuests}
        required
        defaultValue={maxGuests}
        label={labels.guests}
        error={fields.guests}
      />
      <div className="col-span-2">
        <Field id="plan-note" label={labels.note} hint={labels.noteHint} error={fields.note}>
          <textarea
            id="plan-note"
            name="note"
            rows={3}
            maxLength={500}
            aria-invalid={fields.note ? true : undefined}
            aria-describedby={described('plan-note', fields.note, true)}
            className="rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs outline-none transition focus:border-sea focus:ring-2 focus:ring-sea/25 aria-invalid:border-[#b4473b]"
          />
        </Field>
      </div>
      <div className="col-span-2">
        <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
      </div>
    </form>
  );
}

/**
 * After the refresh the button is gone (a withdrawn plan has none): keyboard focus goes to the plan
 * itself, which now reads "Withdrawn", instead of falling back to the top of the page.
 */
function focusWhenWithdrawn(itemId: number, triesLeft = 40) {
  const plan = document.getElementById(`plan-${itemId}`);
  if (plan?.dataset.status === 'cancelled') {
    plan.focus();
    return;
  }
  if (triesLeft > 0) window.setTimeout(() => focusWhenWithdrawn(itemId, triesLeft - 1), 100);
}

/** Withdraws a plan (DELETE …/itinerary/{itemId}); the page re-renders with it withdrawn. */
export function WithdrawPlanButton({
  tripId,
  itemId,
  labels,
}: {
  tripId: number;
  itemId: number;
  labels: { withdraw: string; withdrawing: string; accessible: string; network: string };
}) {
  const locale = localeFromParam(useParams().locale);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function withdraw() {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(locale, `/v1/account/trips/${tripId}/itinerary/${itemId}`, { method: 'DELETE', networkError: labels.network });
      router.refresh();
      focusWhenWithdrawn(itemId);
    } catch (err) {
      setError(toApiError(err, labels.network).message);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={withdraw}
        disabled={busy}
        aria-label={labels.accessible}
        aria-busy={busy || undefined}
        className="min-h-10 rounded-full border border-line px-4 text-sm font-medium text-ink transition hover:border-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none disabled:opacity-60"
      >
        {busy ? labels.withdrawing : labels.withdraw}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-[#9b2c2c]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
