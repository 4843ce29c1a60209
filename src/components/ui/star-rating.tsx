'use client';

import { useId, useState } from 'react';

/**
 * A rating from 1 to 5 as a group of native radio buttons drawn as stars: Tab enters the group, the
 * arrow keys move the choice, each star is named by `starLabel(n)` ("4 stars"). `error` (the API's
 * message for the field) is announced with the group and marks its radios invalid, so a failed
 * submit focuses it (focus-invalid.ts). The words come from the caller.
 */
export function StarRating({
  name,
  legend,
  starLabel,
  error,
  defaultValue,
  size = 'md',
  testId,
}: {
  name: string;
  legend: string;
  starLabel: (count: number) => string;
  error?: string;
  defaultValue?: number;
  size?: 'md' | 'lg';
  testId?: string;
}) {
  const id = useId();
  const [value, setValue] = useState<number>(defaultValue ?? 0);
  const errorId = `${id}-error`;
  const star = size === 'lg' ? 'text-3xl' : 'text-2xl';
  return (
    <fieldset className="min-w-0" data-testid={testId} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => setValue(n)}
              aria-label={starLabel(n)}
              aria-invalid={error ? true : undefined}
              className="peer absolute inset-0 cursor-pointer appearance-none rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-deep"
              data-testid={testId ? `${testId}-${n}` : undefined}
            />
            <span aria-hidden="true" className={`${star} leading-none ${n <= value ? 'text-gold-deep' : 'text-line'}`}>
              ★
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A rating shown, not chosen: five stars filled to `value` (rounded), named by `label` ("Cleanliness: 4 out of 5"). */
export function RatingStars({ value, label, className = '' }: { value: number; label: string; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex whitespace-nowrap text-gold-deep ${className}`}>
      {'★'.repeat(filled)}
      <span className="text-line">{'★'.repeat(Math.max(0, 5 - filled))}</span>
    </span>
  );
}
