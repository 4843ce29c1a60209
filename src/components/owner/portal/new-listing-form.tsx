'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldStyles, Select } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';

/**
 * A new listing: a name and a destination (an administrator also names the owner). Posts to
 * POST /v1/owner/properties and opens the new draft's page; the server's sentences show per field.
 * Its words: ownerPortal.listings.create, from the page's client provider.
 */
export function NewListingForm({
  locale,
  destinations,
  owners,
}: {
  locale: Locale;
  destinations: { id: number; name: string; country: string }[];
  /** Only for administrators: the accounts a listing can be filed under. */
  owners: { id: number; name: string; email: string }[] | null;
}) {
  const t = useTranslations('ownerPortal.listings.create');
  const id = useId();
  const router = useRouter();
  const create = useApiAction({ locale, network: t('network') });
  const countries = [...new Set(destinations.map((d) => d.country))];

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (create.busy) return;
    const data = new FormData(e.currentTarget);
    const body: Record<string, unknown> = {
      name: String(data.get('name') ?? ''),
      state_id: Number(data.get('state_id')) || undefined,
    };
    if (owners) body.owner_id = Number(data.get('owner_id')) || undefined;
    void create.run<{ id: number }>('/v1/owner/properties', {
      json: body,
      onSuccess: (created) => router.push(localizeHref(locale, `/broker/${created.id}`)),
    });
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      data-testid="new-listing-form"
      className="grid gap-3 rounded-xl border border-line bg-white p-4"
      onSubmit={submit}
    >
      <div>
        <h2 id={`${id}-title`} className="font-serif text-xl">
          {t('title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('hint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1.5fr_auto] lg:items-start">
        <TextField
          label={t('name')}
          name="name"
          isRequired
          minLength={3}
          maxLength={120}
          autoComplete="off"
          error={create.fields.name}
          data-testid="new-listing-name"
        />
        <Field label={t('destination')} error={create.fields.state_id}>
          {(control) => (
            <select
              {...control}
              name="state_id"
              required
              defaultValue=""
              className={fieldStyles.control.md}
              data-testid="new-listing-destination"
            >
              <option value="" disabled>
                {t('chooseDestination')}
              </option>
              {countries.map((country) => (
                <optgroup key={country} label={country}>
                  {destinations
                    .filter((d) => d.country === country)
                    .map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {owners ? (
          <Select
            label={t('owner')}
            name="owner_id"
            required
            defaultValue=""
            error={create.fields.owner_id}
            data-testid="new-listing-owner"
            options={[
              { value: '', label: t('chooseOwner'), disabled: true },
              ...owners.map((o) => ({ value: o.id, label: `${o.name} · ${o.email}` })),
            ]}
          />
        ) : null}
        <div className="flex items-end lg:pt-5">
          <Button type="submit" busy={create.busy} busyLabel={t('working')} className="w-full sm:w-auto" data-testid="new-listing-submit">
            {t('submit')}
          </Button>
        </div>
      </div>
      {create.error ? (
        <p role="alert" className="text-sm text-danger" data-testid="new-listing-error">
          {create.error}
        </p>
      ) : null}
    </form>
  );
}
