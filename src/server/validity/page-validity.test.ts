import { describe, expect, it } from 'vitest';
import { parseEntityId as parseId, parseSlug } from '@/server/catalog/catalog.params';

describe('page validity parsing', () => {
  it('accepts only positive int4 ids written plainly', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('2147483647')).toBe(2147483647);
    for (const bad of ['0', '012', '-1', '1.5', '12x', 'abc', '', '2147483648', '99999999999', ' 1']) {
      expect(parseId(bad), bad).toBeUndefined();
    }
    expect(parseId(undefined)).toBeUndefined();
  });

  it('accepts lowercase kebab-case slugs only', () => {
    expect(parseSlug('punta-cana')).toBe('punta-cana');
    for (const bad of ['Punta Cana', 'punta--cana', '-x', 'x-', "x'; drop table", 'a'.repeat(121), '']) {
      expect(parseSlug(bad), bad).toBeUndefined();
    }
  });
});
