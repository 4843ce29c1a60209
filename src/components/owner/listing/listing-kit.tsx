'use client';

import { createTranslator } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
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

export const inputClass =
  'mt-1 block min-h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[invalid=true]:border-danger';
export const textareaClass = `${inputClass} py-2`;
export const buttonClass =
  'inline-flex min-h-10 items-center justify-center rounded-full bg-ink px-4 text-sm font-semibold text-white transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex min-h-9 items-center justify-center rounded-full border border-line bg-white px-3 text-sm font-medium text-ink transition hover:bg-sand focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
export const labelClass = 'block text-xs font-semibold text-ink-soft';

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
export function centsFromInput(raw: string): number | null {
  const clean = raw.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const inputFromCents = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
