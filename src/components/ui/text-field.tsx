'use client';

import type { ReactNode } from 'react';
import { TextField as AriaTextField, Input, Label, Text, TextArea } from 'react-aria-components';
import { type FieldSize, fieldStyles } from './field';

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  description?: ReactNode;
  /** The field's error: the API's `fields[name]` (useApiAction's `fields`). Marks the input invalid. */
  error?: string | undefined;
  size?: FieldSize;
  type?: 'text' | 'email' | 'search' | 'date' | 'number' | 'password' | 'tel' | 'url';
  /** A <textarea> of this many rows instead of an <input>. */
  rows?: number;
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  maxLength?: number;
  minLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'search' | 'tel' | 'url';
  min?: number | string;
  max?: number | string;
  step?: number | string;
  /** Layout classes of the wrapper (col-span-2, sm:w-56). */
  className?: string;
  id?: string;
  'data-testid'?: string;
}

/**
 * A text input (or a textarea with `rows`) with its label, description and error, on react-aria's
 * TextField: the label, the description and the error are wired to the input for assistive tech.
 * Uncontrolled with `defaultValue` (read it from the form's FormData) or controlled with value/onChange.
 * The browser's own `required`/`maxLength` checks stay; the server's messages come through `error`.
 */
export function TextField({
  label,
  description,
  error,
  size = 'md',
  rows,
  className,
  isRequired,
  min,
  max,
  step,
  placeholder,
  inputMode,
  'data-testid': testId,
  ...props
}: TextFieldProps) {
  const control = fieldStyles.control[size];
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={className ? `min-w-0 ${className}` : 'min-w-0'}
    >
      <Label className={fieldStyles.label[size]}>{label}</Label>
      {rows ? (
        <TextArea rows={rows} required={isRequired} placeholder={placeholder} className={`${control} py-2`} data-testid={testId} />
      ) : (
        <Input
          required={isRequired}
          placeholder={placeholder}
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
          className={control}
          data-testid={testId}
        />
      )}
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      {error ? (
        <Text slot="errorMessage" className={fieldStyles.error}>
          {error}
        </Text>
      ) : null}
    </AriaTextField>
  );
}
