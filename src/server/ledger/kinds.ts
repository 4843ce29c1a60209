import { ledgerKind } from '../db/schema/booking';

/**
 * The kinds of ledger entry (DESIGN §5) and what each means for the money. Amounts are signed the
 * way the guest's debt moves: a charge (+) or a credit (−) on the stay or its extras, a payment
 * received (−), a refund sent back (+), a security deposit asked for (+) and released (−). A
 * retained deposit (+) only re-labels money already paid and held: it does not move the balance.
 */
export const LEDGER_KINDS = ledgerKind.enumValues;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Whose money a kind is: the owner's (nights, cleaning), ours (service fee), the state's (taxes), the trip's extras, money moving, or the security deposit. */
export type LedgerShare = 'owner' | 'platform' | 'state' | 'extras' | 'adjustment' | 'money' | 'deposit';

export const SHARE_OF: Readonly<Record<LedgerKind, LedgerShare>> = {
  nights: 'owner',
  cleaning: 'owner',
  service_fee: 'platform',
  tax: 'state',
  extra: 'extras',
  grocery: 'extras',
  adjustment: 'adjustment',
  payment: 'money',
  refund: 'money',
  deposit_held: 'deposit',
  deposit_released: 'deposit',
  deposit_retained: 'deposit',
};

/** The stay's price: what the quote froze (and a change or cancellation re-prices). */
export const STAY_KINDS: readonly LedgerKind[] = ['nights', 'cleaning', 'service_fee', 'tax'];
/** Ordered on the trip's bill: groceries, experiences and services. */
export const EXTRA_KINDS: readonly LedgerKind[] = ['extra', 'grocery'];
/** Everything the guest is charged for the trip (the security deposit is apart). */
export const CHARGE_KINDS: readonly LedgerKind[] = [...STAY_KINDS, ...EXTRA_KINDS, 'adjustment'];

/** The sign an entry of a kind must have: charges and adjustments may go either way (a correction, a credit). */
export const SIGN_OF: Readonly<Record<LedgerKind, 1 | -1 | 0>> = {
  nights: 0,
  cleaning: 0,
  service_fee: 0,
  tax: 0,
  extra: 0,
  grocery: 0,
  adjustment: 0,
  payment: -1,
  refund: 1,
  deposit_held: 1,
  deposit_released: -1,
  deposit_retained: 1,
};

export function isLedgerKind(value: string): value is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(value);
}
