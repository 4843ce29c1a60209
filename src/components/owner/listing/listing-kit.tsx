'use client';

import { createTranslator } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldStyles } from '@/components/ui/field';
import { centsOf } from '@/components/ui/money';
import type { ApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';

/**
 * What the listing editor's client components share (issue 15): messages handed down by the tab
 * (no client provider on these pages), one JSON call with its busy / error / fields / saved
 * states (useApiAction), and the fields' looks.
 */

export type EditorMessages = Record<string, unknown>;
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator over the messages the tab passed (ownerListing.* and the amenity names). */
export function useEditorT(locale: Locale, messages: EditorMessages): Translate {
  return useMemo(() => {
    const t = createTranslator({ locale, messages: messages as never });
    return (key: string, values?: Record<string, string | number>) => (t as unknown as Translate)(key, values);
  }, [locale, messages]);
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  return message ? (
    <span id={id} className="mt-1 block text-xs text-danger">
      {message}
    </span>
  ) : null;
}

export function ErrorBox({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden" data-testid="listing-error">
      {message ? <p className="rounded-xl border border-[#e7b7ae] bg-danger-soft px-4 py-3 text-sm text-[#8a2c22]">{message}</p> : null}
    </div>
  );
}

export function SavedNotice({ show, text }: { show: boolean; text: string }) {
  return (
    <p role="status" className="text-sm text-sea empty:hidden" data-testid="listing-saved">
      {show ? text : null}
    </p>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-2xl border border-line bg-white p-4" data-testid={testId}>
      <legend className="px-1 font-serif text-lg">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Dollars typed by a person ("950", "950.50", "950,50") as whole cents; null when not an amount. */
export const centsFromInput = (raw: string): number | null => centsOf(raw, { allowZero: true });

export const inputFromCents = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** A tab's save row: the error, the saved notice and the submit button. */
export function EditorSave({
  call,
  saved,
  label,
  busyLabel,
  testId,
  children,
}: {
  call: ApiAction;
  saved: string;
  label: string;
  busyLabel: string;
  testId: string;
  /** Shown between the notice and the button (when the texts were last saved). */
  children?: ReactNode;
}) {
  return (
    <>
      <ErrorBox message={call.error} />
      <SavedNotice show={call.done} text={saved} />
      {children}
      <Button type="submit" busy={call.busy} busyLabel={busyLabel} className="justify-self-start" data-testid={testId}>
        {label}
      </Button>
    </>
  );
}

/** A text in one language (an input, or a textarea with `rows`), its `lang` set for spelling and screen readers. */
export function LangField({
  label,
  lang,
  value,
  onChange,
  rows,
  maxLength,
  error,
  testId,
}: {
  label: ReactNode;
  lang: 'en' | 'es';
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  error?: string | undefined;
  testId: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            lang={lang}
            rows={rows}
            className={`${fieldStyles.control.md} py-2`}
            value={value}
            maxLength={maxLength}
            onChange={(e) => onChange(e.target.value)}
            data-testid={testId}
          />
        ) : (
          <input
            {...control}
            lang={lang}
            className={fieldStyles.control.md}
            value={value}
            maxLength={maxLength}
            onChange={(e) => onChange(e.target.value)}
            data-testid={testId}
          />
        )
      }
    </Field>
  );
}
