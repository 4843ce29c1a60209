import type { z } from 'zod';
import type { statementSchema } from './statements.openapi';
/** The owner statement as the API answers it and the earnings page shows it (amounts in integer cents). */

export type StatementLineType = 'revenue' | 'adjustment' | 'expense' | 'payout';

export interface ApiStatementLine {
  type: StatementLineType;
  property_id: number | null;
  property_name: string | null;
  /** Stays and their adjustments: the reservation and its confirmation number. */
  reservation_id: number | null;
  confirmation_number: string | null;
  check_in: string | null;
  check_out: string | null;
  /** An adjustment: the locked month of the check-in it corrects. */
  of_month: string | null;
  expense_id: number | null;
  payout_id: number | null;
  /** Expenses and payouts: their date. */
  date: string | null;
  /** An expense's description or a payout's reference. */
  description: string;
  has_receipt: boolean;
  nights_cents: number;
  cleaning_cents: number;
  commission_cents: number;
  /** Expenses and payouts: their amount. */
  amount_cents: number;
  /** What the line adds to the month's net (a payout: 0, it is paid out of the balance). */
  net_cents: number;
}

export interface ApiStatementTotals {
  opening_cents: number;
  owner_revenue_cents: number;
  adjustments_cents: number;
  commission_cents: number;
  expenses_cents: number;
  net_cents: number;
  payouts_cents: number;
  closing_cents: number;
}

export type ApiStatement = z.infer<typeof statementSchema>;
