'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { GuestInfo } from '@/server/owners/listings/listing.types';
import { type EditorMessages, EditorSave, LangField, Section, useEditorT } from './listing-kit';
import { TextField } from '@/components/ui/text-field';
import { useApiAction } from '@/components/ui/use-api-action';
import { formatWhen, zoneLabel } from '@/lib/time-format';

type Fields = Omit<GuestInfo, 'updated_at'>;
const PAIRS = [
  ['arrival', 'guestInfo.arrival', 4],
  ['house_manual', 'guestInfo.houseManual', 8],
  ['emergency_contacts', 'guestInfo.emergency', 3],
] as const;
const SINGLES = [
  ['wifi_name', 'guestInfo.wifiName'],
  ['wifi_password', 'guestInfo.wifiPassword'],
  ['door_code', 'guestInfo.doorCode'],
] as const;

/** The villa's private guest information: arrival, wifi, door code, house manual, emergency contacts (texts in both languages). */
export function GuestInfoForm({
  locale,
  propertyId,
  info,
  messages,
  timeZone,
}: {
  locale: Locale;
  propertyId: number;
  info: GuestInfo;
  messages: EditorMessages;
  /** The reader's zone (readerTimeZone): the last save's time is on their clock, named beside it. */
  timeZone: string;
}) {
  const t = useEditorT(locale, messages);
  const router = useRouter();
  const call = useApiAction({ locale, network: t('form.network') });
  const { updated_at, ...initial } = info;
  const [form, setForm] = useState<Fields>(initial);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if ((await call.run(`/v1/owner/properties/${propertyId}/guest-info`, { method: 'PUT', json: form })).ok) router.refresh();
  }

  return (
    <form className="grid min-w-0 gap-5" onSubmit={submit} data-testid="guest-info-form">
      <p className="rounded-xl bg-sand-deep/60 px-4 py-3 text-sm text-ink-soft">{t('guestInfo.lead')}</p>
      <Section title={t('guestInfo.access')}>
        <div className="grid gap-3 sm:grid-cols-3">
          {SINGLES.map(([name, label]) => (
            <TextField
              key={name}
              label={t(label)}
              name={name}
              value={form[name]}
              autoComplete="off"
              onChange={(v) => setForm((f) => ({ ...f, [name]: v }))}
              error={call.fields[name]}
              data-testid={`field-${name}`}
            />
          ))}
        </div>
      </Section>
      {PAIRS.map(([stem, label, rows]) => (
        <Section key={stem} title={t(label)}>
          <div className="grid gap-3 md:grid-cols-2">
            {(['en', 'es'] as const).map((lang) => {
              const name = `${stem}_${lang}` as keyof Fields;
              return (
                <LangField
                  key={lang}
                  label={`${t(label)} · ${t(lang === 'en' ? 'form.english' : 'form.spanish')}`}
                  lang={lang}
                  rows={rows}
                  value={form[name]}
                  onChange={(v) => setForm((f) => ({ ...f, [name]: v }))}
                  error={call.fields[name]}
                  testId={`field-${name}`}
                />
              );
            })}
          </div>
        </Section>
      ))}
      <div className="grid gap-2">
        <EditorSave
          call={call}
          saved={t('guestInfo.saved')}
          label={t('guestInfo.save')}
          busyLabel={t('form.saving')}
          testId="guest-info-save"
        >
          {updated_at ? (
            <p className="text-xs text-ink-soft">
              {t('guestInfo.updated', {
                date: `${formatWhen(locale, updated_at, timeZone)} (${zoneLabel(locale, timeZone)})`,
              })}
            </p>
          ) : null}
        </EditorSave>
      </div>
    </form>
  );
}
