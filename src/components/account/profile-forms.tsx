'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { LOCALES } from '@/i18n/routing';
import type { CountryOption } from '@/lib/countries';
import { localeFromParam } from '@/lib/locale-path';
import type { StoredProfile } from './after-login';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { browserStorage, STORAGE_KEYS, writeJson } from '@/components/ui/browser-storage';
import { Field, FormError, FormNotice, SubmitButton, selectClass, NewPasswordFields } from '@/components/ui/form-parts';

type Outcome = { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string> } | null;

function failure(err: unknown, network: string): Outcome {
  const e = toApiError(err, network);
  return { ok: false, message: e.message, fields: e.fields };
}

export interface ProfileFormLabels {
  name: string;
  phone: string;
  phoneHint: string;
  country: string;
  countryPlaceholder: string;
  language: string;
  languages: Record<string, string>;
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
  labels,
}: {
  profile: StoredProfile;
  /** Every country, named and sorted in the page's language (decision 029). */
  countries: CountryOption[];
  labels: ProfileFormLabels;
}) {
  const pageLocale = localeFromParam(useParams().locale);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const locale = String(form.get('locale') ?? pageLocale);
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await apiFetch<{ data: StoredProfile; message: string }>(pageLocale, '/v1/account/profile', {
        body: {
          form: {
            _method: 'put',
            name: String(form.get('name') ?? ''),
            phone: String(form.get('phone') ?? ''),
            country_code: String(form.get('country_code') ?? ''),
            locale,
          },
        },
        networkError: labels.network,
      });
      writeJson(browserStorage(), STORAGE_KEYS.profile, answer.data);
      // A language chosen here becomes the site's too (through /{locale}/…, which the proxy remembers).
      if (locale !== profile.locale && locale !== pageLocale) {
        window.location.assign(`/${locale}/user/profile`);
        return;
      }
      setOutcome({ ok: true, message: answer.message });
    } catch (err) {
      setOutcome(failure(err, labels.network));
    }
    setBusy(false);
  }

  const fields = outcome && !outcome.ok ? outcome.fields : {};
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="profile-form">
      {outcome?.ok ? <FormNotice message={outcome.message} /> : <FormError message={outcome?.message ?? null} />}
      <Field
        id="profile-name"
        name="name"
        autoComplete="name"
        maxLength={120}
        defaultValue={profile.name}
        label={labels.name}
        error={fields.name}
      />
      <Field
        id="profile-phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        defaultValue={profile.phone}
        label={labels.phone}
        hint={labels.phoneHint}
        error={fields.phone}
      />
      <Field id="profile-country" label={labels.country} error={fields.country_code}>
        <select
          id="profile-country"
          name="country_code"
          autoComplete="country"
          defaultValue={profile.country_code ?? ''}
          aria-invalid={fields.country_code ? true : undefined}
          aria-describedby={fields.country_code ? 'profile-country-error' : undefined}
          className={selectClass}
        >
          <option value="">{labels.countryPlaceholder}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="profile-locale" label={labels.language} error={fields.locale}>
        <select id="profile-locale" name="locale" defaultValue={profile.locale} className={selectClass}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {labels.languages[l]}
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
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const form = new FormData(el);
    const body = {
      current_password: String(form.get('current_password') ?? ''),
      password: String(form.get('password') ?? ''),
      password_confirmation: String(form.get('password_confirmation') ?? ''),
    };
    if (body.password !== body.password_confirmation) {
      setOutcome({ ok: false, message: labels.mismatch, fields: { password_confirmation: labels.mismatch } });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await apiFetch<{ message: string }>(locale, '/v1/account/password', {
        body: { json: body },
        networkError: labels.network,
      });
      el.reset();
      setOutcome({ ok: true, message: answer.message });
    } catch (err) {
      setOutcome(failure(err, labels.network));
    }
    setBusy(false);
  }

  const fields = outcome && !outcome.ok ? outcome.fields : {};
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="password-form">
      {outcome?.ok ? <FormNotice message={outcome.message} /> : <FormError message={outcome?.message ?? null} />}
      <Field
        id="password-current"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        label={labels.currentPassword}
        error={fields.current_password}
      />
      <NewPasswordFields
        idPrefix="new"
        labels={{ password: labels.newPassword, hint: labels.passwordHint, confirmation: labels.confirmation }}
        errors={fields}
      />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
    </form>
  );
}
