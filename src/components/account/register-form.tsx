'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import type { CountryOption } from '@/lib/countries';
import { localeFromParam } from '@/lib/locale-path';
import type { Role } from '@/lib/roles';
import { apiFetch } from '@/components/ui/api-client';
import { useWelcome } from './welcome';
import { Field, FormError, FormNotice, SubmitButton, NewPasswordFields } from '@/components/ui/form-parts';
import { CountrySelect } from './country-select';
import { INPUTS, newPasswordLabels } from './account-inputs';
import { useAccountSubmit } from './use-account-submit';

export interface RegisterFormLabels {
  accountStep: string;
  profileStep: string;
  email: string;
  password: string;
  passwordHint: string;
  confirmation: string;
  name: string;
  country: string;
  countryPlaceholder: string;
  phone: string;
  phoneHint: string;
  submit: string;
  submitting: string;
  retryProfile: string;
  accountCreated: string;
  mismatch: string;
  network: string;
  welcome: Record<Role | 'next', string>;
}

const str = (form: FormData, key: string) => String(form.get(key) ?? '');

/**
 * SPEC §4 signup: POST /api/signup (email, password, confirmation), then the profile update
 * (name, country_id as SPEC names it, here an ISO code, phone, _method=put), then the profile and favourites, and the role redirect.
 * If the account was made but the details were refused, only the details are asked again.
 */
export function RegisterForm({
  labels,
  countries,
  next,
}: {
  labels: RegisterFormLabels;
  /** Every country, named and sorted in the page's language (decision 029). */
  countries: CountryOption[];
  next: string | null;
}) {
  const locale = localeFromParam(useParams().locale);
  const { busy, error, fields, confirmedPassword, submit } = useAccountSubmit(labels.network, { transient: true });
  const [created, setCreated] = useState(false);
  const { welcome, notice } = useWelcome(locale, next, labels);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (!created && confirmedPassword(form, labels.mismatch) === null) return;
    await submit(async () => {
      if (!created) {
        await apiFetch(locale, '/api/signup', {
          body: {
            json: { email: str(form, 'email'), password: str(form, 'password'), password_confirmation: str(form, 'password_confirmation') },
          },
          networkError: labels.network,
        });
        setCreated(true);
      }
      await apiFetch(locale, '/v1/account/profile', {
        body: { form: { _method: 'put', name: str(form, 'name'), country_id: str(form, 'country_id'), phone: str(form, 'phone'), locale } },
        networkError: labels.network,
      });
      return welcome();
    });
  }

  if (notice) return notice;

  const legend = 'mb-4 font-serif text-xl text-ink';
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" data-testid="register-form">
      <FormError message={error} />
      {created ? <FormNotice message={labels.accountCreated} /> : null}
      <fieldset disabled={created} className="flex flex-col gap-5" hidden={created}>
        <legend className={legend}>{labels.accountStep}</legend>
        <Field id="register-email" name="email" type="email" autoComplete="email" required label={labels.email} error={fields.email} />
        <NewPasswordFields idPrefix="register" labels={newPasswordLabels(labels)} errors={fields} />
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className={legend}>{labels.profileStep}</legend>
        <Field id="register-name" {...INPUTS.name} required label={labels.name} error={fields.name} />
        <CountrySelect
          id="register-country"
          name="country_id"
          required
          defaultValue=""
          label={labels.country}
          placeholder={labels.countryPlaceholder}
          countries={countries}
          error={fields.country_id}
        />
        <Field id="register-phone" {...INPUTS.phone} label={labels.phone} hint={labels.phoneHint} error={fields.phone} />
      </fieldset>
      <SubmitButton busy={busy} label={created ? labels.retryProfile : labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
