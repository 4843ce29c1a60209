'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';

export interface NewListingLabels {
  title: string;
  hint: string;
  name: string;
  destination: string;
  chooseDestination: string;
  owner: string;
  chooseOwner: string;
  submit: string;
  working: string;
  network: string;
}

const field =
  'mt-1 block min-h-10 w-full rounded-lg border border-line bg-white px-2.5 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[invalid=true]:border-red-600';

/**
 * A new listing: a name and a destination (an administrator also names the owner). Posts to
 * POST /v1/owner/properties and opens the new draft's page; the server's sentences show per field.
 */
export function NewListingForm({
  locale,
  destinations,
  owners,
  labels,
}: {
  locale: Locale;
  destinations: { id: number; name: string; country: string }[];
  /** Only for administrators: the accounts a listing can be filed under. */
  owners: { id: number; name: string; email: string }[] | null;
  labels: NewListingLabels;
}) {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const countries = [...new Set(destinations.map((d) => d.country))];

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const body: Record<string, unknown> = {
      name: String(data.get('name') ?? ''),
      state_id: Number(data.get('state_id')) || undefined,
    };
    if (owners) body.owner_id = Number(data.get('owner_id')) || undefined;
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const res = await fetch(`/v1/owner/properties?locale=${locale}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json().catch(() => ({}))) as { data?: { id: number }; error?: string; fields?: Record<string, string> };
      if (!res.ok || !answer.data) {
        setFields(answer.fields ?? {});
        setError(answer.error ?? labels.network);
        setBusy(false);
        return;
      }
      router.push(localizeHref(locale, `/broker/${answer.data.id}`));
    } catch {
      setError(labels.network);
      setBusy(false);
    }
  };

  const describedBy = (name: string) => (fields[name] ? `${id}-${name}-error` : undefined);
  const fieldError = (name: string) =>
    fields[name] ? (
      <span id={`${id}-${name}-error`} className="mt-1 block text-xs text-red-700">
        {fields[name]}
      </span>
    ) : null;

  return (
    <form
      aria-labelledby={`${id}-title`}
      data-testid="new-listing-form"
      className="grid gap-3 rounded-xl border border-line bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit(e.currentTarget);
      }}
    >
      <div>
        <h2 id={`${id}-title`} className="font-serif text-xl">
          {labels.title}
        </h2>
        <p className="text-sm text-ink-soft">{labels.hint}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1.5fr_auto] lg:items-start">
        <label className="min-w-0 text-xs font-medium text-ink-soft">
          {labels.name}
          <input
            name="name"
            required
            minLength={3}
            maxLength={120}
            autoComplete="off"
            className={field}
            aria-invalid={fields.name ? true : undefined}
            aria-describedby={describedBy('name')}
            data-testid="new-listing-name"
          />
          {fieldError('name')}
        </label>
        <label className="min-w-0 text-xs font-medium text-ink-soft">
          {labels.destination}
          <select
            name="state_id"
            required
            defaultValue=""
            className={field}
            aria-invalid={fields.state_id ? true : undefined}
            aria-describedby={describedBy('state_id')}
            data-testid="new-listing-destination"
          >
            <option value="" disabled>
              {labels.chooseDestination}
            </option>
            {countries.map((country) => (
              <optgroup key={country} label={country}>
                {destinations
                  .filter((d) => d.country === country)
                  .map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          {fieldError('state_id')}
        </label>
        {owners ? (
          <label className="min-w-0 text-xs font-medium text-ink-soft">
            {labels.owner}
            <select
              name="owner_id"
              required
              defaultValue=""
              className={field}
              aria-invalid={fields.owner_id ? true : undefined}
              aria-describedby={describedBy('owner_id')}
              data-testid="new-listing-owner"
            >
              <option value="" disabled>
                {labels.chooseOwner}
              </option>
              {owners.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} · {o.email}
                </option>
              ))}
            </select>
            {fieldError('owner_id')}
          </label>
        ) : null}
        <div className="flex items-end lg:pt-5">
          <button
            type="submit"
            disabled={busy}
            className="min-h-10 w-full rounded-full bg-ink px-5 text-sm font-semibold text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 sm:w-auto"
            data-testid="new-listing-submit"
          >
            {busy ? labels.working : labels.submit}
          </button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="new-listing-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
