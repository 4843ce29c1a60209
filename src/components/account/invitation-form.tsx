'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { localeFromParam, localizeHref } from '@/lib/locale-path';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { DelayedRedirect } from './delayed-redirect';
import { Field, FormError, FormNotice, NewPasswordFields, SubmitButton } from '@/components/ui/form-parts';

export interface InvitationFormLabels {
  name: string;
  password: string;
  passwordHint: string;
  confirmation: string;
  submit: string;
  submitting: string;
  welcome: string;
  mismatch: string;
  network: string;
}

/** POST /v1/invitations/{token}/accept: the invited account is created and signed in, then lands on its home. */
export function InvitationForm({ token, defaultName, labels }: { token: string; defaultName: string; labels: InvitationFormLabels }) {
  const locale = localeFromParam(useParams().locale);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState<string | null>(null);

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
      const answer = await apiFetch<{ data: { redirect: string } }>(locale, `/v1/invitations/${encodeURIComponent(token)}/accept`, {
        body: { json: { name: String(form.get('name') ?? ''), password, password_confirmation: confirmation } },
        networkError: labels.network,
      });
      setTarget(localizeHref(locale, answer.data.redirect));
    } catch (err) {
      const apiError = toApiError(err, labels.network);
      setFields(apiError.fields);
      setError(apiError.message);
      setBusy(false);
    }
  }

  if (target) {
    return (
      <FormNotice message={labels.welcome}>
        <DelayedRedirect href={target} />
      </FormNotice>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="invitation-form">
      <FormError message={error} />
      <Field
        id="invitation-name"
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        defaultValue={defaultName}
        label={labels.name}
        error={fields.name}
      />
      <NewPasswordFields
        idPrefix="invitation"
        labels={{ password: labels.password, hint: labels.passwordHint, confirmation: labels.confirmation }}
        errors={fields}
      />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
