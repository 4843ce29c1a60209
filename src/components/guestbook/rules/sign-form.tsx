'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { FormError } from '@/components/ui/form-parts';
import type { Locale } from '@/i18n/routing';
import { useFocusFirstInvalid } from '@/components/ui/focus-invalid';

export interface SignFormLabels {
  fullName: string;
  fullNameHint: string;
  consent: string;
  sign: string;
  signing: string;
  network: string;
}

/**
 * The signature: a typed full name and an unticked consent box, sent with the hash of the text
 * the guest read. The server decides (consent, name, a document changed meanwhile) and its
 * sentence is shown as is; on success the page re-renders with the record and the PDF.
 */
export function SignForm({ locale, number, sha256, labels }: { locale: Locale; number: string; sha256: string; labels: SignFormLabels }) {
  const router = useRouter();
  const nameId = useId();
  const hintId = useId();
  const errorId = useId();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  useFocusFirstInvalid(fields);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await apiFetch(locale, `/v1/guestbook/${encodeURIComponent(number)}/authorization/sign`, {
        method: 'POST',
        body: { json: { full_name: fullName, consent, sha256, locale } },
        networkError: labels.network,
      });
      router.refresh();
    } catch (err) {
      const e = toApiError(err, labels.network);
      setError(e.message);
      setFields(e.fields);
      // The document changed: show the new text (and its hash) to read and sign; signed meanwhile: show the record.
      if (e.code === 'authorization_changed' || e.code === 'already_signed') router.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="sign-form" className="mt-6 space-y-5">
      <div>
        <label htmlFor={nameId} className="block text-sm font-semibold text-ink">
          {labels.fullName}
        </label>
        <p id={hintId} className="mt-1 text-sm text-ink-soft">
          {labels.fullNameHint}
        </p>
        <input
          id={nameId}
          name="full_name"
          autoComplete="name"
          maxLength={120}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          aria-describedby={fields.full_name ? `${hintId} ${errorId}` : hintId}
          aria-invalid={fields.full_name ? true : undefined}
          className="mt-2 block min-h-12 w-full rounded-xl border border-ink/20 bg-white px-4 text-base text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
        />
        {fields.full_name ? (
          <p id={errorId} data-testid="full-name-error" className="mt-1 text-sm text-danger">
            {fields.full_name}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-3 text-base text-ink">
        <input
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          aria-invalid={fields.consent ? true : undefined}
          className="mt-1 size-5 shrink-0 accent-[#1f3b36]"
        />
        <span>{labels.consent}</span>
      </label>
      <FormError message={error} />
      <button
        type="submit"
        disabled={busy}
        data-testid="sign-submit"
        className="min-h-12 w-full rounded-full bg-ink px-6 text-sm font-semibold tracking-wide text-sand transition hover:bg-ink/90 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none disabled:opacity-60"
      >
        {busy ? labels.signing : labels.sign}
      </button>
    </form>
  );
}
