'use client';

import { type FormEvent, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { Field, SubmitButton } from '@/components/ui/form-parts';

export interface OpenFormLabels {
  lastName: string;
  lastNameHint: string;
  submit: string;
  submitting: string;
  network: string;
  /** "You can try again in {seconds} s." with {seconds} left in for the browser to fill. */
  wait: string;
}

/**
 * The guestbook's name form (POST /v1/guestbook/open): the same for any well-formed number. A
 * refusal shows the server's sentence; a 429 also counts down its Retry-After before the next try.
 * Opened, the page reloads and the server renders the guestbook.
 */
export function OpenGuestbookForm({ locale, number, labels }: { locale: Locale; number: string; labels: OpenFormLabels }) {
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [waitUntil, setWaitUntil] = useState(0);
  const [, tick] = useState(0);
  const seconds = Math.max(0, Math.ceil((waitUntil - Date.now()) / 1000));

  useEffect(() => {
    if (waitUntil <= Date.now()) return;
    const timer = setInterval(() => {
      tick((n) => n + 1);
      if (Date.now() >= waitUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const lastName = String(new FormData(e.currentTarget).get('last_name') ?? '');
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const res = await fetch(`/v1/guestbook/open?locale=${locale}`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ confirmation_number: number, last_name: lastName }),
        credentials: 'same-origin',
      });
      if (res.ok) {
        window.location.reload();
        return;
      }
      const payload = (await res.json().catch(() => null)) as { error?: string; fields?: Record<string, string> } | null;
      setError(payload?.error ?? labels.network);
      setFieldError(payload?.fields?.last_name);
      const retry = Number(res.headers.get('Retry-After'));
      if (res.status === 429 && retry > 0) setWaitUntil(Date.now() + retry * 1000);
      setBusy(false);
    } catch {
      setError(labels.network);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="guestbook-open-form" noValidate>
      {error ? (
        <div
          role="alert"
          className="rounded-2xl border border-[#e8c4be] bg-[#fbefed] px-4 py-3 text-sm text-[#9b2c2c]"
          data-testid="guestbook-open-error"
        >
          <p>{error}</p>
          {seconds > 0 ? (
            <p className="mt-1 font-semibold" data-testid="guestbook-open-wait">
              {labels.wait.replace('{seconds}', String(seconds))}
            </p>
          ) : null}
        </div>
      ) : null}
      <Field
        id="guestbook-last-name"
        name="last_name"
        autoComplete="family-name"
        required
        maxLength={120}
        label={labels.lastName}
        hint={labels.lastNameHint}
        error={fieldError}
      />
      <SubmitButton busy={busy || seconds > 0} label={labels.submit} busyLabel={busy ? labels.submitting : labels.submit} />
    </form>
  );
}
