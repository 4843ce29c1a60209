import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input with its hint and its error beside it (aria-describedby, aria-invalid). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  ...input
}: { id: string; label: string; error?: string; hint?: string; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-12 rounded-xl border border-line bg-white px-4 text-base text-ink shadow-xs outline-none transition focus:border-sea focus:ring-2 focus:ring-sea/25 aria-invalid:border-[#b4473b]"
          {...input}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-[#9b2c2c]" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const selectClass =
  'min-h-12 rounded-xl border border-line bg-white px-3 text-base text-ink shadow-xs outline-none transition focus:border-sea focus:ring-2 focus:ring-sea/25 aria-invalid:border-[#b4473b]';

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="min-h-12 rounded-full bg-ink px-6 text-sm font-semibold tracking-wide text-white transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** The server's `error` sentence (SPEC §8), announced; the caller clears it after ERROR_DISPLAY_MS. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive" data-testid="form-error" className="min-h-0 empty:hidden">
      {message ? <p className="rounded-xl border border-[#e7b7ae] bg-[#fbeeea] px-4 py-3 text-sm text-[#8a2c22]">{message}</p> : null}
    </div>
  );
}

export function FormNotice({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div
      role="status"
      data-testid="form-notice"
      className="rounded-xl border border-[#b9d3cf] bg-[#eef6f4] px-4 py-3 text-sm text-sea-deep"
    >
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A new password with its confirmation (signup, reset, change): the server checks both again. */
export function NewPasswordFields({
  idPrefix,
  labels,
  errors,
}: {
  idPrefix: string;
  labels: { password: string; hint: string; confirmation: string };
  errors: { password?: string | undefined; password_confirmation?: string | undefined };
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        label={labels.password}
        hint={labels.hint}
        error={errors.password}
      />
      <Field
        id={`${idPrefix}-password-confirmation`}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        label={labels.confirmation}
        error={errors.password_confirmation}
      />
    </>
  );
}
