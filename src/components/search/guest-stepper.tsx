'use client';

import { useId } from 'react';

const stepButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-line text-lg leading-none text-ink outline-none transition hover:border-ink/50 focus-visible:ring-2 focus-visible:ring-gold disabled:cursor-not-allowed disabled:opacity-35';

/** A count with − and + buttons (guests, bedrooms…): a labelled group whose value is announced as it changes. */
export function GuestStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  valueText,
  fewer,
  more,
  autoFocus = false,
  testId = 'guest-stepper',
  compact = false,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label: string;
  valueText: string;
  fewer: string;
  more: string;
  autoFocus?: boolean;
  testId?: string;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <fieldset aria-labelledby={`${id}-label`} data-testid={testId} data-value={value} className="min-w-0">
      <legend id={`${id}-label`} className="block text-[0.65rem] font-semibold tracking-[0.22em] text-muted uppercase">
        {label}
      </legend>
      <div
        className={`mt-1.5 flex items-center justify-between gap-2 ${compact ? '' : 'h-12 rounded-xl border border-line bg-white px-1.5'}`}
      >
        <button
          type="button"
          aria-label={fewer}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
          className={stepButton}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" className="min-w-0 flex-1 truncate text-center text-[0.95rem] text-ink">
          {valueText}
        </output>
        <button
          type="button"
          aria-label={more}
          disabled={value >= max}
          // biome-ignore lint/a11y/noAutofocus: focus follows the field the visitor reached for before this form loaded
          autoFocus={autoFocus}
          onClick={() => onChange(Math.min(max, value + 1))}
          className={stepButton}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </fieldset>
  );
}
