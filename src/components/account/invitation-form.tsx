'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { localeFromParam, localizeHref } from '@/lib/locale-path';
import { apiFetch } from '@/components/ui/api-client';
import { INPUTS, newPasswordLabels } from './account-inputs';
import { useAccountSubmit } from './use-account-submit';
import { RedirectNotice } from './welcome';
import { Field, FormError, NewPasswordFields, SubmitButton } from '@/components/ui/form-parts';

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
  const { busy, error, fields, confirmedPassword, submit } = useAccountSubmit(labels.network);
  const [target, setTarget] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = confirmedPassword(form, labels.mismatch);
    if (password === null) return;
    await submit(async () => {
      const answer = await apiFetch<{ data: { redirect: string } }>(locale, `/v1/invitations/${encodeURIComponent(token)}/accept`, {
        body: { json: { name: String(form.get('name') ?? ''), password, password_confirmation: password } },
        networkError: labels.network,
      });
      setTarget(localizeHref(locale, answer.data.redirect));
      return 'leaving';
    });
  }

  if (target) {
    return <RedirectNotice message={labels.welcome} href={target} />;
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="invitation-form">
      <FormError message={error} />
      <Field id="invitation-name" {...INPUTS.name} required defaultValue={defaultName} label={labels.name} error={fields.name} />
      <NewPasswordFields idPrefix="invitation" labels={newPasswordLabels(labels)} errors={fields} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
