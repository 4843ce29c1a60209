import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../core/calendar';
import { accountOf } from './account';
import { cancellationPlan } from './cancellation';
import { STAY_KINDS } from './kinds';
import { scheduleOf } from './schedule';
import { bookingEntries, changeEntries } from './stay-entries';
import { checkAccountInvariants, checkAgainstExpected, numbersIn, PureLedger, quoteArb, scenarioArb, termsArb } from '@/test/ledger-model';

// Seeded so a failure reproduces (LEDGER_SEED / LEDGER_RUNS to search further); fast-check prints
// the seed and the shrunk counterexample.
const RUNS = { numRuns: Number(process.env.LEDGER_RUNS ?? 200), seed: Number(process.env.LEDGER_SEED ?? 1313), endOnFailure: false };

// 200 seeded lives per property take a few hundred milliseconds alone, but seconds on a loaded
// 2-core machine (parallel builds): a wider limit than vitest's 5 s, so load is not a failure.
describe('the ledger over random lives of a reservation', { timeout: 30_000 }, () => {
  it('keeps every invariant after every booking, change, extra, credit, payment, refund, deposit settlement and cancellation', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(scenarioArb(30), ({ terms, quote, ops, todayOffset }) => {
        const ledger = new PureLedger(terms, quote);
        const today = addDays(terms.bookedOn, todayOffset);
        const check = () => {
          checkAccountInvariants(ledger.account, ledger.schedule(today));
          checkAgainstExpected(ledger.account, ledger.expected);
        };
        check();
        for (const op of ops) {
          const before = ledger.account;
          const step = ledger.apply(op);
          seen.add(step.kind);
          check();
          const after = ledger.account;
          if (step.kind === 'pay' && op.op === 'pay' && op.scope !== 'amount') {
            // Paying the balance leaves nothing due; paying the next installment pays it.
            if (op.scope === 'balance') {
              expect(after.balanceDueCents).toBe(0);
              expect(ledger.schedule(today).next).toBeNull();
            } else {
              const next = scheduleOf(before, terms, terms.bookedOn).next;
              const same = ledger.schedule(terms.bookedOn).installments.find((i) => i.key === next?.key);
              expect(same?.status).toBe('paid');
            }
          }
          if (step.kind === 'cancel') {
            const c = ledger.lastCancellation;
            if (!c) throw new Error('no cancellation recorded');
            // A cancelled stay's account closes at zero, at the refund the policy gives.
            expect(after.balanceDueCents).toBe(0);
            // What changes' policy kept is kept again; the percentage applies to the rest (decision 035).
            const keeps = c.keptBefore + Math.round(((c.stayBefore - c.keptBefore) * (100 - c.percent)) / 100);
            expect(c.refundCents).toBe(Math.max(0, c.netPaidBefore - keeps));
            expect(after.refundedCents - before.refundedCents).toBe(c.refundCents);
            expect(after.extrasCents).toBe(0);
            expect(after.adjustmentsCents).toBe(0);
            expect(after.deposit.heldCents).toBe(0);
            // Each line of the stay keeps between nothing and what it had: the owner's statement never goes negative.
            for (const kind of STAY_KINDS) {
              const kept = ledger.sumOf(kind);
              const had = c.before.get(kind) ?? 0;
              expect(kept, kind).toBeGreaterThanOrEqual(0);
              expect(kept, kind).toBeLessThanOrEqual(had);
            }
          }
          if (step.kind === 'settle') {
            expect(after.deposit.heldCents).toBe(0);
            expect(after.deposit.requiredCents - after.deposit.releasedCents).toBe(after.deposit.retainedCents);
          }
          if (ledger.status === 'confirmed') expect(after.paidCents - after.refundedCents).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
    // The runs are not vacuous: every kind of step happened.
    expect([...seen].sort()).toEqual(['cancel', 'change', 'credit', 'pay', 'post', 'refund', 'settle', 'skip']);
  });

  it('a change makes the stay add up to the new quote, whatever changes came before', () => {
    fc.assert(
      fc.property(quoteArb, fc.array(quoteArb, { minLength: 1, maxLength: 5 }), (first, changes) => {
        const entries = bookingEntries(first).map((d) => ({ kind: d.kind, amountCents: d.amountCents }));
        for (const q of changes) {
          const drafts = changeEntries(entries, q, 'change:1');
          for (const d of drafts) {
            expect(d.amountCents).not.toBe(0);
            expect(Number.isSafeInteger(d.amountCents)).toBe(true);
            expect(d.reference).toBe('change:1');
          }
          entries.push(...drafts.map((d) => ({ kind: d.kind, amountCents: d.amountCents })));
          const a = accountOf(entries);
          expect(a.stayCents).toBe(q.nightsTotalCents + q.cleaningFeeCents + q.serviceFeeCents + q.taxesCents);
          expect(a.deposit.requiredCents - a.deposit.releasedCents).toBe(q.securityDepositCents);
          const sum = (kind: string) => entries.reduce((s, e) => (e.kind === kind ? s + e.amountCents : s), 0);
          expect(sum('nights')).toBe(q.nightsTotalCents);
          expect(sum('cleaning')).toBe(q.cleaningFeeCents);
          expect(sum('service_fee')).toBe(q.serviceFeeCents);
          expect(sum('tax')).toBe(q.taxesCents);
          // The same quote again changes nothing.
          expect(changeEntries(entries, q, 'change:2')).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('a cancellation plan keeps exactly min(policy share, net paid) and never writes −0 or a zero line', () => {
    fc.assert(
      fc.property(
        quoteArb,
        fc.integer({ min: 0, max: 100 }),
        fc.oneof(fc.nat({ max: 2_000_000 }), fc.nat({ max: 60 })),
        fc.oneof(fc.constant(0), fc.nat({ max: 300_000 })),
        (quote, percent, paidRaw, extras) => {
          const entries = bookingEntries(quote).map((d) => ({ kind: d.kind, amountCents: d.amountCents }));
          if (extras > 0) entries.push({ kind: 'extra', amountCents: extras });
          const charged = accountOf(entries);
          const paid = Math.min(paidRaw, charged.balanceDueCents);
          if (paid > 0) entries.push({ kind: 'payment', amountCents: -paid });
          const stay = charged.stayCents;
          const plan = cancellationPlan(entries, percent);
          const policyKeeps = Math.round((stay * (100 - percent)) / 100);
          expect(plan.keptCents).toBe(Math.min(policyKeeps, paid));
          expect(plan.refundCents).toBe(Math.max(0, paid - policyKeeps));
          for (const line of plan.lines) expect(line.amountCents).not.toBe(0);
          expect(numbersIn(plan).filter((n) => Object.is(n.value, -0))).toEqual([]);
          const after = accountOf([
            ...entries,
            ...plan.lines,
            ...(plan.refundCents > 0 ? [{ kind: 'refund' as const, amountCents: plan.refundCents }] : []),
          ]);
          expect(after.stayCents).toBe(plan.keptCents);
          expect(after.balanceDueCents).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it('the schedule adds up for any terms, account and day', () => {
    fc.assert(
      fc.property(termsArb, quoteArb, fc.nat({ max: 3_000_000 }), fc.integer({ min: -200, max: 400 }), (terms, quote, paidRaw, offset) => {
        const entries = bookingEntries(quote).map((d) => ({ kind: d.kind, amountCents: d.amountCents }));
        const before = accountOf(entries);
        const paid = Math.min(paidRaw, before.balanceDueCents + 100_000);
        if (paid > 0) entries.push({ kind: 'payment', amountCents: -paid });
        const today = addDays(terms.bookedOn, offset);
        const schedule = scheduleOf(accountOf(entries), terms, today);
        checkAccountInvariants(accountOf(entries), schedule);
        const inside = terms.bookedOn >= addDays(terms.checkIn, -terms.balanceDueDays);
        expect(schedule.installments.map((i) => i.key)).toEqual(inside ? ['full'] : ['deposit', 'balance']);
        expect(schedule.balanceDueOn).toBe(addDays(terms.checkIn, -terms.balanceDueDays));
        if (!inside) expect(schedule.installments[0]?.amountCents).toBe(Math.round((before.stayCents * terms.depositPercent) / 100));
      }),
      RUNS,
    );
  });
});
