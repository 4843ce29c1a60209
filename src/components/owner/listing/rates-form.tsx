'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { ListingRates } from '@/server/owners/listings/listing.types';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { centsFromInput, type EditorMessages, EditorSave, inputFromCents, Section, type Translate, useEditorT } from './listing-kit';
import { useApiAction } from '@/components/ui/use-api-action';
import { QuotePreview } from './quote-preview';

interface SeasonRow {
  key: number;
  name_en: string;
  name_es: string;
  start_date: string;
  end_date: string;
  nightly: string;
  min_nights: string;
}

const MONEY = ['base_price_cents', 'cleaning_fee_cents', 'security_deposit_cents'] as const;
const WHOLE = ['min_nights', 'deposit_percent', 'balance_due_days'] as const;
let rowKeys = 0;

/** An amount field's value as cents; -1 (refused by the server with its own sentence) when it is not an amount. */
const cents = (raw: string) => centsFromInput(raw) ?? -1;
const whole = (raw: string) => (/^\d+$/.test(raw.trim()) ? Number(raw) : -1);

/**
 * The Prices tab's form: the nightly rate, fees, minimum stay, instant booking, payment schedule,
 * and the seasonal rates (rows added and removed here, saved together: PUT replaces the set), with
 * the server's 409 / 422 shown inline; then a quote preview for sample dates.
 */
export function RatesForm({
  locale,
  propertyId,
  rates,
  today,
  messages,
}: {
  locale: Locale;
  propertyId: number;
  rates: ListingRates;
  today: string;
  messages: EditorMessages;
}) {
  const t = useEditorT(locale, messages);
  const router = useRouter();
  const call = useApiAction({ locale, network: t('form.network') });
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(MONEY.map((k) => [k, inputFromCents(rates[k])])),
    ...Object.fromEntries(WHOLE.map((k) => [k, String(rates[k])])),
  }));
  const [instant, setInstant] = useState(rates.instant_book);
  const [seasons, setSeasons] = useState<SeasonRow[]>(() =>
    rates.seasonal_rates.map((s) => ({
      key: ++rowKeys,
      name_en: s.name_en,
      name_es: s.name_es,
      start_date: s.start_date,
      end_date: s.end_date,
      nightly: inputFromCents(s.nightly_cents),
      min_nights: s.min_nights === null ? '' : String(s.min_nights),
    })),
  );
  const err = call.fields;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      ...Object.fromEntries(MONEY.map((k) => [k, cents(values[k] ?? '')])),
      ...Object.fromEntries(WHOLE.map((k) => [k, whole(values[k] ?? '')])),
      instant_book: instant,
      seasonal_rates: seasons.map((s) => ({
        name_en: s.name_en,
        name_es: s.name_es,
        start_date: s.start_date,
        end_date: s.end_date,
        nightly_cents: cents(s.nightly),
        min_nights: s.min_nights.trim() === '' ? null : whole(s.min_nights),
      })),
    };
    if ((await call.run(`/v1/owner/properties/${propertyId}/rates`, { method: 'PUT', json: body })).ok) router.refresh();
  }

  const field = (name: string, label: string, numeric: 'decimal' | 'numeric') => (
    <TextField
      label={label}
      name={name}
      inputMode={numeric}
      value={values[name] ?? ''}
      onChange={(v) => setValues((all) => ({ ...all, [name]: v }))}
      error={err[name]}
      data-testid={`rate-${name}`}
    />
  );

  return (
    <div className="grid min-w-0 gap-5">
      <form className="grid min-w-0 gap-5" onSubmit={submit} noValidate data-testid="rates-form">
        <Section title={t('prices.heading')}>
          <p className="text-xs text-ink-soft">{t('prices.currency', { currency: rates.currency })}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            {field('base_price_cents', t('prices.basePrice'), 'decimal')}
            {field('cleaning_fee_cents', t('prices.cleaningFee'), 'decimal')}
            {field('security_deposit_cents', t('prices.securityDeposit'), 'decimal')}
            {field('min_nights', t('prices.minNights'), 'numeric')}
            {field('deposit_percent', t('prices.depositPercent'), 'numeric')}
            {field('balance_due_days', t('prices.balanceDays'), 'numeric')}
          </div>
          <Checkbox className="min-h-9" checked={instant} onChange={(e) => setInstant(e.target.checked)} data-testid="rate-instant_book">
            {t('prices.instantBook')}
          </Checkbox>
        </Section>

        <Section title={t('prices.seasons')} testId="seasons">
          <p className="text-xs text-ink-soft">{t('prices.seasonsLead')}</p>
          {seasons.length === 0 ? <p className="text-sm text-ink-soft">{t('prices.noSeasons')}</p> : null}
          <ol className="grid gap-3">
            {seasons.map((s, i) => (
              <SeasonEditor
                key={s.key}
                index={i}
                row={s}
                t={t}
                errors={err}
                onChange={(row) => setSeasons((all) => all.map((x) => (x.key === s.key ? row : x)))}
                onRemove={() => setSeasons((all) => all.filter((x) => x.key !== s.key))}
              />
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            data-testid="add-season"
            onPress={() =>
              setSeasons((all) => [
                ...all,
                { key: ++rowKeys, name_en: '', name_es: '', start_date: '', end_date: '', nightly: '', min_nights: '' },
              ])
            }
          >
            {t('prices.addSeason')}
          </Button>
        </Section>

        <div className="grid gap-2">
          <EditorSave call={call} saved={t('prices.saved')} label={t('prices.save')} busyLabel={t('form.saving')} testId="rates-save" />
        </div>
      </form>
      <QuotePreview locale={locale} propertyId={propertyId} today={today} t={t} />
    </div>
  );
}

function SeasonEditor({
  index,
  row,
  t,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  row: SeasonRow;
  t: Translate;
  errors: Record<string, string>;
  onChange: (row: SeasonRow) => void;
  onRemove: () => void;
}) {
  const at = (field: string) => errors[`seasonal_rates.${index}.${field}`];
  const input = (
    key: keyof Omit<SeasonRow, 'key'>,
    label: string,
    serverField: string,
    type: 'text' | 'date' = 'text',
    inputMode?: 'decimal' | 'numeric',
  ) => (
    <TextField
      label={label}
      name={`season-${key}`}
      type={type}
      inputMode={inputMode}
      value={row[key]}
      onChange={(v) => onChange({ ...row, [key]: v })}
      error={at(serverField)}
      data-testid={`season-${key}`}
    />
  );
  return (
    <li className="grid gap-2 rounded-xl border border-line bg-sand/40 p-3" data-testid="season-row">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold">{t('prices.season', { n: index + 1 })}</p>
        <Button variant="secondary" size="sm" onPress={onRemove} data-testid="remove-season">
          {t('prices.removeSeason')}
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {input('name_en', t('prices.seasonNameEn'), 'name_en')}
        {input('name_es', t('prices.seasonNameEs'), 'name_es')}
      </div>
      <div className="grid gap-2 sm:grid-cols-4">
        {input('start_date', t('prices.seasonStart'), 'start_date', 'date')}
        {input('end_date', t('prices.seasonEnd'), 'end_date', 'date')}
        {input('nightly', t('prices.seasonRate'), 'nightly_cents', 'text', 'decimal')}
        {input('min_nights', t('prices.seasonMinNights'), 'min_nights', 'text', 'numeric')}
      </div>
    </li>
  );
}
