import type { TripCharge } from '../booking/booking.types';
import type { LedgerKind } from '../ledger/kinds';

export type LedgerGroup = 'stay' | 'extras' | 'payments' | 'deposit';

export const LEDGER_GROUPS: readonly LedgerGroup[] = ['stay', 'extras', 'payments', 'deposit'];

const GROUP_OF: Record<LedgerKind, LedgerGroup> = {
  nights: 'stay',
  cleaning: 'stay',
  service_fee: 'stay',
  tax: 'stay',
  extra: 'extras',
  grocery: 'extras',
  adjustment: 'extras',
  payment: 'payments',
  refund: 'payments',
  deposit_held: 'deposit',
  deposit_released: 'deposit',
  deposit_retained: 'deposit',
};

/** A trip's ledger entries as the charges page groups them: the stay, the extras and credits, the money moved, the security deposit. The figures come from trip.money. */
export function ledgerGroups(charges: readonly TripCharge[]): Record<LedgerGroup, TripCharge[]> {
  const groups: Record<LedgerGroup, TripCharge[]> = { stay: [], extras: [], payments: [], deposit: [] };
  for (const line of charges) groups[GROUP_OF[line.kind]].push(line);
  return groups;
}
