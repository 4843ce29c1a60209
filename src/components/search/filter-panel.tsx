'use client';

import { useCallback, useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Label } from 'react-aria-components/Label';
import { Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components/Slider';
import type { Locale } from '@/i18n/routing';
import { clearFilters } from '@/lib/results-search';
import { MAX_GUESTS, type SearchState } from '@/lib/search-state';
import { DateRangeField } from './date-range-field';
import { GuestStepper } from './guest-stepper';
import { ARIA_LOCALE } from './aria-locale';
import type { FilterLabels } from './results-types';

export interface FilterPanelProps {
  locale: Locale;
  value: SearchState;
  onChange: (patch: Partial<SearchState>, opts?: { debounce?: boolean }) => void;
  onClear: (next: SearchState) => void;
  priceBounds: { min: number; max: number };
  amenities: string[];
  currency: string;
  labels: FilterLabels;
  hideReserveToggle?: boolean;
  compact?: boolean;
}

const ROOM_STEPS = [2, 3, 4, 5, 6, 8];
const heading = 'text-[0.65rem] font-semibold tracking-[0.22em] text-muted uppercase';
const pill =
  'cursor-pointer rounded-full border border-line bg-white px-3.5 py-2 text-sm text-ink-soft transition hover:border-ink/40 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold';

function RoomChoice({
  name,
  legend,
  value,
  onChange,
  labels,
}: {
  name: 'bedrooms' | 'bathrooms';
  legend: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  labels: FilterLabels;
}) {
  return (
    <fieldset data-testid={`filter-${name}`}>
      <legend className={heading}>{legend}</legend>
      <div className="mt-2.5 flex flex-wrap gap-1.5">
        {[undefined, ...ROOM_STEPS].map((n) => (
          <label key={n ?? 'any'} className={pill}>
            <input
              type="radio"
              name={`${name}-${legend}`}
              className="sr-only"
              checked={value === n}
              onChange={() => onChange(n)}
              value={n ?? ''}
            />
            {n === undefined ? labels.any : labels.atLeast[n]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Toggle({
  checked,
  onChange,
  label,
  hint,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 py-1.5">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-sea"
      />
      <span>
        <span className="block text-[0.95rem] text-ink">{label}</span>
        <span className="block text-xs leading-relaxed text-muted">{hint}</span>
      </span>
    </label>
  );
}

function PriceSlider({
  value,
  bounds,
  currency,
  labels,
  onChange,
}: {
  value: { min?: number; max?: number };
  bounds: { min: number; max: number };
  currency: string;
  labels: FilterLabels;
  onChange: (range: { min?: number; max?: number }) => void;
}) {
  const step = bounds.max - bounds.min > 2000 ? 50 : 10;
  const lo = Math.floor(bounds.min / step) * step;
  const hi = Math.max(lo + step, Math.ceil(bounds.max / step) * step);
  const clamp = (n: number) => Math.min(hi, Math.max(lo, n));
  const current = [clamp(value.min ?? lo), clamp(value.max ?? hi)];
  const [local, setLocal] = useState(current);
  const [a, b] = current;
  // Follow the URL when it changes from elsewhere (clear all, back button).
  useEffect(() => setLocal([a ?? lo, b ?? hi]), [a, b, lo, hi]);
  return (
    <Slider
      value={local}
      minValue={lo}
      maxValue={hi}
      step={step}
      onChange={(v) => setLocal(v as number[])}
      onChangeEnd={(v) => {
        const [min, max] = v as number[];
        onChange({ min: min !== undefined && min > lo ? min : undefined, max: max !== undefined && max < hi ? max : undefined });
      }}
      formatOptions={{ style: 'currency', currency, maximumFractionDigits: 0 }}
      data-testid="price-slider"
      className="flex flex-col"
    >
      <div className="flex items-baseline justify-between gap-2">
        <Label className={heading}>{labels.price}</Label>
        <SliderOutput className="text-sm font-semibold text-ink tabular-nums" />
      </div>
      <p className="mt-1 text-xs text-muted">{labels.priceHint}</p>
      <SliderTrack className="relative mx-2.5 mt-4 h-8">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1 w-full -translate-y-1/2 rounded-full bg-line" />
            <div
              className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-sea"
              style={{ left: `${state.getThumbPercent(0) * 100}%`, right: `${(1 - state.getThumbPercent(1)) * 100}%` }}
            />
            {[0, 1].map((i) => (
              <SliderThumb
                key={i}
                index={i}
                aria-label={i === 0 ? labels.priceMin : labels.priceMax}
                className="top-1/2 size-6 rounded-full border-2 border-sea bg-white shadow outline-none data-[dragging]:scale-110 data-[focus-visible]:ring-4 data-[focus-visible]:ring-gold/50"
              />
            ))}
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}

/** Every filter of a results page; the owner decides whether a change applies at once (sidebar) or on "Show" (drawer). */
export function FilterPanel({
  locale,
  value,
  onChange,
  onClear,
  priceBounds,
  amenities,
  currency,
  labels,
  hideReserveToggle = false,
  compact = false,
}: FilterPanelProps) {
  const [incomplete, setIncomplete] = useState(false);
  const onIncomplete = useCallback((v: boolean) => setIncomplete(v), []);
  const codes = Object.keys(labels.amenity).filter((code) => amenities.includes(code) || value.amenities.includes(code));
  const dates = value.check_in && value.check_out ? { start: value.check_in, end: value.check_out } : null;
  return (
    <I18nProvider locale={ARIA_LOCALE[locale]}>
      <div data-testid="filter-panel" className="space-y-7">
        {!compact ? <h2 className="font-serif text-2xl text-ink">{labels.title}</h2> : null}
        <DateRangeField
          value={dates}
          onChange={(range) => onChange({ check_in: range?.start, check_out: range?.end })}
          onIncompleteChange={onIncomplete}
          labels={labels.dates}
          error={incomplete ? labels.datesIncomplete : undefined}
          months={1}
          compact
        />
        <GuestStepper
          value={value.guests ?? 0}
          min={0}
          max={MAX_GUESTS}
          onChange={(n) => onChange({ guests: n > 0 ? n : undefined })}
          label={labels.guests}
          valueText={labels.guestsValue[value.guests ?? 0] ?? String(value.guests)}
          fewer={labels.fewerGuests}
          more={labels.moreGuests}
          testId="filter-guests"
        />
        {(['bedrooms', 'bathrooms'] as const).map((name) => (
          <RoomChoice
            key={name}
            name={name}
            legend={labels[name]}
            value={value[name]}
            onChange={(n) => onChange({ [name]: n })}
            labels={labels}
          />
        ))}
        {priceBounds.max > priceBounds.min ? (
          <PriceSlider
            value={{ min: value.price_min, max: value.price_max }}
            bounds={priceBounds}
            currency={currency}
            labels={labels}
            onChange={(range) => onChange({ price_min: range.min, price_max: range.max }, { debounce: true })}
          />
        ) : null}
        <fieldset>
          <legend className={heading}>{labels.options}</legend>
          <div className="mt-2 space-y-1">
            <Toggle
              checked={value.instant_book}
              onChange={(v) => onChange({ instant_book: v })}
              label={labels.instantBook}
              hint={labels.instantBookHint}
              testId="filter-instant-book"
            />
            <Toggle
              checked={value.in_offer}
              onChange={(v) => onChange({ in_offer: v })}
              label={labels.inOffer}
              hint={labels.inOfferHint}
              testId="filter-in-offer"
            />
            {hideReserveToggle ? null : (
              <Toggle
                checked={value.reserve_collection}
                onChange={(v) => onChange({ reserve_collection: v })}
                label={labels.reserveCollection}
                hint={labels.reserveCollectionHint}
                testId="filter-reserve"
              />
            )}
          </div>
        </fieldset>
        {codes.length > 0 ? (
          <fieldset data-testid="filter-amenities">
            <legend className={heading}>{labels.amenities}</legend>
            <div className="mt-2.5 flex flex-wrap gap-1.5">
              {codes.map((code) => (
                <label key={code} className={pill}>
                  <input
                    type="checkbox"
                    className="sr-only"
                    value={code}
                    checked={value.amenities.includes(code)}
                    onChange={(e) =>
                      onChange({
                        amenities: e.target.checked ? [...value.amenities, code] : value.amenities.filter((a) => a !== code),
                      })
                    }
                  />
                  {labels.amenity[code]}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <button
          type="button"
          onClick={() => onClear(clearFilters(value))}
          className="text-sm font-semibold text-sea underline decoration-gold/60 underline-offset-4 outline-none hover:text-sea-deep focus-visible:ring-2 focus-visible:ring-gold"
        >
          {labels.clearAll}
        </button>
      </div>
    </I18nProvider>
  );
}
