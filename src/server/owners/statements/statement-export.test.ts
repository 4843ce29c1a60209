import { describe, expect, it } from 'vitest';
import { decimalDollars, statementCsv } from './statement-export';
import type { ApiStatement } from './statements.types';

const statement = (description: string): ApiStatement => ({
  month: '2026-03',
  currency: 'USD',
  state: 'open',
  issued_at: null,
  issues_on: '2026-04-03',
  owners: [],
  properties: [],
  filters: { property: null, owner: null },
  totals: {
    opening_cents: 0,
    owner_revenue_cents: 0,
    adjustments_cents: 0,
    commission_cents: 0,
    expenses_cents: 1_999,
    net_cents: -1_999,
    payouts_cents: 0,
    closing_cents: -1_999,
  },
  lines: [
    {
      type: 'expense',
      property_id: 1,
      property_name: 'Villa "Mar", Cap Cana',
      reservation_id: null,
      confirmation_number: null,
      check_in: null,
      check_out: null,
      of_month: null,
      expense_id: 7,
      payout_id: null,
      date: '2026-03-02',
      description,
      has_receipt: false,
      nights_cents: 0,
      cleaning_cents: 0,
      commission_cents: 0,
      amount_cents: 1_999,
      net_cents: -1_999,
    },
  ],
  history: [],
});

describe('statement CSV', () => {
  it('writes cents as plain decimals (the PDF and the command line)', () => {
    expect(decimalDollars(0)).toBe('0.00');
    expect(decimalDollars(5)).toBe('0.05');
    expect(decimalDollars(-123_456)).toBe('-1234.56');
  });

  it('starts with a byte-order mark and keeps the request’s language, accents included', () => {
    const csv = statementCsv(statement('Reparación'), 'es');
    expect(
      csv.startsWith('\uFEFF"Mes","Tipo","Fecha","Villa","Referencia","Descripción","Noches","Limpieza","Comisión","Importe","Neto"\r\n'),
    ).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes text, keeps a description with `;` in one cell, neutralises formulas and writes amounts as numbers', () => {
    // The second review's description: a spreadsheet that splits on `;` (Spanish Excel) ran `=1+1`.
    const lines = statementCsv(statement('Pool repair;=1+1;@SUM(A1)'), 'en').split('\r\n');
    expect(lines[1]).toBe(
      '"2026-03","Expense","2026-03-02","Villa ""Mar"", Cap Cana","E-7","Pool repair;=1+1;@SUM(A1)",0,0,0,19.99,-19.99',
    );
    const [, formula] = statementCsv(statement('=HYPERLINK("x")'), 'en').split('\r\n');
    expect(formula).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toBe('"2026-03","Total",,,,"Closing balance",,,,,-19.99');
  });
});
