import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldStyles } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  children: ReactNode;
  'data-testid'?: string;
}

/** One checkbox with its label beside it (a native input: it submits with the form, checked or not). */
export function Checkbox({ children, className, ...input }: CheckboxProps) {
  return (
    <label className={className ? `flex min-h-8 items-center gap-2 text-sm ${className}` : 'flex min-h-8 items-center gap-2 text-sm'}>
      <input type="checkbox" {...input} />
      {children}
    </label>
  );
}

export interface CheckboxGroupProps {
  /** The group's name, as a legend. */
  label: ReactNode;
  description?: ReactNode;
  /** The group's error (the API's `fields[name]`). */
  error?: string | undefined;
  /** Classes of the legend (defaults to the field label's). */
  legendClassName?: string;
  /** Classes of the grid of boxes. */
  className?: string;
  id: string;
  children: ReactNode;
}

/** Checkboxes that answer one question (`name` repeated): a fieldset with its legend and its error. */
export function CheckboxGroup({ label, description, error, legendClassName, className, id, children }: CheckboxGroupProps) {
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={legendClassName ?? fieldStyles.label.md}>{label}</legend>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-ink-soft">
          {description}
        </p>
      ) : null}
      <div className={className ?? 'mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2'}>{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-[#9b2c2c]" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
