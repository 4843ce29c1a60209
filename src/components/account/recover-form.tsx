'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { localeFromParam } from '@/lib/locale-path';
import { apiFetch } from '@/components/ui/api-client';
import { useAccountSubmit } from './use-account-submit';
import { Field, FormError, FormNotice, SubmitButton } from '@/components/ui/form-parts';

export interface RecoverFormLabels {
  email: string;
  submit: string;
  submitting: string;
  /** "If an account exists for {email}, …" with {email} left in for the browser to fill. */
  sent: string;
  network: string;
}

/** POST /v1/account/password-recovery: the same confirmation whatever the email (no account probing). */
export function RecoverForm({ labels }: { labels: RecoverFormLabels }) {
  const locale = localeFromParam(useParams().locale);
  const { busy, error, fields, submit } = useAccountSubmit(labels.network);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    await submit(async () => {
      await apiFetch(locale, '/v1/account/password-recovery', { body: { json: { email } }, networkError: labels.network });
      setSentTo(email);
    });
  }

  if (sentTo) return <FormNotice message={labels.sent.replace('{email}', sentTo)} />;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="recover-form">
      <FormError message={error} />
      <Field id="recover-email" name="email" type="email" autoComplete="email" required label={labels.email} error={fields.email} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
