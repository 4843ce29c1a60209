import { describe, expect, it } from 'vitest';
import { fill, formatAmount, formatStayDate, plural } from './client-text';

describe('client text', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('From {price} to {x}', { price: '$5' })).toBe('From $5 to {x}');
  });

  it('picks the plural form and writes the count', () => {
    const forms = { one: '{price} × # night', other: '{price} × # nights' };
    expect(plural('en', forms, 1, { price: '$900' })).toBe('$900 × 1 night');
    expect(plural('en', forms, 12, { price: '$900' })).toBe('$900 × 12 nights');
    expect(plural('es', { one: '# noche', other: '# noches' }, 2)).toBe('2 noches');
  });

  it('formats currency units like the catalogue formats cents', () => {
    expect(formatAmount('en', 1250)).toBe('$1,250');
    expect(formatAmount('en', 1250.5)).toBe('$1,250.50');
    expect(formatAmount('es', 1250)).toBe('US$1,250');
    expect(formatAmount('en', 0.1 + 0.2)).toBe('$0.30');
  });

  it('formats stay dates without shifting the day', () => {
    expect(formatStayDate('en', '2027-01-08')).toBe('Fri, Jan 8');
    expect(formatStayDate('en', '2027-01-08', false)).toBe('Jan 8');
    expect(formatStayDate('es', '2027-01-08', false)).toMatch(/^8 ene/);
  });
});
