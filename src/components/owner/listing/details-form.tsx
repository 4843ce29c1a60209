'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ListingDetails } from '@/server/owners/listings/listing.types';
import { BedEditor } from './bed-editor';
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
import { LocationPicker } from './location-picker';

type Editable = Omit<
  ListingDetails,
  'id' | 'updated_at' | 'missing_translations' | 'publish_missing' | 'status' | 'submitted_at' | 'review_note'
>;
type ListKey = 'our_be_like_en' | 'our_be_like_es' | 'house_rules_en' | 'house_rules_es';
const LISTS: ListKey[] = ['our_be_like_en', 'our_be_like_es', 'house_rules_en', 'house_rules_es'];
const POLICIES = ['flexible', 'moderate', 'strict', 'non_refundable'] as const;

const toLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The Details tab's form: the texts side by side in English and Spanish (stacked on a phone) with
 * the missing translations flagged, amenities, rooms and beds, the stay's rules, the location on a
 * map and the publication status. Saving sends the whole form (PATCH); the public page shows it at once.
 */
export function DetailsForm({
  locale,
  listing,
  amenityCodes,
  messages,
  map,
}: {
  locale: Locale;
  listing: ListingDetails;
  amenityCodes: readonly string[];
  messages: EditorMessages;
  map: { tileUrl: string; attribution: string };
}) {
  const t = useEditorT(locale, messages);
  const router = useRouter();
  const call = useApiAction({ locale, network: t('form.network') });
  const {
    id,
    updated_at: _savedAt,
    missing_translations,
    publish_missing,
    status,
    submitted_at: _submittedAt,
    review_note,
    ...initial
  } = listing;
  const review = useApiAction({ locale, network: t('form.network') });
  const [form, setForm] = useState<Editable>(initial);
  const [lists, setLists] = useState<Record<ListKey, string>>(
    () => Object.fromEntries(LISTS.map((k) => [k, initial[k].join('\n')])) as Record<ListKey, string>,
  );
  const uid = useId();
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = call.fields;
  const missing = new Set(missing_translations);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...form, ...Object.fromEntries(LISTS.map((k) => [k, toLines(lists[k])])) };
    if ((await call.run(`/v1/owner/properties/${id}`, { method: 'PATCH', json: body })).ok) router.refresh();
  }

  const flag = (field: string) =>
    missing.has(field) ? (
      <span className="ml-2 rounded-full bg-danger-soft px-2 py-0.5 text-[11px] font-semibold text-danger" data-testid={`missing-${field}`}>
        {t('details.missingTranslation')}
      </span>
    ) : null;
  const fieldId = (name: string) => `${uid}-${name}`;
  const a11y = (name: string) => (err[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {});

  /** One bilingual field: English and Spanish side by side on a desktop, stacked on a phone. */
  const pair = (stem: string, label: string, kind: 'input' | 'textarea' | 'list', rows = 3) => (
    <div className="grid gap-3 md:grid-cols-2">
      {(['en', 'es'] as const).map((lang) => {
        const name = `${stem}_${lang}`;
        const value = kind === 'list' ? lists[name as ListKey] : ((form[name as keyof Editable] as string | null | undefined) ?? '');
        const onChange = (v: string) =>
          kind === 'list' ? setLists((l) => ({ ...l, [name]: v })) : set(name as keyof Editable, v as never);
        return (
          <div key={lang} className="min-w-0">
            <label htmlFor={fieldId(name)} className={labelClass}>
              {label} · {t(lang === 'en' ? 'form.english' : 'form.spanish')}
              {flag(name)}
            </label>
            {kind === 'input' ? (
              <input
                id={fieldId(name)}
                lang={lang}
                className={inputClass}
                value={value}
                maxLength={60}
                onChange={(e) => onChange(e.target.value)}
                data-testid={`field-${name}`}
                {...a11y(name)}
              />
            ) : (
              <textarea
                id={fieldId(name)}
                lang={lang}
                rows={rows}
                className={textareaClass}
                value={value}
                onChange={(e) => onChange(e.target.value)}
                data-testid={`field-${name}`}
                {...a11y(name)}
              />
            )}
            <FieldError id={`${fieldId(name)}-error`} message={err[name]} />
          </div>
        );
      })}
    </div>
  );

  const numberField = (name: 'bedrooms' | 'bathrooms' | 'maximum_capacity', label: string, step = 1) => (
    <label className={labelClass}>
      {label}
      <input
        type="number"
        min={name === 'maximum_capacity' ? 1 : 0}
        step={step}
        className={inputClass}
        value={Number.isFinite(form[name]) ? form[name] : ''}
        onChange={(e) => set(name, e.target.value === '' ? Number.NaN : Number(e.target.value))}
        data-testid={`field-${name}`}
        {...a11y(name)}
      />
      <FieldError id={`${fieldId(name)}-error`} message={err[name]} />
    </label>
  );

  return (
    <form className="grid min-w-0 gap-5" onSubmit={submit} noValidate data-testid="details-form">
      <Section title={t('details.texts')}>
        <label className={labelClass}>
          {t('details.name')}
          <input
            className={inputClass}
            value={form.name}
            maxLength={120}
            onChange={(e) => set('name', e.target.value)}
            data-testid="field-name"
            {...a11y('name')}
          />
          <FieldError id={`${fieldId('name')}-error`} message={err.name} />
        </label>
        {pair('short_description', t('details.shortDescription'), 'textarea', 3)}
        {pair('description', t('details.description'), 'textarea', 8)}
        {pair('our_be_like', t('details.highlights'), 'list', 4)}
        {pair('highlight', t('details.badge'), 'input')}
        {pair('house_rules', t('details.houseRules'), 'list', 4)}
      </Section>

      <Section title={t('details.amenities')}>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="amenities-editor">
          {amenityCodes.map((code) => (
            <label key={code} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-sea focus-visible:ring-2 focus-visible:ring-gold"
                checked={form.amenities.includes(code)}
                onChange={(e) => set('amenities', e.target.checked ? [...form.amenities, code] : form.amenities.filter((c) => c !== code))}
              />
              {t(`amenity.${code}`)}
            </label>
          ))}
        </div>
      </Section>

      <Section title={t('details.rooms')}>
        <div className="grid gap-3 sm:grid-cols-3">
          {numberField('bedrooms', t('details.bedrooms'))}
          {numberField('bathrooms', t('details.bathrooms'), 0.5)}
          {numberField('maximum_capacity', t('details.capacity'))}
        </div>
        <BedEditor value={form.bed_layout} onChange={(v) => set('bed_layout', v)} t={t} errors={err} />
      </Section>

      <Section title={t('details.stay')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className={labelClass}>
            {t('details.checkIn')}
            <input type="time" className={inputClass} value={form.check_in_time} onChange={(e) => set('check_in_time', e.target.value)} />
            <FieldError message={err.check_in_time} />
          </label>
          <label className={labelClass}>
            {t('details.checkOut')}
            <input type="time" className={inputClass} value={form.check_out_time} onChange={(e) => set('check_out_time', e.target.value)} />
            <FieldError message={err.check_out_time} />
          </label>
          <label className={labelClass}>
            {t('details.cancellation')}
            <select
              className={inputClass}
              value={form.cancellation_policy}
              onChange={(e) => set('cancellation_policy', e.target.value as Editable['cancellation_policy'])}
            >
              {POLICIES.map((p) => (
                <option key={p} value={p}>
                  {t(`details.policies.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </Section>

      <Section title={t('details.location')}>
        <label className={labelClass}>
          {t('details.address')}
          <input className={inputClass} value={form.address} maxLength={300} onChange={(e) => set('address', e.target.value)} />
          <FieldError message={err.address} />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['lat', 'lng'] as const).map((k) => (
            <label key={k} className={labelClass}>
              {t(`details.${k}`)}
              <input
                type="number"
                step="0.000001"
                className={inputClass}
                value={Number.isFinite(form[k]) ? form[k] : ''}
                onChange={(e) => set(k, e.target.value === '' ? Number.NaN : Number(e.target.value))}
                data-testid={`field-${k}`}
                {...a11y(k)}
              />
              <FieldError id={`${fieldId(k)}-error`} message={err[k]} />
            </label>
          ))}
        </div>
        <p className="text-xs text-ink-soft">{t('details.mapHelp')}</p>
        <LocationPicker
          lat={form.lat}
          lng={form.lng}
          tileUrl={map.tileUrl}
          attribution={map.attribution}
          label={t('details.mapLabel')}
          loading={t('form.loading')}
          unavailable={t('details.mapUnavailable')}
          onPick={(lat, lng) => setForm((f) => ({ ...f, lat, lng }))}
        />
      </Section>

      <Section title={t('details.publication')} testId="publication">
        {/* Listing approval (issue 17): the owner submits, an administrator publishes or returns it with a note. */}
        <p className="text-sm" data-testid="publication-state" data-status={status}>
          <span className="font-medium">{t('details.status')}:</span>{' '}
          {t(`details.review.${status === 'draft' && review_note ? 'returned' : status}`)}
        </p>
        {status === 'draft' ? (
          <div className="grid gap-2">
            <p className="text-sm text-ink-soft">{t('details.review.submitHint')}</p>
            <button
              type="button"
              className={`${buttonClass} justify-self-start`}
              disabled={review.busy || publish_missing.length > 0}
              aria-describedby={publish_missing.length > 0 ? `${uid}-publish-missing` : undefined}
              onClick={async () => {
                if ((await review.run(`/v1/owner/properties/${id}/submit`)).ok) router.refresh();
              }}
              data-testid="submit-review"
            >
              {review.busy ? t('form.saving') : t('details.review.submit')}
            </button>
            <ErrorBox message={review.error} />
            {Object.values(review.fields).map((m) => (
              <FieldError key={m} message={m} />
            ))}
          </div>
        ) : null}
        {publish_missing.length > 0 ? (
          <div className="text-sm" data-testid="publish-missing" id={`${uid}-publish-missing`}>
            <p>{t('details.publishNeeds')}</p>
            <ul className="mt-1 list-disc pl-5 text-ink-soft">
              {publish_missing.map((f) => (
                <li key={f}>{t(`errors.missing.${f}`)}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-ink-soft">{t('details.ready')}</p>
        )}
        {Object.keys(err)
          .filter((k) => k === 'photos' || k === 'nightly_rate')
          .map((k) => (
            <FieldError key={k} message={err[k]} />
          ))}
      </Section>

      <div className="sticky bottom-0 z-10 -mx-1 grid gap-2 border-t border-line bg-sand/95 px-1 py-3 backdrop-blur">
        <ErrorBox message={call.error} />
        <SavedNotice show={call.done} text={t('details.saved')} />
        <button type="submit" className={`${buttonClass} justify-self-start`} disabled={call.busy} data-testid="details-save">
          {call.busy ? t('form.saving') : t('details.save')}
        </button>
      </div>
    </form>
  );
}
