import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export type FieldSize = 'sm' | 'md';

/** The looks of a field's parts: `md` in forms and dialogs, `sm` in dense places (filters, table rows). */
export const fieldStyles = {
  label: { md: 'text-sm font-medium text-ink', sm: 'text-xs font-medium text-ink-soft' },
  control: {
    md: 'mt-1 block min-h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[invalid=true]:border-danger',
    sm: 'mt-1 block min-h-9 w-full min-w-0 rounded-lg border border-line bg-white px-2.5 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[invalid=true]:border-danger',
  },
  description: 'mt-1 block text-xs text-ink-soft',
  error: 'mt-1 block text-xs text-danger',
} as const;

/** What a Field hands its control: put these on the <input>/<select>/<textarea>. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The field's error: the API's `fields[name]` (useApiAction's `fields`). */
  error?: string | undefined;
  size?: FieldSize;
  /** Layout classes of the wrapper (col-span-2, sm:w-56). */
  className?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control of any kind, with its description and its error wired to it (aria-describedby,
 * aria-invalid). The control is a render function, so any element can take the ids:
 *
 *   <Field label="Owner" error={fields.owner_id}>{(p) => <select name="owner_id" {...p} />}</Field>
 *
 * Works in server components too (no state). TextField, Select and Checkbox are the common cases.
 */
export function Field({ label, description, error, size = 'md', className, id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [description ? `${controlId}-description` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `min-w-0 ${className}` : 'min-w-0'}>
      <label htmlFor={controlId} className={fieldStyles.label[size]}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {description ? (
        <span id={`${controlId}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${controlId}-error`} className={fieldStyles.error} data-testid={id ? `${id}-error` : undefined}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  size?: FieldSize;
  /** The options; `value: ''` is the "any"/"none" choice. */
  options: { value: string | number; label: string; disabled?: boolean }[];
  'data-testid'?: string;
}

/**
 * A native <select> with its label, description and error. Native on purpose: it submits with a
 * plain (GET) form before any JavaScript runs, and phones show their own picker.
 */
export function Select({ label, description, error, size = 'md', className, id, options, ...select }: SelectProps) {
  return (
    <Field label={label} description={description} error={error} size={size} className={className} id={id}>
      {(control) => (
        <select {...select} {...control} className={fieldStyles.control[size]}>
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
