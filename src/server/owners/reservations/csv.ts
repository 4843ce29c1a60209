/**
 * CSV as RFC 4180 writes it (every field quoted, quotes doubled, CRLF lines), with a byte-order
 * mark so spreadsheet programs read it as UTF-8. A text cell that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return: OWASP "CSV injection") gets a
 * leading apostrophe; numbers are written as numbers.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  if (value === null) return '""';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], lines: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Cents as a plain decimal amount (1234.5 → "1234.50"), which every spreadsheet reads as a number. */
export const centsAsDecimal = (cents: number): string => (cents / 100).toFixed(2);
