import type { Actor } from '../access/actor';
import type { Orm } from '../db/open';
import { depositSettlement } from './account';
import { cancellationPlan } from './cancellation';
import { type EntryDraft, entryLabel, type LockedAccount, moneyError, postEntries, setReservation } from './ledger';
import { type ProviderRefund, refundToGuest } from './refunds';
import { changePlan } from './change';
import type { StayFigures } from './stay-entries';

type Who = { actor: Actor; now: Date };

export interface MoneyOutcome {
  locked: LockedAccount;
  /** Card refunds to send to their provider once the transaction has committed (src/server/payments). */
  providerRefunds: ProviderRefund[];
}

/**
 * Closes a cancelled reservation's account (DESIGN §5) and marks it cancelled: the policy's
 * `refundPercent` decides what the stay keeps (cancellationPlan), the deposit is released, and what
 * was paid beyond that is refunded. Call with the account locked, after checking the status.
 */
export async function cancelAccount(
  tx: Orm,
  locked: LockedAccount,
  opts: { refundPercent: number; reason?: string },
  who: Who,
): Promise<MoneyOutcome & { refundCents: number }> {
  const plan = cancellationPlan(locked.entries, opts.refundPercent);
  const drafts: EntryDraft[] = plan.lines.map((line) => ({
    kind: line.kind,
    amountCents: line.amountCents,
    label:
      line.kind === 'deposit_released'
        ? entryLabel('deposit_released')
        : line.kind === 'extra' || line.kind === 'grocery' || line.kind === 'adjustment'
          ? entryLabel('cancellation_extras')
          : entryLabel('cancellation', { percent: opts.refundPercent }),
    reference: 'cancellation',
    reason: opts.reason ?? '',
  }));
  let current = await postEntries(tx, locked, drafts, who);
  await setReservation(tx, locked.reservation.id, {
    status: 'cancelled',
    cancelledAt: who.now,
    holdExpiresAt: null,
    refundCents: plan.refundCents,
  });
  current = { ...current, reservation: { ...current.reservation, status: 'cancelled' } };
  if (plan.refundCents === 0) return { locked: current, providerRefunds: [], refundCents: 0 };
  const refunded = await refundToGuest(tx, current, plan.refundCents, { reason: opts.reason ?? '', reference: 'cancellation' }, who);
  return { locked: refunded.locked, providerRefunds: refunded.providerRefunds, refundCents: plan.refundCents };
}

/**
 * A concierge's goodwill gesture with a reason the guest sees: a `credit` lowers what the trip costs
 * (an adjustment, at most the trip's charges); a `refund` sends money back (at most what was paid).
 */
export async function grantGoodwill(
  tx: Orm,
  locked: LockedAccount,
  opts: { kind: 'credit' | 'refund'; amountCents: number; reason: string },
  who: Who,
): Promise<MoneyOutcome> {
  if (!Number.isSafeInteger(opts.amountCents) || opts.amountCents <= 0) throw moneyError(422, 'invalid_amount');
  if (opts.kind === 'refund') {
    const out = await refundToGuest(tx, locked, opts.amountCents, { reason: opts.reason, reference: 'goodwill' }, who);
    return { locked: out.locked, providerRefunds: out.providerRefunds };
  }
  if (opts.amountCents > locked.account.chargedCents) throw moneyError(422, 'amount_above_balance');
  const after = await postEntries(
    tx,
    locked,
    [{ kind: 'adjustment', amountCents: -opts.amountCents, label: entryLabel('goodwill'), reference: 'goodwill', reason: opts.reason }],
    who,
  );
  return { locked: after, providerRefunds: [] };
}

/**
 * After check-out the security deposit is settled: `release` gives it all back; `retain` keeps
 * `amountCents` of what was collected (with a reason the guest sees) and gives back the rest. What
 * was never collected is simply released. 422 beyond what is held; the caller checks the stay is over.
 */
export async function settleDeposit(
  tx: Orm,
  locked: LockedAccount,
  opts: { action: 'release' | 'retain'; amountCents?: number; reason: string },
  who: Who,
): Promise<MoneyOutcome> {
  const plan = depositSettlement(locked.account, opts);
  if (typeof plan === 'string') throw moneyError(422, plan);
  const drafts: EntryDraft[] = [];
  if (plan.retainCents > 0)
    drafts.push({
      kind: 'deposit_retained',
      amountCents: plan.retainCents,
      label: entryLabel('deposit_retained'),
      reference: 'deposit',
      reason: opts.reason,
    });
  if (plan.releaseCents > 0)
    drafts.push({
      kind: 'deposit_released',
      amountCents: -plan.releaseCents,
      label: entryLabel('deposit_released'),
      reference: 'deposit',
      reason: opts.reason,
    });
  const after = await postEntries(tx, locked, drafts, who);
  if (plan.refundCents <= 0) return { locked: after, providerRefunds: [] };
  const out = await refundToGuest(tx, after, plan.refundCents, { reason: opts.reason, reference: 'deposit' }, who);
  return { locked: out.locked, providerRefunds: out.providerRefunds };
}

/**
 * A change of dates or guests re-prices the stay (DESIGN §5, decision 035): each line of the stay
 * moves to the new quote (`change:<id>` entries); when the stay gets cheaper, the cancellation
 * policy's `refundPercent` of the day decides what of the reduction goes back and what is kept
 * (`change:<id>:kept`), never more back than cancelling the whole stay that day would give
 * (changePlan). A dearer change leaves the difference to pay; the schedule follows from the figures.
 */
export async function repriceStay(
  tx: Orm,
  locked: LockedAccount,
  quote: StayFigures,
  opts: { reference: string; refundPercent: number },
  who: Who,
): Promise<MoneyOutcome & { refundCents: number; keptCents: number }> {
  const plan = changePlan(locked.entries, quote, opts.refundPercent, opts.reference);
  const after = await postEntries(tx, locked, plan.drafts, who);
  if (plan.refundCents <= 0) return { locked: after, providerRefunds: [], refundCents: 0, keptCents: plan.keptCents };
  const out = await refundToGuest(tx, after, plan.refundCents, { reason: '', reference: opts.reference }, who);
  return { locked: out.locked, providerRefunds: out.providerRefunds, refundCents: plan.refundCents, keptCents: plan.keptCents };
}
