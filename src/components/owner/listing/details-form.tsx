'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ListingDetails } from '@/server/owners/listings/listing.types';
import { BedEditor } from './bed-editor';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldStyles, Select } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { type EditorMessages, EditorSave, ErrorBox, FieldError, LangField, Section, useEditorT } from './listing-kit';
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
 * map and the publication status. Saving sends the whole form (PATCH); a draft keeps whatever is
 * valid. A failed save or review request marks each field beside it and focuses the first (the kit).
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
  // The messages beside the fields: the save's, else the review request's (what publishing still needs).
  const err = { ...review.fields, ...call.fields };
  const missing = new Set(missing_translations);

  /**
   * Saves the whole form. A draft keeps whatever is valid (422 `draft_saved_in_part` names the rest):
   * the page reads the saved listing again, and the form keeps everything typed.
   */
  async function save(): Promise<boolean> {
    const body = { ...form, ...Object.fromEntries(LISTS.map((k) => [k, toLines(lists[k])])) };
    const result = await call.run(`/v1/owner/properties/${id}`, { method: 'PATCH', json: body });
    if (result.ok || result.code === 'draft_saved_in_part') router.refresh();
    return result.ok;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    await save();
  }

  /** Submitting for review saves what is typed first, then asks; what is missing is marked beside its field. */
  async function submitForReview() {
    review.reset();
    if (!(await save())) return;
    if ((await review.run(`/v1/owner/properties/${id}/submit`)).ok) router.refresh();
  }

  const flag = (field: string) =>
    missing.has(field) ? (
      <span className="ml-2 rounded-full bg-danger-soft px-2 py-0.5 text-[11px] font-semibold text-danger" data-testid={`missing-${field}`}>
        {t('details.missingTranslation')}
      </span>
    ) : null;

  /** One bilingual field: English and Spanish side by side on a desktop, stacked on a phone. */
  const pair = (stem: string, label: string, kind: 'input' | 'textarea' | 'list', rows = 3) => (
    <div className="grid gap-3 md:grid-cols-2">
      {(['en', 'es'] as const).map((lang) => {
        const name = `${stem}_${lang}`;
        const value = kind === 'list' ? lists[name as ListKey] : ((form[name as keyof Editable] as string | null | undefined) ?? '');
        const onChange = (v: string) =>
          kind === 'list' ? setLists((l) => ({ ...l, [name]: v })) : set(name as keyof Editable, v as never);
        return (
          <LangField
            key={lang}
            label={
              <>
                {label} · {t(lang === 'en' ? 'form.english' : 'form.spanish')}
                {flag(name)}
              </>
            }
            lang={lang}
            rows={kind === 'input' ? undefined : rows}
            maxLength={kind === 'input' ? 60 : undefined}
            value={value}
            onChange={onChange}
            error={err[name]}
            testId={`field-${name}`}
          />
        );
      })}
    </div>
  );

  const numberField = (name: 'bedrooms' | 'bathrooms' | 'maximum_capacity' | 'lat' | 'lng', label: string, step: number | string = 1) => {
    const value = form[name];
    // Maximum guests starts empty (null) on a new listing: nothing is assumed; publishing asks for it.
    const capacity = name === 'maximum_capacity';
    return (
      <TextField
        key={name}
        label={label}
        name={name}
        type="number"
        inputMode={name === 'lat' || name === 'lng' ? 'decimal' : 'numeric'}
        min={name === 'lat' || name === 'lng' ? undefined : capacity ? 1 : 0}
        step={step}
        isRequired={capacity}
        value={value !== null && Number.isFinite(value) ? String(value) : ''}
        onChange={(v) => set(name, v === '' ? (capacity ? null : Number.NaN) : Number(v))}
        error={err[name]}
        data-testid={`field-${name}`}
      />
    );
  };
  const timeField = (name: 'check_in_time' | 'check_out_time', label: string) => (
    <Field label={label} error={err[name]}>
      {(control) => (
        <input {...control} type="time" className={fieldStyles.control.md} value={form[name]} onChange={(e) => set(name, e.target.value)} />
      )}
    </Field>
  );

  return (
    <form className="grid min-w-0 gap-5" onSubmit={submit} noValidate data-testid="details-form">
      <Section title={t('details.texts')}>
        <TextField
          label={t('details.name')}
          name="name"
          value={form.name}
          maxLength={120}
          onChange={(v) => set('name', v)}
          error={err.name}
          data-testid="field-name"
        />
        {pair('short_description', t('details.shortDescription'), 'textarea', 3)}
        {pair('description', t('details.description'), 'textarea', 8)}
        {pair('our_be_like', t('details.highlights'), 'list', 4)}
        {pair('highlight', t('details.badge'), 'input')}
        {pair('house_rules', t('details.houseRules'), 'list', 4)}
      </Section>

      <Section title={t('details.amenities')}>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="amenities-editor">
          {amenityCodes.map((code) => (
            <Checkbox
              key={code}
              className="min-h-9"
              checked={form.amenities.includes(code)}
              onChange={(e) => set('amenities', e.target.checked ? [...form.amenities, code] : form.amenities.filter((c) => c !== code))}
            >
              {t(`amenity.${code}`)}
            </Checkbox>
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
          {timeField('check_in_time', t('details.checkIn'))}
          {timeField('check_out_time', t('details.checkOut'))}
          <Select
            label={t('details.cancellation')}
            value={form.cancellation_policy}
            onChange={(e) => set('cancellation_policy', e.target.value as Editable['cancellation_policy'])}
            options={POLICIES.map((p) => ({ value: p, label: t(`details.policies.${p}`) }))}
          />
        </div>
      </Section>

      <Section title={t('details.location')}>
        <TextField
          label={t('details.address')}
          name="address"
          value={form.address}
          maxLength={300}
          onChange={(v) => set('address', v)}
          error={err.address}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {(['lat', 'lng'] as const).map((k) => numberField(k, t(`details.${k}`), '0.000001'))}
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
            <Button
              className="justify-self-start"
              busy={review.busy || call.busy}
              busyLabel={t('form.saving')}
              aria-describedby={publish_missing.length > 0 ? `${uid}-publish-missing` : undefined}
              onPress={submitForReview}
              data-testid="submit-review"
            >
              {t('details.review.submit')}
            </Button>
            <ErrorBox message={review.error} />
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
        <EditorSave
          call={call}
          saved={t(status === 'published' ? 'details.saved' : 'details.savedDraft')}
          label={t('details.save')}
          busyLabel={t('form.saving')}
          testId="details-save"
        />
      </div>
    </form>
  );
}
