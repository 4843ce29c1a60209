import { describe, expect, it } from 'vitest';
import { freeSlug, slugFromName } from './listing-slug';

describe('listing slugs', () => {
  it('makes a kebab ASCII slug of a name', () => {
    expect(slugFromName('  Casa Señorial — Bahía  ')).toBe('casa-senorial-bahia');
    expect(slugFromName('¡¡!!')).toBe('villa');
    expect(slugFromName('a'.repeat(80)).length).toBe(60);
  });

  it('numbers a taken slug', () => {
    expect(freeSlug('casa', new Set())).toBe('casa');
    expect(freeSlug('casa', new Set(['casa', 'casa-2']))).toBe('casa-3');
  });
});
