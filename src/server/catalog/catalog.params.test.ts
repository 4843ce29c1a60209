import { describe, expect, it } from 'vitest';
import { parseEntityId, parseSlug } from './catalog.params';

describe('parseEntityId', () => {
  it('accepts positive int4 ids', () => {
    expect(parseEntityId('1')).toBe(1);
    expect(parseEntityId('2147483647')).toBe(2_147_483_647);
  });
  it.each(['', 'abc', '12x', '0', '-1', '01', '1.5', ' 1', '2147483648', '99999999999', '1e3'])('rejects %j', (raw) => {
    expect(parseEntityId(raw)).toBeUndefined();
  });
  it('rejects non-strings', () => {
    expect(parseEntityId(undefined)).toBeUndefined();
    expect(parseEntityId(['1'])).toBeUndefined();
  });
});

describe('parseSlug', () => {
  it('accepts kebab slugs', () => {
    expect(parseSlug('dominican-republic')).toBe('dominican-republic');
    expect(parseSlug('villa-7')).toBe('villa-7');
  });
  it.each(['', 'Punta-Cana', 'a--b', '-a', 'a-', 'a b', 'a/b', '%27', 'x'.repeat(121)])('rejects %j', (raw) => {
    expect(parseSlug(raw)).toBeUndefined();
  });
});
