import { CHARGE_KINDS, EXTRA_KINDS, type LedgerKind, SIGN_OF, STAY_KINDS } from './kinds';

/** What the account's figures are computed from: an entry's kind and signed amount. */
export interface EntryAmount {
  kind: LedgerKind;
  amountCents: number;
  /** What caused it (`booking`, `change:4`, `change:4:kept`…): only the policy's kept lines are told apart by it. */
  reference?: string;
}

/**
 * The stay lines a change's cancellation policy keeps (decision 035) are `change:4:kept`; a later
 * dearer change that uses them toward its nights writes `change:5:kept-used` against them.
 */
export const keptReference = (reference: string) => `${reference}:kept`;
export const keptUsedReference = (reference: string) => `${reference}:kept-used`;
export const isKeptReference = (reference: string | undefined) => reference?.endsWith(':kept') ?? false;
/** A line of what the policy kept, or of its use: apart from the lines of the quoted stay. */
export const isKeptLineReference = (reference: string | undefined) =>
  isKeptReference(reference) || (reference?.endsWith(':kept-used') ?? false);

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

const collectedOf = (netPaidCents: number, chargedCents: number, depositAskedCents: number) =>
  Math.max(0, Math.min(netPaidCents - Math.max(0, chargedCents), depositAskedCents));

/** What of the security deposit was paid (held now, or held and then retained). */
function depositCollectedCents(a: Account): number {
  return collectedOf(a.paidCents - a.refundedCents, a.chargedCents, a.deposit.requiredCents - a.deposit.releasedCents);
}

/**
 * What earlier changes' policy kept of the stay (decision 035), no longer refundable: a later
 * cancellation applies its percentage to the rest of the stay only. A dearer change that used it
 * toward new nights does not make it refundable again (else shortening, lengthening on the kept
 * money and cancelling would give back more than cancelling at once). Between nothing and the stay.
 */
export function keptByPolicyCents(entries: readonly EntryAmount[]): number {
  const kept = entries.reduce((sum, e) => (STAY_KINDS.includes(e.kind) && isKeptReference(e.reference) ? sum + e.amountCents : sum), 0);
  return Math.max(0, Math.min(kept, sumOf(entries, STAY_KINDS)));
}

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
  // Payments go to the trip's charges first; what is paid beyond them is the deposit, held until
  // released or retained. Charges below zero (a credit larger than a re-priced stay) are money we
  // owe, not money collected: the deposit held is never more than what was paid.
  const collected = collectedOf(paid - refunded, charged, required - released);
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

/**
 * The figures every surface that shows a trip's money shows (the trips list, the charges page, the
 * confirmation, the desk, the mails), so none of them can disagree with another: the trip's total,
 * what was paid and refunded, the balance of the stay, and the refundable security deposit on its
 * own line. The balance never includes the deposit: the guest reads what the stay still costs, and
 * beside it what of the deposit is held and what is still to be collected.
 */
export interface MoneyFigures {
  /** The trip's total: stay, extras and adjustments (Account.chargedCents). */
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  /**
   * What the stay (with its extras) still costs the guest, the deposit apart: the total less what
   * was paid towards it. Negative when we owe the guest. Plus the deposit to collect, it is
   * Account.balanceDueCents.
   */
  stayBalanceCents: number;
  deposit: {
    /** Asked for, refundable. */
    amountCents: number;
    /** Paid and still held. */
    heldCents: number;
    /** Still to be paid (with the balance, before arrival). */
    toCollectCents: number;
    releasedCents: number;
    retainedCents: number;
  };
}

/** The one source of the figures a trip shows (pure): payments pay the trip first, then the deposit. */
export function figuresOf(account: Account): MoneyFigures {
  const d = account.deposit;
  const toCollect = d.requiredCents - d.releasedCents - depositCollectedCents(account);
  return {
    totalCents: account.chargedCents,
    paidCents: account.paidCents,
    refundedCents: account.refundedCents,
    stayBalanceCents: account.balanceDueCents - toCollect,
    deposit: {
      amountCents: d.requiredCents,
      heldCents: d.heldCents,
      toCollectCents: toCollect,
      releasedCents: d.releasedCents,
      retainedCents: d.retainedCents,
    },
  };
}

/** Still to be decided about the deposit after the stay: asked for, less released and retained. */
export function depositOutstandingCents(account: Account): number {
  return account.deposit.requiredCents - account.deposit.releasedCents - account.deposit.retainedCents;
}

/** Why the ledger refuses to append `drafts` to an account: a money.errors.<code>. */
export type EntriesRefusal = 'invalid_amount' | 'refund_exceeds_paid' | 'deposit_exceeds_held';

/**
 * The ledger's own rules for new entries (pure; postEntries applies them): each in whole cents,
 * not zero, with the sign its kind moves; and the account after them never refunds more than was
 * paid nor releases or retains more security deposit than was asked for. Null when they may be written.
 */
export function entriesRefusal(entries: readonly EntryAmount[], drafts: readonly EntryAmount[]): EntriesRefusal | null {
  for (const d of drafts) {
    if (!Number.isSafeInteger(d.amountCents) || d.amountCents === 0) return 'invalid_amount';
    const sign = SIGN_OF[d.kind];
    if (sign !== 0 && Math.sign(d.amountCents) !== sign) return 'invalid_amount';
  }
  const after = accountOf([...entries, ...drafts]);
  if (after.refundedCents > after.paidCents) return 'refund_exceeds_paid';
  if (after.deposit.releasedCents + after.deposit.retainedCents > after.deposit.requiredCents) return 'deposit_exceeds_held';
  return null;
}

/** How a security deposit is settled after the stay: what is retained, released, and sent back. */
export interface DepositSettlement {
  retainCents: number;
  releaseCents: number;
  /** The part of the released deposit that was collected: money to send back. */
  refundCents: number;
}

/**
 * The security deposit settled after check-out (pure; settleDeposit writes it): `release` gives it
 * all back; `retain` keeps `amountCents` of what was collected and releases the rest. What was
 * never collected is released without a refund. A refusal code when nothing is left to settle,
 * the amount is not whole cents above zero, or it is more than is held.
 */
export function depositSettlement(
  account: Account,
  opts: { action: 'release' | 'retain'; amountCents?: number | undefined },
): DepositSettlement | 'invalid_amount' | 'deposit_exceeds_held' {
  const outstanding = depositOutstandingCents(account);
  const held = account.deposit.heldCents;
  const retain = opts.action === 'retain' ? (opts.amountCents ?? 0) : 0;
  if (opts.action === 'retain' && (!Number.isSafeInteger(retain) || retain <= 0)) return 'invalid_amount';
  if (retain > held || outstanding <= 0) return 'deposit_exceeds_held';
  const release = outstanding - retain;
  return { retainCents: retain, releaseCents: release, refundCents: Math.max(0, Math.min(held - retain, release)) };
}
