import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountOf, type EntryAmount } from './account';
import { cancellationPlan } from './cancellation';
import { scheduleOf } from './schedule';
import { bookingEntries, changeEntries } from './stay-entries';

/** A quote as the booking step freezes it (the nights' detail only counts them). */
const quoteArb = fc
  .record({
    nights: fc.integer({ min: 1, max: 21 }),
    nightly: fc.integer({ min: 5_000, max: 300_000 }),
    cleaning: fc.integer({ min: 0, max: 80_000 }),
    feeBps: fc.integer({ min: 0, max: 2_000 }),
    taxBps: fc.integer({ min: 0, max: 2_500 }),
    deposit: fc.integer({ min: 0, max: 500_000 }),
  })
  .map((q) => {
    const nightsTotal = q.nights * q.nightly;
    const service = Math.round(((nightsTotal + q.cleaning) * q.feeBps) / 10_000);
    const taxes = Math.round(((nightsTotal + q.cleaning + service) * q.taxBps) / 10_000);
    return {
      nights: Array.from({ length: q.nights }, (_, i) => ({ date: `2030-01-${String(i + 1).padStart(2, '0')}`, cents: q.nightly })),
      nightsTotalCents: nightsTotal,
      cleaningFeeCents: q.cleaning,
      serviceFeeCents: service,
      taxesCents: taxes,
      securityDepositCents: q.deposit,
    };
  });

type Op =
  | { op: 'change'; quote: Parameters<typeof bookingEntries>[0] }
  | { op: 'extra'; cents: number }
  | { op: 'withdrawExtra'; share: number }
  | { op: 'credit'; share: number }
  | { op: 'payNext' }
  | { op: 'payBalance' }
  | { op: 'payPart'; share: number }
  | { op: 'refund'; share: number }
  | { op: 'settleDeposit'; retainShare: number }
  | { op: 'cancel'; percent: number };

const share = fc.double({ min: 0, max: 1, noNaN: true });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  quoteArb.map((quote) => ({ op: 'change' as const, quote }) as Op),
  fc.integer({ min: 100, max: 200_000 }).map((cents) => ({ op: 'extra' as const, cents })),
  share.map((s) => ({ op: 'withdrawExtra' as const, share: s })),
  share.map((s) => ({ op: 'credit' as const, share: s })),
  fc.constant({ op: 'payNext' as const }),
  fc.constant({ op: 'payBalance' as const }),
  share.map((s) => ({ op: 'payPart' as const, share: s })),
  share.map((s) => ({ op: 'refund' as const, share: s })),
  share.map((s) => ({ op: 'settleDeposit' as const, retainShare: s })),
  fc.constantFrom(0, 25, 50, 100).map((percent) => ({ op: 'cancel' as const, percent })),
);

const TERMS = { depositPercent: 30, balanceDueDays: 60, checkIn: '2030-06-01', bookedOn: '2030-01-10' };
const TODAY = '2030-02-01';
const part = (total: number, s: number) => Math.floor(total * s);

/** Applies one operation the way the ledger's services do, through the same pure functions; returns the entries to add. */
function step(
  entries: EntryAmount[],
  op: Op,
): { add: EntryAmount[]; closed?: { percent: number; netPaidBefore: number; stayBefore: number } } {
  const a = accountOf(entries);
  const netPaid = a.paidCents - a.refundedCents;
  switch (op.op) {
    case 'change':
      return { add: changeEntries(entries, op.quote, 'change:1') };
    case 'extra':
      return { add: [{ kind: 'extra', amountCents: op.cents }] };
    case 'withdrawExtra': {
      const cents = part(a.extrasCents, op.share);
      return { add: cents > 0 ? [{ kind: 'extra', amountCents: -cents }] : [] };
    }
    case 'credit': {
      const cents = part(a.chargedCents, op.share);
      return { add: cents > 0 ? [{ kind: 'adjustment', amountCents: -cents }] : [] };
    }
    case 'payNext': {
      const cents = scheduleOf(a, TERMS, TODAY).next?.outstandingCents ?? 0;
      return { add: cents > 0 ? [{ kind: 'payment', amountCents: -cents }] : [] };
    }
    case 'payBalance':
      return { add: a.balanceDueCents > 0 ? [{ kind: 'payment', amountCents: -a.balanceDueCents }] : [] };
    case 'payPart': {
      const cents = part(a.balanceDueCents, op.share);
      return { add: cents > 0 ? [{ kind: 'payment', amountCents: -cents }] : [] };
    }
    case 'refund': {
      const cents = part(netPaid, op.share);
      return { add: cents > 0 ? [{ kind: 'refund', amountCents: cents }] : [] };
    }
    case 'settleDeposit': {
      const outstanding = a.deposit.requiredCents - a.deposit.releasedCents - a.deposit.retainedCents;
      if (outstanding <= 0) return { add: [] };
      const retain = part(a.deposit.heldCents, op.retainShare);
      const add: EntryAmount[] = [];
      if (retain > 0) add.push({ kind: 'deposit_retained', amountCents: retain });
      if (outstanding - retain > 0) add.push({ kind: 'deposit_released', amountCents: -(outstanding - retain) });
      const giveBack = Math.min(a.deposit.heldCents - retain, outstanding - retain);
      if (giveBack > 0) add.push({ kind: 'refund', amountCents: giveBack });
      return { add };
    }
    case 'cancel': {
      const plan = cancellationPlan(entries, op.percent);
      const add: EntryAmount[] = plan.lines.map((l) => ({ kind: l.kind, amountCents: l.amountCents }));
      if (plan.refundCents > 0) add.push({ kind: 'refund', amountCents: plan.refundCents });
      return { add, closed: { percent: op.percent, netPaidBefore: netPaid, stayBefore: a.stayCents } };
    }
  }
}

function checkInvariants(entries: EntryAmount[]) {
  const a = accountOf(entries);
  // No amount of zero or a negative zero ever reaches the ledger (the database refuses 0).
  for (const e of entries) expect(e.amountCents === 0 || Object.is(e.amountCents, -0)).toBe(false);
  const charges = entries.filter((e) => !['payment', 'refund', 'deposit_retained'].includes(e.kind)).reduce((s, e) => s + e.amountCents, 0);
  // The balance equals the charges (the security deposit counted as one) − payments + refunds.
  expect(a.balanceDueCents).toBe(charges - a.paidCents + a.refundedCents);
  expect(a.refundedCents).toBeLessThanOrEqual(a.paidCents);
  expect(a.deposit.heldCents).toBeGreaterThanOrEqual(0);
  expect(a.deposit.heldCents).toBeLessThanOrEqual(a.deposit.requiredCents);
  const schedule = scheduleOf(a, TERMS, TODAY);
  const total = Math.max(0, a.chargedCents + a.deposit.requiredCents - a.deposit.releasedCents);
  expect(schedule.installments.reduce((s, i) => s + i.amountCents, 0)).toBe(total);
  expect(schedule.installments.reduce((s, i) => s + i.paidCents, 0)).toBe(Math.min(Math.max(0, a.paidCents - a.refundedCents), total));
}

describe('the ledger’s invariants over random lives of a reservation (fast-check)', () => {
  it('hold after every booking, change, extra, credit, payment, refund, deposit settlement and cancellation', () => {
    fc.assert(
      fc.property(quoteArb, fc.array(opArb, { maxLength: 25 }), (quote, ops) => {
        let entries: EntryAmount[] = bookingEntries(quote).map((d) => ({ kind: d.kind, amountCents: d.amountCents }));
        checkInvariants(entries);
        for (const op of ops) {
          const { add, closed } = step(entries, op);
          entries = [...entries, ...add];
          checkInvariants(entries);
          if (closed) {
            const a = accountOf(entries);
            // A cancelled stay's account closes at zero, at the refund the policy gives.
            expect(a.balanceDueCents).toBe(0);
            const kept = Math.round((Math.max(0, closed.stayBefore) * (100 - closed.percent)) / 100);
            const refunded = add.filter((e) => e.kind === 'refund').reduce((s, e) => s + e.amountCents, 0);
            expect(refunded).toBe(Math.max(0, closed.netPaidBefore - kept));
            break;
          }
        }
      }),
      { numRuns: 300, seed: 20261125 },
    );
  });
});

describe('worked examples', () => {
  const quote = {
    nights: Array.from({ length: 4 }, (_, i) => ({ date: `2030-06-0${i + 1}`, cents: 100_000 })),
    nightsTotalCents: 400_000,
    cleaningFeeCents: 20_000,
    serviceFeeCents: 42_000,
    taxesCents: 83_160,
    securityDepositCents: 150_000,
  };
  const booked = bookingEntries(quote).map((d) => ({ kind: d.kind, amountCents: d.amountCents }));

  it('asks 30 % of the stay at booking and the rest with the security deposit 60 days before arrival', () => {
    const s = scheduleOf(accountOf(booked), TERMS, TODAY);
    expect(s.installments.map((i) => [i.key, i.amountCents, i.dueOn])).toEqual([
      ['deposit', 163_548, '2030-01-10'],
      ['balance', 381_612 + 150_000, '2030-04-02'],
    ]);
  });

  it('takes everything at once when booked inside the balance window', () => {
    const s = scheduleOf(accountOf(booked), { ...TERMS, bookedOn: '2030-05-01' }, '2030-05-01');
    expect(s.installments.map((i) => [i.key, i.amountCents])).toEqual([['full', 545_160 + 150_000]]);
  });

  it('cancelled at 50 % with the deposit paid keeps what was paid, releases the security deposit and refunds nothing', () => {
    const paid = [...booked, { kind: 'payment' as const, amountCents: -163_548 }];
    const plan = cancellationPlan(paid, 50);
    expect(plan.keptCents).toBe(163_548);
    expect(plan.refundCents).toBe(0);
    expect(accountOf([...paid, ...plan.lines]).balanceDueCents).toBe(0);
    expect(plan.lines.find((l) => l.kind === 'deposit_released')?.amountCents).toBe(-150_000);
  });

  it('cancelled at 50 % when everything was paid refunds half the stay and the whole security deposit', () => {
    const paid = [...booked, { kind: 'payment' as const, amountCents: -(545_160 + 150_000) }];
    const plan = cancellationPlan(paid, 50);
    expect(plan.keptCents).toBe(272_580);
    expect(plan.refundCents).toBe(272_580 + 150_000);
    // The owner's share of what is kept: the nights and cleaning, credited in proportion.
    const after = [...paid, ...plan.lines];
    expect(after.filter((e) => e.kind === 'nights').reduce((s, e) => s + e.amountCents, 0)).toBe(200_000);
  });
});
