'use client';

import { useParams } from 'next/navigation';
import type { FormEvent } from 'react';
import { LOCALES } from '@/i18n/routing';
import type { CountryOption } from '@/lib/countries';
import { localeFromParam } from '@/lib/locale-path';
import type { StoredProfile } from './after-login';
import { apiFetch } from '@/components/ui/api-client';
import { browserStorage, STORAGE_KEYS, writeJson } from '@/components/ui/browser-storage';
import { Field, FormError, FormNotice, SubmitButton, selectClass, NewPasswordFields } from '@/components/ui/form-parts';
import { CountrySelect } from './country-select';
import { INPUTS, newPasswordLabels } from './account-inputs';
import { useAccountSubmit } from './use-account-submit';

export interface ProfileFormLabels {
  name: string;
  phone: string;
  phoneHint: string;
  country: string;
  countryPlaceholder: string;
  language: string;
  languages: Record<string, string>;
  timeZone: string;
  timeZoneAuto: string;
  timeZoneHint: string;
  save: string;
  saving: string;
  network: string;
}

/**
 * POST /v1/account/profile (`_method=put`): name, phone, country (ISO code) and language. A new language
 * also switches the site to it (through /{locale}/…, which the proxy remembers in its cookie).
 */
export function ProfileForm({
  profile,
  countries,
  timeZones,
  labels,
}: {
  profile: StoredProfile;
  /** Every IANA zone, named in the page's language (src/lib/time-format.ts). */
  timeZones: { value: string; label: string }[];
  /** Every country, named and sorted in the page's language (decision 029). */
  countries: CountryOption[];
  labels: ProfileFormLabels;
}) {
  const pageLocale = localeFromParam(useParams().locale);
  const { busy, error, fields, notice, submit } = useAccountSubmit(labels.network);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const locale = String(form.get('locale') ?? pageLocale);
    await submit(async () => {
      const answer = await apiFetch<{ data: StoredProfile; message: string }>(pageLocale, '/v1/account/profile', {
        body: {
          form: {
            _method: 'put',
            name: String(form.get('name') ?? ''),
            phone: String(form.get('phone') ?? ''),
            country_code: String(form.get('country_code') ?? ''),
            locale,
            time_zone: String(form.get('time_zone') ?? ''),
          },
        },
        networkError: labels.network,
      });
      writeJson(browserStorage(), STORAGE_KEYS.profile, answer.data);
      // A language chosen here becomes the site's too (through /{locale}/…, which the proxy remembers).
      if (locale !== profile.locale && locale !== pageLocale) {
        window.location.assign(`/${locale}/user/profile`);
        return 'leaving';
      }
      return answer.message;
    });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="profile-form">
      {notice ? <FormNotice message={notice} /> : <FormError message={error} />}
      <Field id="profile-name" {...INPUTS.name} defaultValue={profile.name} label={labels.name} error={fields.name} />
      <Field
        id="profile-phone"
        {...INPUTS.phone}
        defaultValue={profile.phone}
        label={labels.phone}
        hint={labels.phoneHint}
        error={fields.phone}
      />
      <CountrySelect
        id="profile-country"
        name="country_code"
        defaultValue={profile.country_code ?? ''}
        label={labels.country}
        placeholder={labels.countryPlaceholder}
        countries={countries}
        error={fields.country_code}
      />
      <Field id="profile-locale" label={labels.language} error={fields.locale}>
        <select id="profile-locale" name="locale" defaultValue={profile.locale} className={selectClass}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {labels.languages[l]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="profile-time-zone" label={labels.timeZone} hint={labels.timeZoneHint} error={fields.time_zone}>
        <select id="profile-time-zone" name="time_zone" defaultValue={profile.time_zone ?? ''} className={selectClass}>
          <option value="">{labels.timeZoneAuto}</option>
          {timeZones.map((z) => (
            <option key={z.value} value={z.value}>
              {z.label}
            </option>
          ))}
        </select>
      </Field>
      <SubmitButton busy={busy} label={labels.save} busyLabel={labels.saving} />
    </form>
  );
}

export interface PasswordFormLabels {
  currentPassword: string;
  newPassword: string;
  passwordHint: string;
  confirmation: string;
  submit: string;
  submitting: string;
  mismatch: string;
  network: string;
}

/** POST /v1/account/password: the server revokes the account's other sessions. */
export function PasswordForm({ labels }: { labels: PasswordFormLabels }) {
  const locale = localeFromParam(useParams().locale);
  const { busy, error, fields, notice, confirmedPassword, submit } = useAccountSubmit(labels.network);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const form = new FormData(el);
    const password = confirmedPassword(form, labels.mismatch, { sentence: true });
    if (password === null) return;
    const body = { current_password: String(form.get('current_password') ?? ''), password, password_confirmation: password };
    await submit(async () => {
      const answer = await apiFetch<{ message: string }>(locale, '/v1/account/password', {
        body: { json: body },
        networkError: labels.network,
      });
      el.reset();
      return answer.message;
    });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="password-form">
      {notice ? <FormNotice message={notice} /> : <FormError message={error} />}
      <Field
        id="password-current"
        name="current_password"
        {...INPUTS.currentPassword}
        label={labels.currentPassword}
        error={fields.current_password}
      />
      <NewPasswordFields idPrefix="new" labels={newPasswordLabels({ ...labels, password: labels.newPassword })} errors={fields} />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
