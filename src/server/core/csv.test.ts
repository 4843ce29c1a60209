import { describe, expect, it } from 'vitest';
import { csvAmount, toCsv } from './csv';

const BOM = '\uFEFF';
const row = (...cells: Parameters<typeof toCsv>[1][number]) => toCsv(['h'], [cells]).slice(`${BOM}"h"\r\n`.length, -2);

describe('csv', () => {
  it('starts with a byte-order mark, a header row, CRLF lines; accents stay as they are', () => {
    expect(toCsv(['Descripción', 'Año'], [['Reparación de la piscina', 2026]])).toBe(
      `${BOM}"Descripción","Año"\r\n"Reparación de la piscina",2026\r\n`,
    );
    expect(toCsv(['a'], []).startsWith(BOM)).toBe(true);
  });

  it('quotes every text cell and doubles quotes; a number is bare; null is an empty cell', () => {
    expect(row('Villa "Mar", Sol', 12, null, '', 'línea\nnueva')).toBe('"Villa ""Mar"", Sol",12,,"","línea\nnueva"');
  });

  it('keeps a description with `;` in one quoted cell and neutralises what a spreadsheet would run as a formula', () => {
    expect(row('Pool repair;=1+1;@SUM(A1)')).toBe('"Pool repair;=1+1;@SUM(A1)"');
    for (const bad of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '＝1+1'])
      expect(row(bad).startsWith(`"'`), JSON.stringify(bad)).toBe(true);
    expect(row('=1+1;@SUM(A1)')).toBe(`"'=1+1;@SUM(A1)"`);
    expect(row('Ana = Luis')).toBe('"Ana = Luis"');
  });

  it('writes amounts as numbers, negative ones too, never as neutralised text', () => {
    expect(row(csvAmount(-123_456), csvAmount(5), csvAmount(0), csvAmount(100_003))).toBe('-1234.56,0.05,0,1000.03');
    expect(row('-12.50')).toBe(`"'-12.50"`);
  });
});
