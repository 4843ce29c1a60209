import { accountOf, type EntryAmount, isKeptLineReference, keptReference, keptUsedReference } from './account';
import { cancellationPlan } from './cancellation';
import { type LedgerKind, STAY_KINDS } from './kinds';
import { type EntryDraft, entryLabel } from './ledger';
import { changeEntries, type StayFigures } from './stay-entries';

export interface ChangePlan {
  /** The entries: the stay's lines moved to the new quote, then what the policy keeps (`<reference>:kept`). */
  drafts: EntryDraft[];
  /** How much the quoted stay goes down (0 when it goes up): what the policy's percentage applies to. */
  reductionCents: number;
  /** What the policy keeps of this reduction: its share (the refund's percent rounds down). */
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
 * When the quoted stay goes down, the policy keeps `100 − refundPercent` % of the reduction (the
 * refund rounds down), split over the lines that went down, so nights and cleaning kept stay the
 * owner's. It is kept whether or not it was paid yet: what the guest owes is then the new stay plus
 * what the policy kept, on the same schedule (a cancellation still never chases an unpaid share).
 * What an earlier change kept stays kept; a dearer change uses it up before anything is charged
 * (and a later cancellation still does not refund it: keptByPolicyCents).
 * The refund is what was paid beyond the account, at most what cancelling the whole stay today
 * (`refundPercent`) would give back; anything above that stays on the trip as a credit.
 */
export function changePlan(entries: readonly EntryAmount[], quote: StayFigures, refundPercent: number, reference: string): ChangePlan {
  const percent = Math.min(100, Math.max(0, refundPercent));
  const sumOf = (kind: LedgerKind, keptOnly: boolean) =>
    entries.reduce((sum, e) => (e.kind === kind && (!keptOnly || isKeptLineReference(e.reference)) ? sum + e.amountCents : sum), 0);
  const kept = (kind: LedgerKind) => sumOf(kind, true);
  const keptNow = STAY_KINDS.reduce((sum, kind) => sum + Math.max(0, kept(kind)), 0);
  const quotedNow = accountOf(entries).stayCents - keptNow;
  const newQuoted = STAY_KINDS.reduce((sum, kind) => sum + quoteLine(quote, kind), 0);

  // What earlier changes kept, less what a dearer stay uses of it.
  const carried = Math.max(0, keptNow - Math.max(0, newQuoted - quotedNow));
  const carriedLines = spread(
    carried,
    STAY_KINDS.map((kind) => ({ kind, room: Math.max(0, kept(kind)) })),
  );
  // The policy's share of the reduction, over the lines that went down.
  const reduction = Math.max(0, quotedNow - newQuoted);
  const keptCents = reduction - Math.floor((reduction * percent) / 100);
  const newLines = spread(
    keptCents,
    STAY_KINDS.map((kind) => ({ kind, room: Math.max(0, sumOf(kind, false) - kept(kind) - quoteLine(quote, kind)) })),
  );
  const total = (kind: LedgerKind) => (carriedLines.get(kind) ?? 0) + (newLines.get(kind) ?? 0);
  const drafts = [
    ...changeEntries(entries, quote, reference),
    ...keptDrafts(
      STAY_KINDS.map((kind) => [kind, total(kind) - kept(kind)]),
      reference,
      percent,
    ),
  ];

  const after = accountOf([...entries, ...drafts]);
  const back = Math.max(0, Math.min(-after.balanceDueCents, after.paidCents - after.refundedCents));
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
      reference: cents > 0 ? keptReference(reference) : keptUsedReference(reference),
    }));
}
