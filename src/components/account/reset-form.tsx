'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import { localeFromParam } from '@/lib/locale-path';
import { apiFetch } from '@/components/ui/api-client';
import { newPasswordLabels } from './account-inputs';
import { useAccountSubmit } from './use-account-submit';
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
  const { busy, error, code, fields, confirmedPassword, submit } = useAccountSubmit(labels.network);
  const [done, setDone] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = confirmedPassword(form, labels.mismatch);
    if (password === null) return;
    await submit(async () => {
      await apiFetch(locale, '/v1/account/password-reset', {
        body: { json: { token, password, password_confirmation: password } },
        networkError: labels.network,
      });
      setDone(true);
    });
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
      <FormError message={error} />
      {code === 'invalid_reset_token' ? (
        <QueuedLink href="/recover-password" className="text-sm font-semibold text-sea underline underline-offset-4">
          {labels.requestNew}
        </QueuedLink>
      ) : null}
      <NewPasswordFields idPrefix="reset" labels={newPasswordLabels(labels)} errors={fields} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
