'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { GuestInfo } from '@/server/owners/listings/listing.types';
import {
  buttonClass,
  type EditorMessages,
  ErrorBox,
  FieldError,
  inputClass,
  labelClass,
  SavedNotice,
  Section,
  textareaClass,
  useEditorT,
} from './listing-kit';
import { useApiAction } from '@/components/ui/use-api-action';

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
}: {
  locale: Locale;
  propertyId: number;
  info: GuestInfo;
  messages: EditorMessages;
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
            <label key={name} className={labelClass}>
              {t(label)}
              <input
                className={inputClass}
                value={form[name]}
                autoComplete="off"
                onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
                data-testid={`field-${name}`}
              />
              <FieldError message={call.fields[name]} />
            </label>
          ))}
        </div>
      </Section>
      {PAIRS.map(([stem, label, rows]) => (
        <Section key={stem} title={t(label)}>
          <div className="grid gap-3 md:grid-cols-2">
            {(['en', 'es'] as const).map((lang) => {
              const name = `${stem}_${lang}` as keyof Fields;
              return (
                <label key={lang} className={`${labelClass} min-w-0`}>
                  {t(label)} · {t(lang === 'en' ? 'form.english' : 'form.spanish')}
                  <textarea
                    lang={lang}
                    rows={rows}
                    className={textareaClass}
                    value={form[name]}
                    onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
                    data-testid={`field-${name}`}
                  />
                  <FieldError message={call.fields[name]} />
                </label>
              );
            })}
          </div>
        </Section>
      ))}
      <div className="grid gap-2">
        <ErrorBox message={call.error} />
        <SavedNotice show={call.done} text={t('guestInfo.saved')} />
        {updated_at ? (
          <p className="text-xs text-ink-soft">
            {t('guestInfo.updated', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(updated_at)),
            })}
          </p>
        ) : null}
        <button type="submit" className={`${buttonClass} justify-self-start`} disabled={call.busy} data-testid="guest-info-save">
          {call.busy ? t('form.saving') : t('guestInfo.save')}
        </button>
      </div>
    </form>
  );
}
