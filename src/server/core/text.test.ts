import { describe, expect, it } from 'vitest';
import { freeText, hasBidiControls, nameText, stripBidiControls } from './text';

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('bidirectional control characters', () => {
  it('finds and strips each of U+202A–U+202E and U+2066–U+2069, and nothing else', () => {
    for (const c of CONTROLS) {
      expect(hasBidiControls(`Ana${c}Ruiz`)).toBe(true);
      expect(stripBidiControls(`Ana${c}Ruiz${c}`)).toBe('AnaRuiz');
    }
    // Neighbours and right-to-left text stay: marks (U+200E/F), U+2029, U+206A, Arabic, Hebrew.
    for (const s of ['Ana\u200EÁlvarez', 'a\u2029b', 'x\u206Ay', 'مريم', 'שרה', 'Zoë Ñúñez']) {
      expect(hasBidiControls(s)).toBe(false);
      expect(stripBidiControls(s)).toBe(s);
    }
  });

  it('nameText refuses them with the localized field message, and keeps other names as typed', () => {
    const schema = nameText(100);
    const r = schema.safeParse('Ana \u202Eziur');
    expect(r.success).toBe(false);
    expect((r.error?.issues[0] as { params?: unknown } | undefined)?.params).toEqual({ messageKey: 'errors.fields.bidi_control' });
    expect(schema.parse('  María José  ')).toBe('María José');
    expect(schema.safeParse('').success).toBe(false);
    expect(nameText(100, { min: 0 }).parse('')).toBe('');
    expect(schema.safeParse('x'.repeat(101)).success).toBe(false);
  });

  it('freeText strips them before trimming and measuring', () => {
    const schema = freeText(5);
    expect(schema.parse('\u2066 hello \u2069')).toBe('hello');
    expect(schema.parse(`abc${CONTROLS.join('')}de`)).toBe('abcde');
    expect(schema.safeParse('abcdef').success).toBe(false);
    expect(freeText(10, { min: 1 }).safeParse('\u202E').success).toBe(false);
  });
});
