import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY_NAMES, refundPercentFor } from '../booking/cancellation-policies';
import { addDays } from '../core/calendar';
import { accountOf, type EntryAmount, entriesRefusal } from './account';
import { cancellationPlan } from './cancellation';
import { changePlan } from './change';
import { STAY_KINDS } from './kinds';
import { scheduleOf } from './schedule';
import { bookingEntries } from './stay-entries';
import { checkAccountInvariants, type StayQuote } from '@/test/ledger-model';

// Seeded so a failure reproduces (LEDGER_SEED / LEDGER_RUNS to search further).
const RUNS = { numRuns: Number(process.env.LEDGER_RUNS ?? 300), seed: Number(process.env.LEDGER_SEED ?? 2828), endOnFailure: false };

/** A villa's prices: the quote of any nights there, as the quote service freezes it. */
interface Villa {
  cleaning: number;
  serviceBps: number;
  taxBps: number;
  deposit: number;
}
const villaArb: fc.Arbitrary<Villa> = fc.record({
  cleaning: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60_000 })),
  serviceBps: fc.integer({ min: 0, max: 1500 }),
  taxBps: fc.integer({ min: 0, max: 2500 }),
  deposit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
});
const nightArb = fc.oneof(fc.integer({ min: 1, max: 400_000 }), fc.integer({ min: 1, max: 300 }));

function quoteOf(villa: Villa, nightly: number[]): StayQuote {
  const nights = nightly.reduce((a, b) => a + b, 0);
  const service = Math.round(((nights + villa.cleaning) * villa.serviceBps) / 10_000);
  const taxes = Math.round(((nights + villa.cleaning + service) * villa.taxBps) / 10_000);
  return {
    nights: nightly.map((cents, i) => ({ date: addDays('2031-03-01', i), cents })),
    nightsTotalCents: nights,
    cleaningFeeCents: villa.cleaning,
    serviceFeeCents: service,
    taxesCents: taxes,
    securityDepositCents: villa.deposit,
  };
}

/** A change of the stay: shorter (its first nights), longer (more nights), moved (as many nights at other prices), or the guests only. */
type Change = { to: 'shorter'; keep: number } | { to: 'longer'; more: number[] } | { to: 'moved'; prices: number[] } | { to: 'same' };
const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ to: fc.constant('shorter' as const), keep: fc.nat() }),
  fc.record({ to: fc.constant('longer' as const), more: fc.array(nightArb, { minLength: 1, maxLength: 5 }) }),
  fc.record({ to: fc.constant('moved' as const), prices: fc.array(nightArb, { minLength: 10, maxLength: 10 }) }),
  fc.record({ to: fc.constant('same' as const) }),
);
const nightlyAfter = (nightly: number[], c: Change): number[] => {
  if (c.to === 'shorter') return nightly.slice(0, 1 + (c.keep % nightly.length));
  if (c.to === 'longer') return [...nightly, ...c.more];
  if (c.to === 'moved') return nightly.map((_, i) => c.prices[i % c.prices.length] ?? 1);
  return nightly;
};

const scenarioArb = fc.record({
  villa: villaArb,
  nightly: fc.array(nightArb, { minLength: 1, maxLength: 10 }),
  policy: fc.constantFrom(...CANCELLATION_POLICY_NAMES),
  daysBeforeArrival: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.constantFrom(1, 7, 13, 14, 29, 30, 59, 60)),
  status: fc.constantFrom('confirmed' as const, 'awaiting_payment' as const),
  paid: fc.constantFrom('nothing' as const, 'deposit' as const, 'full' as const),
  extrasCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_000 })),
  creditShare: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1000 })),
  changes: fc.array(changeArb, { minLength: 1, maxLength: 3 }),
  /** Whether the guest pays what a change leaves due before the next step. */
  paysBetween: fc.boolean(),
});

const TERMS = { depositPercent: 30, balanceDueDays: 60, checkIn: '2031-03-01', bookedOn: '2030-09-01' };

describe('a change under the cancellation policy, over policies × days before arrival × changes × what was paid', {
  timeout: 30_000,
}, () => {
  it('never refunds more than cancelling the whole stay that day, and the ledger still balances', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(scenarioArb, (s) => {
        // A stay awaiting payment is withdrawn in full, as its cancellation is (cancellationPreview).
        const percent = s.status === 'awaiting_payment' ? 100 : refundPercentFor(s.policy, s.daysBeforeArrival);
        const entries: EntryAmount[] = bookingEntries(quoteOf(s.villa, s.nightly));
        const post = (drafts: readonly EntryAmount[]) => {
          expect(entriesRefusal(entries, drafts), JSON.stringify(drafts)).toBeNull();
          entries.push(...drafts);
        };
        if (s.extrasCents > 0) post([{ kind: 'extra', amountCents: s.extrasCents }]);
        if (s.creditShare > 0) {
          const charged = accountOf(entries).chargedCents;
          post([{ kind: 'adjustment', amountCents: -Math.max(1, Math.round((charged * s.creditShare) / 4000)) }]);
        }
        const owed = accountOf(entries).balanceDueCents;
        const confirming = scheduleOf(accountOf(entries), TERMS, TERMS.bookedOn).confirmingCents;
        const paid = s.paid === 'nothing' ? 0 : s.paid === 'full' ? owed : Math.min(owed, confirming);
        if (paid > 0) post([{ kind: 'payment', amountCents: -paid }]);
        const directCancel = cancellationPlan(entries, percent).refundCents;

        let nightly = s.nightly;
        let refundedByChanges = 0;
        let paidAfter = 0;
        for (const [i, c] of s.changes.entries()) {
          nightly = nightlyAfter(nightly, c);
          const before = accountOf(entries);
          const cancelToday = cancellationPlan(entries, percent).refundCents;
          const plan = changePlan(entries, quoteOf(s.villa, nightly), percent, `change:${i}`);
          seen.add(`${c.to}/${plan.keptCents > 0 ? 'kept' : 'none'}/${plan.refundCents > 0 ? 'refund' : 'none'}`);

          // The rule: a change never gives back more than cancelling the whole stay would that day.
          expect(plan.refundCents).toBeLessThanOrEqual(cancelToday);
          expect(plan.refundCents).toBeLessThanOrEqual(Math.max(0, before.paidCents - before.refundedCents));
          // The policy keeps at most its share of the reduction.
          expect(plan.keptCents).toBeLessThanOrEqual(plan.reductionCents - Math.floor((plan.reductionCents * percent) / 100));
          for (const d of plan.drafts) expect(Number.isSafeInteger(d.amountCents) && d.amountCents !== 0).toBe(true);

          post(plan.drafts);
          if (plan.refundCents > 0) post([{ kind: 'refund', amountCents: plan.refundCents }]);
          refundedByChanges += plan.refundCents;
          const after = accountOf(entries);
          // The ledger balances: every invariant of the account and its schedule.
          checkAccountInvariants(after, scheduleOf(after, TERMS, '2031-01-15'));
          // No line of the stay goes below zero (an owner's statement never shows a negative night).
          for (const kind of STAY_KINDS)
            expect(entries.reduce((t, e) => (e.kind === kind ? t + e.amountCents : t), 0)).toBeGreaterThanOrEqual(0);
          // Money still owed to the guest after a change is only the part above what cancelling would refund.
          if (after.balanceDueCents < 0) expect(plan.refundCents).toBe(cancelToday);
          if (s.paysBetween && after.balanceDueCents > 0) {
            paidAfter += after.balanceDueCents;
            post([{ kind: 'payment', amountCents: -after.balanceDueCents }]);
          }
        }

        // Changing, then cancelling the same day, gives back no more than cancelling at once (net of
        // what the changes had the guest pay meanwhile).
        const cancel = cancellationPlan(entries, percent);
        expect(refundedByChanges + cancel.refundCents - paidAfter).toBeLessThanOrEqual(directCancel);
        post(cancel.lines);
        if (cancel.refundCents > 0) post([{ kind: 'refund', amountCents: cancel.refundCents }]);
        expect(accountOf(entries).balanceDueCents).toBe(0);
      }),
      RUNS,
    );
    // Not vacuous: shorter changes both kept and refunded, longer ones neither.
    expect(seen).toContain('shorter/kept/none');
    expect(seen).toContain('shorter/kept/refund');
    expect(seen).toContain('shorter/none/refund');
    expect(seen).toContain('longer/none/none');
    expect([...seen].some((k) => k.startsWith('moved/kept/'))).toBe(true);
  });
});
