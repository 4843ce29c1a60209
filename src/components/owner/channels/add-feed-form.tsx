'use client';

import { type FormEvent, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldStyles, Select } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import type { ChannelsLabels } from './channels-ui';
import { type SyncAnswer, syncSentence } from './feeds-table';

/** Import a calendar: channel, link and label; added, then synced at once so the owner sees the outcome. */
export function AddFeedForm(props: {
  locale: Locale;
  propertyId: number;
  channels: { value: string; label: string }[];
  failures: Record<string, string>;
  labels: ChannelsLabels;
  onAdded: (feedId: number, note: { text: string; error: boolean }) => void;
}) {
  const { labels } = props;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const add = useApiAction({ locale: props.locale, network: labels.network, refresh: true });
  const { fields } = add;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const label = String(data.get('label') ?? '').trim();
    const added = await add.run<{ id: number }>(`/v1/owner/properties/${props.propertyId}/ical-feeds`, {
      json: { channel: String(data.get('channel') ?? 'other'), url: String(data.get('url') ?? ''), ...(label ? { label } : {}) },
      refresh: false,
    });
    if (!added.ok) return;
    form.current?.reset();
    const synced = await add.run<SyncAnswer>(`/v1/owner/properties/${props.propertyId}/ical-feeds/${added.data.id}/sync`);
    props.onAdded(
      added.data.id,
      synced.ok
        ? { text: syncSentence(synced.data, labels, props.failures), error: !synced.data.ok }
        : { text: labels.added, error: false },
    );
  }

  // The form-wide sentence only when no field carries the error.
  const error = add.error && Object.keys(fields).length === 0 ? add.error : null;
  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-2xl border border-line bg-white p-4"
      aria-labelledby={`${id}-title`}
      data-testid="ical-add-feed"
    >
      <h3 id={`${id}-title`} className="font-serif text-lg">
        {labels.addTitle}
      </h3>
      <div className="grid gap-3 lg:grid-cols-[10rem_minmax(0,1fr)_12rem]">
        <Select label={labels.addChannel} name="channel" defaultValue="airbnb" error={fields.channel} options={props.channels} />
        <Field id="ical-add-url" label={labels.addUrl} description={labels.addUrlHint} error={fields.url}>
          {(control) => (
            <input
              {...control}
              name="url"
              type="url"
              inputMode="url"
              required
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              className={fieldStyles.control.md}
              data-testid="ical-add-url"
            />
          )}
        </Field>
        <TextField label={labels.addLabel} name="label" maxLength={80} error={fields.label} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="ical-add-error">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={add.busy} busyLabel={labels.adding} data-testid="ical-add-submit">
          {labels.addSubmit}
        </Button>
      </div>
    </form>
  );
}
