import { CHARGE_KINDS, EXTRA_KINDS, type LedgerKind, STAY_KINDS } from './kinds';

/** What the account's figures are computed from: an entry's kind and signed amount. */
export interface EntryAmount {
  kind: LedgerKind;
  amountCents: number;
}

/**
 * A reservation's figures, all derived from its entries and nothing else (DESIGN §5). Every
 * screen, mail and API answer that shows money shows these.
 */
export interface Account {
  /** Nights, cleaning, service fee and taxes, net of changes and cancellation credits. */
  stayCents: number;
  /** Groceries, experiences and services ordered for the trip. */
  extrasCents: number;
  /** Goodwill credits (−) and manual charges (+). */
  adjustmentsCents: number;
  /** The trip's total: stay + extras + adjustments (the security deposit is apart). */
  chargedCents: number;
  /** Money received, as a positive amount. */
  paidCents: number;
  /** Money sent back, as a positive amount. */
  refundedCents: number;
  /** The security deposit: asked for, paid and still held, released back, retained with a reason. */
  deposit: { requiredCents: number; heldCents: number; releasedCents: number; retainedCents: number };
  /**
   * What the guest still owes, security deposit included: charged + deposit asked − released −
   * paid + refunded. Negative when we owe the guest (a refund to send).
   */
  balanceDueCents: number;
}

const sumOf = (entries: readonly EntryAmount[], kinds: readonly LedgerKind[]) =>
  entries.reduce((sum, e) => (kinds.includes(e.kind) ? sum + e.amountCents : sum), 0);

export function accountOf(entries: readonly EntryAmount[]): Account {
  const stay = sumOf(entries, STAY_KINDS);
  const extras = sumOf(entries, EXTRA_KINDS);
  const adjustments = sumOf(entries, ['adjustment']);
  const charged = sumOf(entries, CHARGE_KINDS);
  const paid = 0 - sumOf(entries, ['payment']);
  const refunded = sumOf(entries, ['refund']);
  const required = sumOf(entries, ['deposit_held']);
  const released = 0 - sumOf(entries, ['deposit_released']);
  const retained = sumOf(entries, ['deposit_retained']);
  // Payments go to the trip's charges first; what is paid beyond them is the deposit, held until released or retained.
  const netPaid = paid - refunded;
  const collected = Math.max(0, Math.min(netPaid - charged, required - released));
  const held = Math.max(0, collected - retained);
  return {
    stayCents: stay,
    extrasCents: extras,
    adjustmentsCents: adjustments,
    chargedCents: charged,
    paidCents: paid,
    refundedCents: refunded,
    deposit: { requiredCents: required, heldCents: held, releasedCents: released, retainedCents: retained },
    balanceDueCents: charged + required - released - paid + refunded,
  };
}

/** Still to be decided about the deposit after the stay: asked for, less released and retained. */
export function depositOutstandingCents(account: Account): number {
  return account.deposit.requiredCents - account.deposit.releasedCents - account.deposit.retainedCents;
}
