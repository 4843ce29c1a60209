'use client';

import { useEffect } from 'react';

/** The controls a person can be sent to: a kit field marks its control `aria-invalid="true"` when it has an error. */
const INVALID = ['input', 'select', 'textarea', '[tabindex]'].map((s) => `${s}[aria-invalid="true"]:not([disabled])`).join(', ');

/**
 * Focuses the first invalid control inside `scope` (document order) and scrolls it to the middle of
 * the screen, so a failed submit takes the person to what needs fixing (a field below the fold too).
 * Returns the control, or null when `scope` has none.
 */
export function focusFirstInvalid(scope: ParentNode = document): HTMLElement | null {
  const control = scope.querySelector<HTMLElement>(INVALID);
  if (!control) return null;
  control.focus({ preventScroll: true });
  control.scrollIntoView?.({ block: 'center' });
  return control;
}

/** The form the person was last in (typing, pressing its button or submitting it): where an error sends them back. */
let lastForm: HTMLFormElement | null = null;
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const note = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null;
    if (form) lastForm = form;
  };
  for (const type of ['focusin', 'pointerdown', 'submit']) document.addEventListener(type, note, true);
}

/**
 * After a failed submit: once `fields` (field name → message) holds messages and the page shows
 * them, the first invalid control of the form the person was in gets the focus and is scrolled into
 * view (the whole page when no form was used). useApiAction and the account forms' submit call it,
 * so a form on them gets it by showing `fields[name]` as its fields' `error`.
 */
export function useFocusFirstInvalid(fields: Record<string, string>) {
  useEffect(listen, []);
  useEffect(() => {
    if (Object.keys(fields).length === 0) return;
    focusFirstInvalid(lastForm?.isConnected ? lastForm : document);
  }, [fields]);
}
