import { describe, expect, it } from 'vitest';
import { CONFIRMATION_NUMBER_PATTERN, CROCKFORD_ALPHABET, confirmationNumber } from './confirmation-number';

describe('confirmationNumber', () => {
  it('is 8 characters of the Crockford base32 alphabet, never I, L, O or U', () => {
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    for (let i = 0; i < 2000; i++) {
      const n = confirmationNumber();
      expect(n).toHaveLength(8);
      expect(n).toMatch(CONFIRMATION_NUMBER_PATTERN);
      expect(n).not.toMatch(/[ILOU]/);
    }
  });

  it('uses every symbol of the alphabet across draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const c of confirmationNumber()) seen.add(c);
    expect([...seen].sort().join('')).toBe(CROCKFORD_ALPHABET);
  });

  it('maps the ends of [0, 1) to the first and last symbols', () => {
    expect(confirmationNumber(() => 0)).toBe('00000000');
    expect(confirmationNumber(() => 0.999_999)).toBe('ZZZZZZZZ');
  });
});
