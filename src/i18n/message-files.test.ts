import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOG } from './messages';

/**
 * messages.ts imports each messages/<locale>/*.json by hand (Next bundles static imports only).
 * This test lists the files themselves: a file missing from the catalogue, one in a language only,
 * or a name bound to another file's content fails.
 */

const ROOT = path.resolve(import.meta.dirname, '../../messages');
const LOCALES = ['en', 'es'] as const;

function areas(locale: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, locale))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

describe('the message files', () => {
  it('exist under the same names in English and Spanish', () => {
    expect(areas('es')).toEqual(areas('en'));
  });

  it('are all in the catalogue, each under its own name and language', () => {
    for (const locale of LOCALES) {
      const catalog = MESSAGE_CATALOG[locale] as Record<string, unknown>;
      expect(Object.keys(catalog).sort(), `messages/${locale}/*.json vs src/i18n/messages.ts`).toEqual(areas(locale));
      for (const area of areas(locale)) {
        const file = JSON.parse(fs.readFileSync(path.join(ROOT, locale, `${area}.json`), 'utf8'));
        expect(catalog[area], `${locale}.${area}`).toEqual(file);
      }
    }
  });
});
