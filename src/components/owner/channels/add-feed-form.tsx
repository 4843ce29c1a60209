'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { useApiAction } from '@/components/ui/use-api-action';
import { type ChannelsLabels, input, primaryButton } from './channels-ui';
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
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { busy, run } = useApiAction({ locale: props.locale, network: labels.network, refresh: true });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setError(null);
    setFields({});
    const label = String(data.get('label') ?? '').trim();
    const added = await run<{ id: number }>(`/v1/owner/properties/${props.propertyId}/ical-feeds`, {
      json: { channel: String(data.get('channel') ?? 'other'), url: String(data.get('url') ?? ''), ...(label ? { label } : {}) },
      refresh: false,
    });
    if (!added.ok) {
      setFields(added.fields);
      setError(Object.keys(added.fields).length ? null : added.message);
      return;
    }
    form.current?.reset();
    const synced = await run<SyncAnswer>(`/v1/owner/properties/${props.propertyId}/ical-feeds/${added.data.id}/sync`);
    props.onAdded(
      added.data.id,
      synced.ok
        ? { text: syncSentence(synced.data, labels, props.failures), error: !synced.data.ok }
        : { text: labels.added, error: false },
    );
  }

  const described = (name: string, hint?: string) =>
    [hint, fields[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;
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
        <div>
          <label htmlFor={`${id}-channel`} className="text-sm font-medium">
            {labels.addChannel}
          </label>
          <select id={`${id}-channel`} name="channel" className={input} defaultValue="airbnb" aria-describedby={described('channel')}>
            {props.channels.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          {fields.channel ? (
            <p id={`${id}-channel-error`} className="mt-1 text-sm text-danger">
              {fields.channel}
            </p>
          ) : null}
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-url`} className="text-sm font-medium">
            {labels.addUrl}
          </label>
          <input
            id={`${id}-url`}
            name="url"
            type="url"
            inputMode="url"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            className={input}
            aria-invalid={fields.url ? true : undefined}
            aria-describedby={described('url', `${id}-url-hint`)}
            data-testid="ical-add-url"
          />
          <p id={`${id}-url-hint`} className="mt-1 text-xs text-ink-soft">
            {labels.addUrlHint}
          </p>
          {fields.url ? (
            <p id={`${id}-url-error`} className="mt-1 text-sm text-danger" data-testid="ical-add-url-error">
              {fields.url}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-label`} className="text-sm font-medium">
            {labels.addLabel}
          </label>
          <input id={`${id}-label`} name="label" maxLength={80} className={input} aria-describedby={described('label')} />
          {fields.label ? (
            <p id={`${id}-label-error`} className="mt-1 text-sm text-danger">
              {fields.label}
            </p>
          ) : null}
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="ical-add-error">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" disabled={busy} className={primaryButton} data-testid="ical-add-submit">
          {busy ? labels.adding : labels.addSubmit}
        </button>
      </div>
    </form>
  );
}
