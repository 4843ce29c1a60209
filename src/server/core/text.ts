import { z } from 'zod';

/**
 * Bidirectional override and isolate characters (U+202A–U+202E, U+2066–U+2069): invisible, they
 * reorder what follows them, so a name could read differently on a concierge's screen or in a
 * mail than what was typed ("Trojan Source"). Issue 12, finding 9.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const hasBidiControls = (value: string): boolean => BIDI_CONTROL.test(value);
export const stripBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, '');

/** The field error a name with such a character gets (messages/{en,es}/errors.json). */
export const BIDI_CONTROL_MESSAGE = 'errors.fields.bidi_control';

/**
 * A name (a person's, a company's): trimmed, `min`–`max` characters, and refused with a localized
 * field error when it holds a bidirectional control character: a name is shown to others and must
 * read as typed, so it is not silently changed.
 */
export function nameText(max: number, opts: { min?: number } = {}) {
  return z
    .string()
    .trim()
    .min(opts.min ?? 1)
    .max(max)
    .refine((v) => !hasBidiControls(v), { params: { messageKey: BIDI_CONTROL_MESSAGE } });
}

/**
 * Free text (a message, a note): bidirectional control characters are removed (a pasted message
 * keeps the rest), then trimmed and limited to `min`–`max` characters.
 */
export function freeText(max: number, opts: { min?: number } = {}) {
  return z
    .string()
    .overwrite(stripBidiControls)
    .trim()
    .min(opts.min ?? 0)
    .max(max);
}
