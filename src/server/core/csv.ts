import { stringify } from 'csv-stringify/sync';
import { contentDisposition } from './file-download';

// No 'server-only' marker: the statement export is also loaded by scripts outside Next.

/**
 * A cell of an export: text, a number, or nothing. Money goes in as a number (csvAmount): a text
 * "-12.50" would be neutralised like a formula and reach the spreadsheet as text.
 */
export type CsvCell = string | number | null;

/**
 * The one CSV writer of every export (csv-stringify): a UTF-8 byte-order mark so spreadsheet
 * programs read accents as UTF-8, CRLF lines (RFC 4180), every text cell quoted, its quotes
 * doubled, so a `;` inside it cannot split it where a spreadsheet splits on `;` (Spanish Excel);
 * a text cell that a spreadsheet would run as a formula (starting with = + - @, a tab, a carriage
 * return or their full-width forms: OWASP "CSV injection") gets a leading apostrophe; numbers are
 * written bare, negative ones too, so they stay numbers; null is an empty cell.
 */
export function toCsv(header: readonly string[], lines: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...lines] as CsvCell[][], {
    bom: true,
    record_delimiter: 'windows',
    quoted_string: true,
    escape_formulas: true,
  });
}

/**
 * Cents as the amount a spreadsheet adds up: -123456 → -1234.56, 1990 → 19.9. Exact: a whole number
 * of cents over 100 is the double nearest its decimal, which is what JavaScript prints.
 */
export const csvAmount = (cents: number): number => cents / 100;

/** A CSV answer: a download with its name (any letter: RFC 6266/5987), never cached nor sniffed. */
export function csvResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition('attachment', fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
