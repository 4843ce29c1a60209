'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import { localeFromParam } from '@/lib/locale-path';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { FormError, FormNotice, NewPasswordFields, SubmitButton } from '@/components/ui/form-parts';

export interface ResetFormLabels {
  password: string;
  passwordHint: string;
  confirmation: string;
  submit: string;
  submitting: string;
  done: string;
  toLogin: string;
  requestNew: string;
  mismatch: string;
  network: string;
}

/** POST /v1/account/password-reset with the token of the emailed link; then a link to log in. */
export function ResetForm({ token, labels }: { token: string; labels: ResetFormLabels }) {
  const locale = localeFromParam(useParams().locale);
  const [error, setError] = useState<{ message: string; code: string } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirmation = String(form.get('password_confirmation') ?? '');
    setError(null);
    if (password !== confirmation) {
      setFields({ password_confirmation: labels.mismatch });
      return;
    }
    setFields({});
    setBusy(true);
    try {
      await apiFetch(locale, '/v1/account/password-reset', {
        body: { json: { token, password, password_confirmation: confirmation } },
        networkError: labels.network,
      });
      setDone(true);
    } catch (err) {
      const apiError = toApiError(err, labels.network);
      setFields(apiError.fields);
      setError({ message: apiError.message, code: apiError.code });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <FormNotice message={labels.done}>
        <QueuedLink href="/login" className="mt-3 inline-block font-semibold text-sea underline underline-offset-4">
          {labels.toLogin}
        </QueuedLink>
      </FormNotice>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="reset-form">
      <FormError message={error?.message ?? null} />
      {error?.code === 'invalid_reset_token' ? (
        <QueuedLink href="/recover-password" className="text-sm font-semibold text-sea underline underline-offset-4">
          {labels.requestNew}
        </QueuedLink>
      ) : null}
      <NewPasswordFields
        idPrefix="reset"
        labels={{ password: labels.password, hint: labels.passwordHint, confirmation: labels.confirmation }}
        errors={fields}
      />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
