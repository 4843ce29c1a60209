import { describe, expect, it } from 'vitest';
import { centsAsDecimal, csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('Villa "Mar", Sol')).toBe('"Villa ""Mar"", Sol"');
    expect(csvField(12)).toBe('"12"');
    expect(csvField(null)).toBe('""');
    expect(csvField('línea\nnueva')).toBe('"línea\nnueva"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const bad of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(csvField(bad).startsWith(`"'`)).toBe(true);
    expect(csvField('Ana = Luis')).toBe('"Ana = Luis"');
    expect(csvField(-5)).toBe('"-5"');
  });

  it('writes a BOM, a header row and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [['x', 1]])).toBe('\uFEFF"a","b"\r\n"x","1"\r\n');
    expect(centsAsDecimal(123_450)).toBe('1234.50');
  });
});
