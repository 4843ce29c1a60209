import { accountOf, type EntryAmount, isKeptReference, keptByPolicyCents, keptReference } from './account';
import { cancellationPlan } from './cancellation';
import { type LedgerKind, STAY_KINDS } from './kinds';
import { type EntryDraft, entryLabel } from './ledger';
import { changeEntries, type StayFigures } from './stay-entries';

export interface ChangePlan {
  /** The entries: the stay's lines moved to the new quote, then what the policy keeps (`<reference>:kept`). */
  drafts: EntryDraft[];
  /** How much the quoted stay goes down (0 when it goes up): what the policy's percentage applies to. */
  reductionCents: number;
  /** What the policy keeps of this reduction: its share, never more than would otherwise go back. */
  keptCents: number;
  /** Money to send back: never more than was paid, nor than cancelling the whole stay today would give. */
  refundCents: number;
}

/**
 * Shares `total` over lines in proportion to each one's room, never more than a line's room
 * (so a kept line never exceeds what its kind went down by); the rounding remainder goes to the
 * largest rooms first. `total` is at most the rooms' sum.
 */
function spread(total: number, rooms: { kind: LedgerKind; room: number }[]): Map<LedgerKind, number> {
  const out = new Map<LedgerKind, number>();
  const sum = rooms.reduce((s, r) => s + r.room, 0);
  if (total <= 0 || sum <= 0) return out;
  let left = Math.min(total, sum);
  for (const r of rooms) {
    const share = Math.floor((r.room * Math.min(total, sum)) / sum);
    out.set(r.kind, share);
    left -= share;
  }
  for (const r of [...rooms].sort((a, b) => b.room - a.room)) {
    if (left === 0) break;
    const had = out.get(r.kind) ?? 0;
    const take = Math.min(left, r.room - had);
    out.set(r.kind, had + take);
    left -= take;
  }
  return out;
}

/**
 * A change of dates or guests under the cancellation policy (pure; repriceStay writes it, the
 * change preview shows it; decision 035). The stay's lines move to the new quote (changeEntries).
 * When the quoted stay goes down, the policy keeps `100 − refundPercent` % of the reduction, split
 * over the lines that went down (so nights and cleaning kept stay the owner's), and only out of
 * what was paid beyond the new stay: an unpaid share is not chased, the guest then owes the new
 * stay's balance. What an earlier change kept stays kept; a dearer change uses it up before
 * anything is charged. The refund is what was paid beyond the account, at most what cancelling the
 * whole stay today (`refundPercent`) would give back; anything above that stays on the trip as
 * a credit.
 */
export function changePlan(entries: readonly EntryAmount[], quote: StayFigures, refundPercent: number, reference: string): ChangePlan {
  const percent = Math.min(100, Math.max(0, refundPercent));
  const kept = (kind: LedgerKind) =>
    entries.reduce((sum, e) => (e.kind === kind && isKeptReference(e.reference) ? sum + e.amountCents : sum), 0);
  const keptNow = keptByPolicyCents(entries);
  const quotedNow = accountOf(entries).stayCents - keptNow;
  const reprice = changeEntries(entries, quote, reference);
  const quotedLine = (kind: LedgerKind) => quoteLine(quote, kind);
  const newQuoted = STAY_KINDS.reduce((sum, kind) => sum + quotedLine(kind), 0);

  // What earlier changes kept, less what a dearer stay uses of it.
  const carried = Math.max(0, keptNow - Math.max(0, newQuoted - quotedNow));
  const carriedLines = spread(
    carried,
    STAY_KINDS.map((kind) => ({ kind, room: Math.max(0, kept(kind)) })),
  );
  const heldAfterReprice = [...entries, ...reprice];
  const carriedDrafts = keptDrafts(
    STAY_KINDS.map((kind) => [kind, (carriedLines.get(kind) ?? 0) - kept(kind)]),
    reference,
    percent,
  );
  const afterCarried = accountOf([...heldAfterReprice, ...carriedDrafts]);
  const netPaid = Math.max(0, afterCarried.paidCents - afterCarried.refundedCents);

  // The policy's share of the reduction, out of what would otherwise go back.
  const reduction = Math.max(0, quotedNow - newQuoted);
  const policyKeeps = Math.round((reduction * (100 - percent)) / 100);
  const overpaid = Math.max(0, Math.min(-afterCarried.balanceDueCents, netPaid));
  const keptCents = Math.min(policyKeeps, overpaid);
  const held = (kind: LedgerKind) => entries.reduce((sum, e) => (e.kind === kind ? sum + e.amountCents : sum), 0);
  const newLines = spread(
    keptCents,
    STAY_KINDS.map((kind) => ({ kind, room: Math.max(0, held(kind) - kept(kind) - quotedLine(kind)) })),
  );
  const total = (kind: LedgerKind) => (carriedLines.get(kind) ?? 0) + (newLines.get(kind) ?? 0);
  const drafts = [
    ...reprice,
    ...keptDrafts(
      STAY_KINDS.map((kind) => [kind, total(kind) - kept(kind)]),
      reference,
      percent,
    ),
  ];

  const after = accountOf([...entries, ...drafts]);
  const back = Math.max(0, Math.min(-after.balanceDueCents, netPaid));
  const refundCents = Math.min(back, cancellationPlan(entries, percent).refundCents);
  return { drafts, reductionCents: reduction, keptCents, refundCents };
}

function quoteLine(quote: StayFigures, kind: LedgerKind): number {
  if (kind === 'nights') return quote.nightsTotalCents;
  if (kind === 'cleaning') return quote.cleaningFeeCents;
  if (kind === 'service_fee') return quote.serviceFeeCents;
  if (kind === 'tax') return quote.taxesCents;
  return 0;
}

/** The kept lines' movements, labelled: what the policy keeps (+), or a kept amount a dearer stay used (−). */
function keptDrafts(moves: [LedgerKind, number][], reference: string, percent: number): EntryDraft[] {
  return moves
    .filter(([, cents]) => cents !== 0)
    .map(([kind, cents]) => ({
      kind,
      amountCents: cents,
      label: cents > 0 ? entryLabel('change_kept', { percent }) : entryLabel('change_kept_used'),
      reference: keptReference(reference),
    }));
}
