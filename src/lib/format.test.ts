import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatMoney, formatMonth, formatShortStayRange, formatStayRange } from './format';

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

describe('formatMonth', () => {
  it('names a YYYY-MM month in each language, not shifted by the time zone', () => {
    expect(formatMonth('en', '2031-07')).toBe('July 2031');
    expect(formatMonth('es', '2031-07')).toBe('julio de 2031');
    expect(formatMonth('en', '2031-01')).toBe('January 2031');
  });
});

describe('formatStayRange', () => {
  it('joins check-in and check-out with an en dash', () => {
    expect(formatStayRange('en', '2027-01-08', '2027-01-12')).toBe('January 8, 2027 – January 12, 2027');
  });
});

describe('formatShortStayRange', () => {
  it('writes a short range with plain spaces, the same in Node and in the browser (no thin spaces to break hydration)', () => {
    expect(formatShortStayRange('en', '2027-07-27', '2027-08-01')).toBe('Jul 27 – Aug 1');
    expect(formatShortStayRange('es', '2027-07-07', '2027-07-11')).toBe('7 – 11 de jul');
    expect(formatShortStayRange('en', '2027-07-17', '2027-07-20')).not.toMatch(/[\u2009\u202f]/);
  });
});
