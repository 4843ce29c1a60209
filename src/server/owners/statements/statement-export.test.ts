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
  it('writes cents as plain decimals', () => {
    expect(decimalDollars(0)).toBe('0.00');
    expect(decimalDollars(5)).toBe('0.05');
    expect(decimalDollars(-123_456)).toBe('-1234.56');
  });

  it('quotes fields with commas or quotes and defuses formulas, in the request’s language', () => {
    const csv = statementCsv(statement('=HYPERLINK("x")'), 'es');
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('Mes,Tipo,Fecha,Villa,Referencia,Descripción,Noches,Limpieza,Comisión,Importe,Neto');
    expect(line).toBe(`2026-03,Gasto,2026-03-02,"Villa ""Mar"", Cap Cana",E-7,"'=HYPERLINK(""x"")",0.00,0.00,0.00,19.99,-19.99`);
    expect(csv).toContain('2026-03,Total,,,,Saldo final,,,,,-19.99\r\n');
  });
});
