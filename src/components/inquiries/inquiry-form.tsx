'use client';

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PICK_ATTRIBUTE } from './pick';

export interface InquiryField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'number' | 'date' | 'select';
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  /** For a select: its choices, and the label of the empty first option. */
  options?: { value: string; label: string }[];
  emptyOption?: string;
  min?: number | string;
  max?: number | string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  defaultValue?: string;
}

export interface InquiryFormStrings {
  submit: string;
  sending: string;
  optional: string;
  errorSummary: string;
  networkError: string;
  successTitle: string;
  again: string;
  honeypot: string;
}

type Status = { state: 'idle' | 'sending' } | { state: 'success'; message: string } | { state: 'error'; message: string };

/**
 * A public inquiry form posting to POST /v1/inquiries. Server messages (per field and overall)
 * come back in the page's language and are shown beside their fields; inputs are uncontrolled,
 * so nothing typed is lost on an error. Success replaces the form with a confirmation on the
 * same page. Its strings come from the server (no client i18n runtime).
 */
export function InquiryForm({
  kind,
  locale,
  fields,
  hidden = {},
  strings,
  testId,
}: {
  kind: string;
  locale: string;
  fields: InquiryField[];
  hidden?: Record<string, string>;
  strings: InquiryFormStrings;
  testId?: string;
}) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [round, setRound] = useState(0);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const idOf = (name: string) => `${uid}-${name}`;
  const action = `/v1/inquiries?locale=${encodeURIComponent(locale)}`;
  const hasPicker = fields.some((f) => f.name === 'slug' && f.type === 'select');

  useEffect(() => {
    if (status.state === 'success') successRef.current?.focus();
  }, [status.state]);

  // "Request" links elsewhere on the page choose the item and bring the form into view (their href is its anchor).
  useEffect(() => {
    if (!hasPicker) return;
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.(`[${PICK_ATTRIBUTE}]`);
      const value = trigger?.getAttribute(PICK_ATTRIBUTE);
      if (!value) return;
      setPicked(value);
      setErrors((e) => ({ ...e, slug: '' }));
      const select = formRef.current?.elements.namedItem('slug');
      if (select instanceof HTMLSelectElement) {
        select.value = value;
        window.setTimeout(() => select.focus({ preventScroll: true }), 0);
      } else {
        setStatus({ state: 'idle' });
        setRound((r) => r + 1);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [hasPicker]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.state === 'sending') return;
    const form = event.currentTarget;
    const body: Record<string, string> = {};
    for (const [key, value] of new FormData(form).entries()) if (typeof value === 'string') body[key] = value;
    setStatus({ state: 'sending' });
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json().catch(() => ({}))) as { message?: string; error?: string; fields?: Record<string, string> };
      if (response.ok) {
        setErrors({});
        setStatus({ state: 'success', message: json.message ?? strings.successTitle });
        return;
      }
      const fieldErrors = json.fields ?? {};
      setErrors(fieldErrors);
      const first = fields.find((f) => fieldErrors[f.name]);
      setStatus({ state: 'error', message: first ? strings.errorSummary : (json.error ?? strings.networkError) });
      if (first) (form.elements.namedItem(first.name) as HTMLElement | null)?.focus();
      else window.setTimeout(() => summaryRef.current?.focus(), 0);
    } catch {
      setStatus({ state: 'error', message: strings.networkError });
      window.setTimeout(() => summaryRef.current?.focus(), 0);
    }
  }

  if (status.state === 'success') {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        data-testid={testId ? `${testId}-success` : undefined}
        className="rounded-2xl border border-sea/20 bg-primary-soft p-7 outline-none md:p-9"
      >
        <p className="font-serif text-3xl text-sea-deep">{strings.successTitle}</p>
        <p className="mt-3 max-w-xl leading-relaxed text-ink-soft">{status.message}</p>
        <button
          type="button"
          onClick={() => {
            setStatus({ state: 'idle' });
            setRound((r) => r + 1);
          }}
          className="mt-6 rounded-full border border-sea/40 px-6 py-3 text-[0.72rem] font-semibold tracking-[0.2em] text-sea-deep uppercase transition hover:border-sea"
        >
          {strings.again}
        </button>
      </div>
    );
  }

  const sending = status.state === 'sending';
  return (
    <form
      key={round}
      ref={formRef}
      noValidate
      // Before the script runs, the browser posts the form itself (never a GET with personal data in the URL).
      method="post"
      action={action}
      onSubmit={onSubmit}
      data-testid={testId}
      aria-busy={sending}
      className="grid gap-x-6 gap-y-6 md:grid-cols-2"
    >
      <input type="hidden" name="kind" value={kind} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          id={idOf(field.name)}
          error={errors[field.name]}
          optionalLabel={strings.optional}
          defaultValue={field.name === 'slug' && picked ? picked : field.defaultValue}
          onEdit={() => errors[field.name] && setErrors((e) => ({ ...e, [field.name]: '' }))}
        />
      ))}
      {/* Honeypot: off screen and out of the tab order; people leave it empty, form-filling bots do not. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={idOf('website')}>{strings.honeypot}</label>
        <input id={idOf('website')} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-4 md:col-span-2 md:flex-row md:items-center">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center justify-center rounded-full bg-sea px-8 py-4 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? strings.sending : strings.submit}
        </button>
        <p
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
          className="text-sm leading-relaxed text-danger outline-none empty:hidden"
        >
          {status.state === 'error' ? status.message : ''}
        </p>
      </div>
    </form>
  );
}

const controlClass =
  'mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-none outline-none transition placeholder:text-muted focus:border-sea focus:ring-2 focus:ring-sea/20 aria-invalid:border-danger aria-invalid:ring-danger/15';

function Field({
  field,
  id,
  error,
  optionalLabel,
  defaultValue,
  onEdit,
}: {
  field: InquiryField;
  id: string;
  error: string | undefined;
  optionalLabel: string;
  defaultValue: string | undefined;
  onEdit: () => void;
}) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    onInput: onEdit,
    className: `${controlClass} ${error ? 'border-danger' : 'border-ink/30'}`,
  } as const;
  let control: ReactNode;
  if (field.type === 'textarea') control = <textarea {...common} rows={5} defaultValue={defaultValue} />;
  else if (field.type === 'select')
    control = (
      <select {...common} defaultValue={defaultValue ?? ''} onChange={onEdit}>
        <option value="">{field.emptyOption ?? ''}</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else
    control = (
      <input
        {...common}
        type={field.type}
        autoComplete={field.autoComplete}
        min={field.min}
        max={field.max}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        defaultValue={defaultValue}
      />
    );
  return (
    <div className={field.wide || field.type === 'textarea' ? 'md:col-span-2' : undefined}>
      <label htmlFor={id} className="text-[0.7rem] font-semibold tracking-[0.18em] text-ink uppercase">
        {field.label}
        {field.required ? null : <span className="ml-2 font-normal tracking-normal text-ink-soft normal-case">({optionalLabel})</span>}
      </label>
      {field.hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-soft">
          {field.hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={errorId} data-field-error={field.name} className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
