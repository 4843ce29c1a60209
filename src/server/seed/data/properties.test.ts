import { describe, expect, it } from 'vitest';
import { articleFor, demoProperties } from './properties';

describe('the demo villas’ texts', () => {
  it('say "an" before a number said with a vowel: an 8-bedroom villa, a 12-bedroom villa', () => {
    expect([2, 8, 11, 12, 18, 80, 100, 800].map(articleFor)).toEqual(['a', 'an', 'an', 'a', 'an', 'an', 'a', 'an']);
  });

  it('never write "a 8-bedroom" or "an 2-bedroom"', () => {
    const descriptions = demoProperties().map((p) => p.descriptionEn);
    expect(descriptions.some((d) => /\ban 8-bedroom\b/.test(d))).toBe(true);
    expect(descriptions.filter((d) => /\ba (8|11|18)-bedroom/.test(d))).toEqual([]);
    expect(descriptions.filter((d) => /\ban (?!8|11-|18-)\d+-bedroom/.test(d))).toEqual([]);
  });
});
