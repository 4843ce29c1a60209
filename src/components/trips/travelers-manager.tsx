'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { Field, FormError, FormNotice, SubmitButton, selectClass } from '@/components/ui/form-parts';
import { fill } from '@/components/ui/client-text';
import { localeFromParam } from '@/lib/locale-path';
import { useFocusFirstInvalid } from '@/components/ui/focus-invalid';

export type AgeGroup = 'adult' | 'child' | 'infant';
export interface TravelerView {
  id: number;
  name: string;
  email: string;
  age_group: AgeGroup;
  is_lead: boolean;
}

export interface TravelersLabels {
  places: string;
  leadTag: string;
  noEmail: string;
  ageGroups: Record<AgeGroup, string>;
  name: string;
  email: string;
  ageGroup: string;
  addHeading: string;
  add: string;
  adding: string;
  added: string;
  full: string;
  edit: string;
  editLabel: string;
  save: string;
  saving: string;
  saved: string;
  cancel: string;
  remove: string;
  removeLabel: string;
  confirmRemove: string;
  confirmYes: string;
  removing: string;
  removed: string;
  network: string;
}

const AGE_GROUPS: AgeGroup[] = ['adult', 'child', 'infant'];

type Outcome = { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string> } | null;

const buttonClass =
  'min-h-10 rounded-full border border-line px-4 text-sm font-medium text-ink transition hover:border-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none disabled:opacity-60';

/** The fields of a traveler, for adding one and for editing one in place. */
function TravelerFields({
  prefix,
  labels,
  values,
  errors,
}: {
  prefix: string;
  labels: TravelersLabels;
  values?: TravelerView;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Field
        id={`${prefix}-name`}
        name="name"
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={values?.name}
        label={labels.name}
        error={errors.name}
      />
      <Field
        id={`${prefix}-email`}
        name="email"
        type="email"
        maxLength={200}
        autoComplete="off"
        defaultValue={values?.email}
        label={labels.email}
        error={errors.email}
      />
      <Field id={`${prefix}-age`} label={labels.ageGroup} error={errors.age_group}>
        <select
          id={`${prefix}-age`}
          name="age_group"
          defaultValue={values?.age_group ?? 'adult'}
          aria-invalid={errors.age_group ? true : undefined}
          aria-describedby={errors.age_group ? `${prefix}-age-error` : undefined}
          className={`${selectClass} w-full min-w-0`}
        >
          {AGE_GROUPS.map((g) => (
            <option key={g} value={g}>
              {labels.ageGroups[g]}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

const formBody = (form: FormData) => ({
  name: String(form.get('name') ?? ''),
  email: String(form.get('email') ?? ''),
  age_group: String(form.get('age_group') ?? 'adult'),
});

/**
 * The travelers tab: the list (lead guest first, tagged), "x of N places" against the villa's
 * capacity, an add form, in-place editing and removal with a confirm step. Every change goes
 * through the API (…/travelers) and the list follows its answers; errors are the server's
 * sentences in the page's language.
 */
export function TravelersManager({
  tripId,
  endpoint,
  canEditRows = true,
  initial,
  capacity,
  editable,
  labels,
}: {
  tripId?: number;
  /** Where the list lives (default: the account's trip, `/v1/account/trips/{tripId}/travelers`; the guestbook gives its own). */
  endpoint?: string;
  /** Whether rows can be edited in place (the guestbook adds and removes only). */
  canEditRows?: boolean;
  initial: TravelerView[];
  capacity: number;
  editable: boolean;
  labels: TravelersLabels;
}) {
  const locale = localeFromParam(useParams().locale);
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [rowError, setRowError] = useState<{ id: number; message: string; fields: Record<string, string> } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const base = endpoint ?? `/v1/account/trips/${tripId}/travelers`;
  const full = list.length >= capacity;
  /** Moves the focus once React has rendered the next state (the element may not exist yet). */
  const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    setBusy('add');
    setOutcome(null);
    try {
      const { data } = await apiFetch<{ data: TravelerView }>(locale, base, {
        body: { json: formBody(new FormData(el)) },
        networkError: labels.network,
      });
      setList((l) => [...l, data]);
      el.reset();
      setOutcome({ ok: true, message: fill(labels.added, { name: data.name }) });
    } catch (err) {
      const apiErr = toApiError(err, labels.network);
      setOutcome({ ok: false, message: apiErr.message, fields: apiErr.fields });
    }
    setBusy(null);
  }

  async function save(e: FormEvent<HTMLFormElement>, id: number) {
    e.preventDefault();
    setBusy(`save-${id}`);
    setRowError(null);
    try {
      const { data } = await apiFetch<{ data: TravelerView }>(locale, `${base}/${id}`, {
        method: 'PATCH',
        body: { json: formBody(new FormData(e.currentTarget)) },
        networkError: labels.network,
      });
      setList((l) => l.map((t) => (t.id === id ? data : t)));
      setEditing(null);
      setOutcome({ ok: true, message: labels.saved });
      focusSoon(`traveler-edit-${id}`);
    } catch (err) {
      const apiErr = toApiError(err, labels.network);
      setRowError({ id, message: apiErr.message, fields: apiErr.fields });
    }
    setBusy(null);
  }

  async function remove(t: TravelerView) {
    setBusy(`remove-${t.id}`);
    setRowError(null);
    try {
      await apiFetch(locale, `${base}/${t.id}`, { method: 'DELETE', networkError: labels.network });
      setList((l) => l.filter((x) => x.id !== t.id));
      setConfirming(null);
      setOutcome({ ok: true, message: fill(labels.removed, { name: t.name }) });
      headingRef.current?.focus();
    } catch (err) {
      const apiErr = toApiError(err, labels.network);
      setRowError({ id: t.id, message: apiErr.message, fields: {} });
    }
    setBusy(null);
  }

  const addErrors = outcome && !outcome.ok ? outcome.fields : {};
  useFocusFirstInvalid(addErrors);
  useFocusFirstInvalid(rowError?.fields ?? {});
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
      <section aria-labelledby="travelers-list">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="travelers-list" ref={headingRef} tabIndex={-1} className="font-serif text-2xl outline-none">
            {labels.places ? fill(labels.places, { count: list.length, capacity }) : null}
          </h2>
        </div>
        <div className="mt-3" aria-live="polite">
          {outcome?.ok ? <FormNotice message={outcome.message} /> : null}
        </div>
        <ul className="mt-4 flex flex-col gap-3" data-testid="travelers-list">
          {list.map((t) => (
            <li
              key={t.id}
              data-testid="traveler"
              data-lead={t.is_lead || undefined}
              className="rounded-3xl border border-line bg-white/70 p-5 shadow-sm"
            >
              {editing === t.id ? (
                <form onSubmit={(e) => save(e, t.id)} className="grid gap-4 md:grid-cols-2" data-testid="traveler-edit-form" noValidate>
                  <div className="md:col-span-2">
                    <FormError message={rowError?.id === t.id ? rowError.message : null} />
                  </div>
                  <TravelerFields
                    prefix={`traveler-${t.id}`}
                    labels={labels}
                    values={t}
                    errors={rowError?.id === t.id ? rowError.fields : {}}
                  />
                  <div className="flex flex-wrap items-end gap-3 md:col-span-2">
                    <SubmitButton busy={busy === `save-${t.id}`} label={labels.save} busyLabel={labels.saving} />
                    <button
                      type="button"
                      className={buttonClass}
                      onClick={() => {
                        setEditing(null);
                        focusSoon(`traveler-edit-${t.id}`);
                      }}
                    >
                      {labels.cancel}
                    </button>
                  </div>
                </form>
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {t.name}
                      {t.is_lead ? (
                        <span className="ml-2 inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-sea-deep ring-1 ring-sea/20 ring-inset">
                          {labels.leadTag}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted">
                      {labels.ageGroups[t.age_group]} · {t.email || labels.noEmail}
                    </p>
                  </div>
                  {editable ? (
                    confirming === t.id ? (
                      <fieldset className="flex flex-col items-end gap-2" data-testid="confirm-remove">
                        <legend className="float-left mb-2 text-sm">{fill(labels.confirmRemove, { name: t.name })}</legend>
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className={`${buttonClass} border-[#b4473b] text-[#8a2c22]`}
                            onClick={() => remove(t)}
                            disabled={busy === `remove-${t.id}`}
                            // biome-ignore lint/a11y/noAutofocus: the confirm step takes the focus it was opened from.
                            autoFocus
                          >
                            {busy === `remove-${t.id}` ? labels.removing : labels.confirmYes}
                          </button>
                          <button
                            type="button"
                            className={buttonClass}
                            onClick={() => {
                              setConfirming(null);
                              focusSoon(`traveler-remove-${t.id}`);
                            }}
                          >
                            {labels.cancel}
                          </button>
                        </div>
                        {rowError?.id === t.id ? (
                          <p role="alert" className="text-sm text-[#9b2c2c]">
                            {rowError.message}
                          </p>
                        ) : null}
                      </fieldset>
                    ) : (
                      <div className="flex gap-2">
                        {canEditRows ? (
                          <button
                            id={`traveler-edit-${t.id}`}
                            type="button"
                            className={buttonClass}
                            aria-label={fill(labels.editLabel, { name: t.name })}
                            onClick={() => {
                              setRowError(null);
                              setConfirming(null);
                              setEditing(t.id);
                              focusSoon(`traveler-${t.id}-name`);
                            }}
                          >
                            {labels.edit}
                          </button>
                        ) : null}
                        {t.is_lead ? null : (
                          <button
                            id={`traveler-remove-${t.id}`}
                            type="button"
                            className={buttonClass}
                            aria-label={fill(labels.removeLabel, { name: t.name })}
                            onClick={() => {
                              setRowError(null);
                              setEditing(null);
                              setConfirming(t.id);
                            }}
                          >
                            {labels.remove}
                          </button>
                        )}
                      </div>
                    )
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      {editable ? (
        <aside aria-labelledby="add-traveler" className="h-fit rounded-3xl border border-line bg-white/70 p-6 shadow-sm">
          <h2 id="add-traveler" className="mb-4 font-serif text-2xl">
            {labels.addHeading}
          </h2>
          {full ? (
            <p className="text-sm text-muted" data-testid="travelers-full">
              {labels.full}
            </p>
          ) : (
            <form onSubmit={add} className="flex flex-col gap-4" data-testid="add-traveler-form" noValidate>
              <FormError message={outcome && !outcome.ok ? outcome.message : null} />
              <TravelerFields prefix="new-traveler" labels={labels} errors={addErrors} />
              <SubmitButton busy={busy === 'add'} label={labels.add} busyLabel={labels.adding} />
            </form>
          )}
        </aside>
      ) : null}
    </div>
  );
}
