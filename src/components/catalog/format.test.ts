import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('formats whole dollars without decimals, per locale', () => {
    expect(formatMoney('en', 125_000)).toBe('$1,250');
    expect(formatMoney('es', 125_000)).toBe('US$1,250');
  });
  it('keeps cents when there are some', () => {
    expect(formatMoney('en', 12_345)).toBe('$123.45');
  });
});

describe('formatIsoDate', () => {
  it('never shifts the calendar day', () => {
    expect(formatIsoDate('en', '2026-01-01')).toBe('January 1, 2026');
    expect(formatIsoDate('es', '2026-01-01')).toMatch(/^1 de enero de 2026$/);
  });
});
