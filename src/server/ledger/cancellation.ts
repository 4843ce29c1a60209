import { accountOf, type EntryAmount, keptByPolicyCents } from './account';
import { EXTRA_KINDS, type LedgerKind, STAY_KINDS } from './kinds';

/** An entry a cancellation writes, before its labels are put on. */
export interface CancellationLine {
  kind: LedgerKind;
  amountCents: number;
}

export interface CancellationPlan {
  lines: CancellationLine[];
  /** What the stay keeps after the cancellation: the policy's share of the stay, at most what was paid. */
  keptCents: number;
  /** Money to send back so that the account closes at zero. */
  refundCents: number;
}

/**
 * The entries that close a cancelled reservation's account (pure). The stay keeps the share the
 * policy does not refund (and what an earlier change's policy kept), never more than was paid (an
 * unpaid share is not chased); the lines that
 * are reversed keep their kinds, so an owner's statement still tells the nights and cleaning kept
 * from the service fee and taxes. Extras not delivered and adjustments are reversed in full, the
 * security deposit is released, and what was paid beyond what is kept is the refund.
 */
export function cancellationPlan(entries: readonly EntryAmount[], refundPercent: number): CancellationPlan {
  const account = accountOf(entries);
  const netPaid = Math.max(0, account.paidCents - account.refundedCents);
  const percent = Math.min(100, Math.max(0, refundPercent));
  // What an earlier change's policy kept is kept already; the percentage applies to the rest (decision 035).
  const keptBefore = keptByPolicyCents(entries);
  const policyKeeps = keptBefore + Math.round((Math.max(0, account.stayCents - keptBefore) * (100 - percent)) / 100);
  const kept = Math.max(0, Math.min(policyKeeps, netPaid));
  const lines: CancellationLine[] = [];
  const net = (kind: LedgerKind) => entries.reduce((sum, e) => (e.kind === kind ? sum + e.amountCents : sum), 0);

  // The stay: each kind credited in proportion, so that exactly `kept` remains.
  const stay = STAY_KINDS.map((kind) => ({ kind, cents: net(kind) })).filter((k) => k.cents !== 0);
  const stayTotal = stay.reduce((sum, k) => sum + k.cents, 0);
  let toCredit = stayTotal - kept;
  if (toCredit !== 0 && stayTotal !== 0) {
    const shares = stay.map((k) => ({ kind: k.kind, cents: Math.trunc((k.cents * toCredit) / stayTotal), had: k.cents }));
    // The rounding remainder goes to the largest line (the nights) first, but never credits a line
    // more than it holds (a line kept below zero would show on the owner's statement): what does
    // not fit goes to the next largest.
    let remainder = toCredit - shares.reduce((sum, s) => sum + s.cents, 0);
    const bySize = [...shares].sort((a, b) => Math.abs(b.had) - Math.abs(a.had));
    for (const s of bySize) {
      if (remainder === 0) break;
      const room = remainder > 0 ? Math.max(0, s.had - s.cents) : Math.max(0, s.cents - s.had);
      const take = Math.sign(remainder) * Math.min(Math.abs(remainder), room);
      s.cents += take;
      remainder -= take;
    }
    // Lines of mixed signs (never written by the ledger itself): the rest to the largest.
    if (remainder !== 0 && bySize[0]) bySize[0].cents += remainder;
    for (const s of shares) if (s.cents !== 0) lines.push({ kind: s.kind, amountCents: -s.cents });
    toCredit = 0;
  }
  for (const kind of [...EXTRA_KINDS, 'adjustment'] as const) {
    const cents = net(kind);
    if (cents !== 0) lines.push({ kind, amountCents: -cents });
  }
  const depositLeft = account.deposit.requiredCents - account.deposit.releasedCents - account.deposit.retainedCents;
  if (depositLeft > 0) lines.push({ kind: 'deposit_released', amountCents: -depositLeft });

  const after = accountOf([...entries, ...lines]);
  return { lines, keptCents: kept, refundCents: Math.max(0, -after.balanceDueCents) };
}
