import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOG } from './messages';

/**
 * The Spanish voice (docs/glossary-es.md): "tú", never "usted"; "estancia", never "estadía";
 * "despensa", never "supermercado"; nor the "usted" imperatives a copy edit slips in ("léala", "ingrese",
 * "pulse"…). Checked in every Spanish message and in the Spanish texts of
 * the code that writes to guests (mails, seed data). No exception so far: SPEC quotes none of
 * these words in Spanish. ("ustedes", the plural of "tú" in the Americas, is allowed.)
 */
const AVOID =
  /^(usted|estad[ií]as?|supermercados?|l[eé]al[ao]s?|reg[ií]strel[ao]s?|escriba|ingrese|introduzca|pulse|seleccione|elija|consulte|contacte|revise|aseg[uú]rese|disculpe)$/iu;
/** Text that may contain a word above, with the reason; none so far. */
const EXCEPTIONS: readonly { text: string; reason: string }[] = [];

function leaves(value: unknown, at = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [[at, String(value)]];
}

/** The avoided words of a text, split on anything but letters (\b would split "estadía" at its accent). */
const avoided = (text: string) =>
  EXCEPTIONS.some((e) => text.includes(e.text)) ? [] : text.split(/[^\p{L}]+/u).filter((word) => AVOID.test(word));

describe('the Spanish voice', () => {
  it('no Spanish message says usted, estadía or supermercado', () => {
    const found = leaves(MESSAGE_CATALOG.es).flatMap(([key, text]) => avoided(text).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });

  it('nor does any Spanish text in the server code (mails, seed data)', () => {
    const root = path.resolve(import.meta.dirname, '../server');
    const walk = (at: string): string[] =>
      fs.readdirSync(at, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(at, e.name);
        if (e.isDirectory()) return walk(full);
        return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
      });
    const found = walk(root).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|`([^`]*)`|"([^"\n]*)"/g)].flatMap((m) =>
        avoided(m[1] ?? m[2] ?? m[3] ?? '').map((word) => `${path.relative(root, file)}: ${word}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
