'use client';

import { useParams } from 'next/navigation';
import type { FormEvent } from 'react';
import { localeFromParam } from '@/lib/locale-path';
import type { Role } from '@/lib/roles';
import { apiFetch } from '@/components/ui/api-client';
import { useWelcome } from './welcome';
import { Field, FormError, SubmitButton } from '@/components/ui/form-parts';
import { INPUTS } from './account-inputs';
import { useAccountSubmit } from './use-account-submit';

export interface LoginFormLabels {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  network: string;
  welcome: Record<Role | 'next', string>;
}

/** POST /api/login, then the SPEC §4 steps (profile, favourites) and the role redirect after 1 s. */
export function LoginForm({ labels, next }: { labels: LoginFormLabels; next: string | null }) {
  const locale = localeFromParam(useParams().locale);
  const { busy, error, fields, submit } = useAccountSubmit(labels.network, { transient: true });
  const { welcome, notice } = useWelcome(locale, next, labels);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    await submit(async () => {
      await apiFetch(locale, '/api/login', {
        body: { json: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') } },
        networkError: labels.network,
      });
      return welcome();
    });
  }

  if (notice) return notice;

  return (
    <form onSubmit={onSubmit} noValidate={false} className="flex flex-col gap-5" data-testid="login-form">
      <FormError message={error} />
      <Field id="login-email" name="email" type="email" autoComplete="email" required label={labels.email} error={fields.email} />
      <Field id="login-password" name="password" {...INPUTS.currentPassword} label={labels.password} error={fields.password} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
