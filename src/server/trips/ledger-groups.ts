import type { TripCharge } from '../booking/booking.types';

export type LedgerGroup = 'stay' | 'extras' | 'payments';

export const LEDGER_GROUPS: readonly LedgerGroup[] = ['stay', 'extras', 'payments'];

const GROUP_OF: Record<string, LedgerGroup> = {
  nights: 'stay',
  cleaning_fee: 'stay',
  service_fee: 'stay',
  taxes: 'stay',
  grocery: 'extras',
  experience: 'extras',
  service: 'extras',
  payment: 'payments',
  refund: 'payments',
  cancellation: 'payments',
};

export interface LedgerLine extends TripCharge {
  /** The line's place in the whole ledger: a stable key (ledger lines carry no id). */
  position: number;
}

export interface LedgerView {
  groups: Record<LedgerGroup, LedgerLine[]>;
  /** The stay and the extras. */
  chargedCents: number;
  /** Cancellation credits, as a positive amount. */
  creditedCents: number;
  /** Payments less the refunds paid back, as a positive amount when money was received. */
  paidCents: number;
  /** charged − credited − paid: the ledger's sum. */
  balanceCents: number;
}

/** A trip's ledger as the charges page shows it: the stay, the extras, then payments, refunds and credits, with their totals. */
export function ledgerView(charges: readonly TripCharge[]): LedgerView {
  const groups: Record<LedgerGroup, LedgerLine[]> = { stay: [], extras: [], payments: [] };
  let charged = 0;
  let credited = 0;
  let paid = 0;
  for (const [position, line] of charges.entries()) {
    const group = GROUP_OF[line.kind] ?? 'extras';
    groups[group].push({ ...line, position });
    if (line.kind === 'cancellation') credited -= line.amount_cents;
    else if (group === 'payments') paid -= line.amount_cents;
    else charged += line.amount_cents;
  }
  return { groups, chargedCents: charged, creditedCents: credited, paidCents: paid, balanceCents: charged - credited - paid };
}
