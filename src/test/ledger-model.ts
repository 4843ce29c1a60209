import fc from 'fast-check';
import { addDays } from '@/server/core/calendar';
import type { FrozenQuote } from '@/server/db/schema/booking';
import { type Account, accountOf, depositSettlement, type EntryAmount, entriesRefusal, figuresOf } from '@/server/ledger/account';
import { cancellationPlan } from '@/server/ledger/cancellation';
import { changePlan } from '@/server/ledger/change';
import { type LedgerKind, STAY_KINDS } from '@/server/ledger/kinds';
import { confirmingPaid, type Schedule, type ScheduleTerms, scheduleOf } from '@/server/ledger/schedule';
import { bookingEntries } from '@/server/ledger/stay-entries';

/**
 * Random lives of a reservation's account for the ledger's property tests (src/server/ledger):
 * the operations the services perform, an oracle that knows what each should do to the money
 * (computed apart from accountOf), and the invariants of the issue checked after every step.
 */

export type StayQuote = Pick<
  FrozenQuote,
  'nights' | 'nightsTotalCents' | 'cleaningFeeCents' | 'serviceFeeCents' | 'taxesCents' | 'securityDepositCents'
>;

/** A quote as the quote service freezes it: whole-cent nights, a cleaning fee, the fee and the taxes in basis points, a deposit. */
export const quoteArb: fc.Arbitrary<StayQuote> = fc
  .record({
    // Small amounts too: rounding edges live in the last cents.
    nightly: fc.array(fc.oneof(fc.integer({ min: 1, max: 400_000 }), fc.integer({ min: 1, max: 200 })), { minLength: 1, maxLength: 10 }),
    cleaning: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 1, max: 200 })),
    serviceBps: fc.integer({ min: 0, max: 1500 }),
    taxBps: fc.integer({ min: 0, max: 2500 }),
    deposit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
  })
  .map(({ nightly, cleaning, serviceBps, taxBps, deposit }) => {
    const nightsTotal = nightly.reduce((a, b) => a + b, 0);
    const service = Math.round(((nightsTotal + cleaning) * serviceBps) / 10_000);
    const taxes = Math.round(((nightsTotal + cleaning + service) * taxBps) / 10_000);
    return {
      nights: nightly.map((cents, i) => ({ date: addDays('2030-06-01', i), cents })),
      nightsTotalCents: nightsTotal,
      cleaningFeeCents: cleaning,
      serviceFeeCents: service,
      taxesCents: taxes,
      securityDepositCents: deposit,
    };
  });

/** A share of a limit, in thousandths: the amount the operation uses is max(1, round(limit × share / 1000)). */
const shareArb = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(1, 999, 1000));
export const shareOf = (limit: number, share: number) => Math.min(limit, Math.max(1, Math.round((limit * share) / 1000)));

export type Op =
  | { op: 'change'; quote: StayQuote; percent: number }
  | { op: 'extra'; kind: 'extra' | 'grocery'; cents: number }
  | { op: 'withdraw'; pick: number }
  | { op: 'credit'; share: number }
  | { op: 'pay'; scope: 'next' | 'balance' | 'amount'; share: number; method: 'card' | 'bank_transfer' }
  | { op: 'refund'; share: number }
  | { op: 'settle'; action: 'release' | 'retain'; share: number }
  | { op: 'cancel'; percent: number };

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('change' as const),
      quote: quoteArb,
      // The cancellation policy's refund percent on the day of the change (decision 035).
      percent: fc.oneof(fc.constantFrom(0, 50, 100), fc.integer({ min: 0, max: 100 })),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('extra' as const),
      kind: fc.constantFrom('extra' as const, 'grocery' as const),
      cents: fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 100 })),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('withdraw' as const), pick: fc.nat({ max: 20 }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('credit' as const), share: shareArb }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      scope: fc.constantFrom('next' as const, 'balance' as const, 'amount' as const),
      share: shareArb,
      method: fc.constantFrom('card' as const, 'bank_transfer' as const),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ op: fc.constant('refund' as const), share: shareArb }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('settle' as const),
      action: fc.constantFrom('release' as const, 'retain' as const),
      share: shareArb,
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('cancel' as const),
      percent: fc.oneof(fc.constantFrom(0, 50, 100), fc.integer({ min: 0, max: 100 })),
    }),
    weight: 1,
  },
);

/** The schedule's terms: a deposit share, a balance window, an arrival and the day it was booked (sometimes inside the window). */
export const termsArb: fc.Arbitrary<ScheduleTerms> = fc
  .record({
    depositPercent: fc.oneof(fc.constant(30), fc.integer({ min: 0, max: 100 })),
    balanceDueDays: fc.oneof(fc.constant(60), fc.integer({ min: 0, max: 120 })),
    leadDays: fc.integer({ min: 0, max: 300 }),
  })
  .map(({ depositPercent, balanceDueDays, leadDays }) => ({
    depositPercent,
    balanceDueDays,
    checkIn: '2031-03-01',
    bookedOn: addDays('2031-03-01', -leadDays),
  }));

export interface Scenario {
  terms: ScheduleTerms;
  quote: StayQuote;
  ops: Op[];
  /** Days after booking the schedule is looked at (its statuses). */
  todayOffset: number;
}

export const scenarioArb = (maxOps: number): fc.Arbitrary<Scenario> =>
  fc.record({
    terms: termsArb,
    quote: quoteArb,
    ops: fc.array(opArb, { maxLength: maxOps }),
    todayOffset: fc.integer({ min: 0, max: 400 }),
  });

const stayTotalOf = (q: StayQuote) => q.nightsTotalCents + q.cleaningFeeCents + q.serviceFeeCents + q.taxesCents;

/** What the account should hold, kept apart from accountOf: each operation's meaning in money. */
export interface Expected {
  stay: number;
  extras: number;
  adjustments: number;
  paid: number;
  refunded: number;
  /** The security deposit still asked for: required − released. */
  depositNet: number;
  retained: number;
}

/** What changes' cancellation policy kept (decision 035), followed apart from the entries. */
interface Kept {
  /** Still on the stay's lines, for a dearer change to use. */
  lines: number;
  /** Ever kept: never refunded by a cancellation. */
  ever: number;
}

export type Status = 'awaiting_payment' | 'confirmed' | 'cancelled' | 'over';

/** What an operation turned into, for a real database to do the same. */
export type Step =
  | { kind: 'post'; entries: EntryAmount[] }
  | { kind: 'change'; quote: StayQuote; percent: number; refundCents: number }
  | { kind: 'credit'; amountCents: number }
  | { kind: 'pay'; amountCents: number; method: 'card' | 'bank_transfer'; scope: 'next' | 'balance' }
  | { kind: 'refund'; amountCents: number }
  | { kind: 'settle'; action: 'release' | 'retain'; amountCents?: number }
  | { kind: 'cancel'; percent: number; refundCents: number }
  | { kind: 'skip' };

/**
 * The pure ledger: an account's entries and the reservation's status, changed by the same pure
 * functions the services use (bookingEntries, changePlan, cancellationPlan, depositSettlement,
 * entriesRefusal), next to the oracle's expectation.
 */
export class PureLedger {
  entries: EntryAmount[] = [];
  status: Status = 'awaiting_payment';
  expected: Expected;
  /** Extras ordered and not withdrawn. */
  extras: { kind: 'extra' | 'grocery'; cents: number }[] = [];
  /** The last cancellation: the stay per kind before it and the refund it gave. */
  lastCancellation: {
    before: Map<LedgerKind, number>;
    refundCents: number;
    percent: number;
    stayBefore: number;
    netPaidBefore: number;
    /** What changes' policy had kept before it, and so keeps again. */
    keptBefore: number;
  } | null = null;
  kept: Kept = { lines: 0, ever: 0 };

  constructor(
    readonly terms: ScheduleTerms,
    quote: StayQuote,
  ) {
    this.post(bookingEntries(quote));
    this.expected = {
      stay: stayTotalOf(quote),
      extras: 0,
      adjustments: 0,
      paid: 0,
      refunded: 0,
      depositNet: quote.securityDepositCents,
      retained: 0,
    };
  }

  get account(): Account {
    return accountOf(this.entries);
  }

  schedule(today: string): Schedule {
    return scheduleOf(this.account, this.terms, today);
  }

  /** Appends entries the way postEntries does: refused entries are a bug of the operation that made them. */
  post(drafts: readonly EntryAmount[]): EntryAmount[] {
    // The reference stays only where the ledger reads it: the lines a change's policy kept.
    const plain = drafts.map((d) =>
      d.reference?.includes(':kept')
        ? { kind: d.kind, amountCents: d.amountCents, reference: d.reference }
        : { kind: d.kind, amountCents: d.amountCents },
    );
    const refusal = entriesRefusal(this.entries, plain);
    if (refusal) throw new Error(`the ledger refused ${JSON.stringify(plain)}: ${refusal}`);
    this.entries.push(...plain);
    return plain;
  }

  private get open() {
    return this.status === 'awaiting_payment' || this.status === 'confirmed';
  }

  apply(op: Op): Step {
    const a = this.account;
    const netPaid = a.paidCents - a.refundedCents;
    const e = this.expected;
    switch (op.op) {
      case 'change': {
        if (!this.open) return { kind: 'skip' };
        const plan = changePlan(this.entries, op.quote, op.percent, 'change');
        this.post(plan.drafts);
        if (plan.refundCents > 0) this.post([{ kind: 'refund', amountCents: plan.refundCents }]);
        // The oracle: the policy keeps its share of the fall of the quoted stay (the refund rounds
        // down); a dearer stay uses what earlier changes kept first; the refund is what was paid
        // beyond the account, at most what cancelling today would give.
        const quoted = e.stay - this.kept.lines;
        const next = stayTotalOf(op.quote);
        const reduction = Math.max(0, quoted - next);
        const keep = reduction - Math.floor((reduction * op.percent) / 100);
        const cancelToday = Math.max(0, netPaid - this.cancelKeeps(op.percent));
        this.kept = { lines: Math.max(0, this.kept.lines - Math.max(0, next - quoted)) + keep, ever: this.kept.ever + keep };
        e.stay = next + this.kept.lines;
        e.depositNet = op.quote.securityDepositCents;
        const beyond = netPaid - (e.stay + e.extras + e.adjustments + e.depositNet);
        const refund = Math.max(0, Math.min(beyond, netPaid, cancelToday));
        e.refunded += refund;
        return { kind: 'change', quote: op.quote, percent: op.percent, refundCents: refund };
      }
      case 'extra': {
        if (this.status === 'cancelled') return { kind: 'skip' };
        const drafts = this.post([{ kind: op.kind, amountCents: op.cents }]);
        this.extras.push({ kind: op.kind, cents: op.cents });
        e.extras += op.cents;
        return { kind: 'post', entries: drafts };
      }
      case 'withdraw': {
        if (!this.open || this.extras.length === 0) return { kind: 'skip' };
        const [extra] = this.extras.splice(op.pick % this.extras.length, 1);
        if (!extra) return { kind: 'skip' };
        const drafts = this.post([{ kind: extra.kind, amountCents: -extra.cents }]);
        e.extras -= extra.cents;
        return { kind: 'post', entries: drafts };
      }
      case 'credit': {
        // grantGoodwill: a credit of at most the trip's charges.
        if (!this.open || a.chargedCents <= 0) return { kind: 'skip' };
        const amount = shareOf(a.chargedCents, op.share);
        this.post([{ kind: 'adjustment', amountCents: -amount }]);
        e.adjustments -= amount;
        return { kind: 'credit', amountCents: amount };
      }
      case 'pay': {
        if (this.status === 'cancelled' || a.balanceDueCents <= 0) return { kind: 'skip' };
        const next = this.schedule(this.terms.bookedOn).next;
        const amount =
          op.scope === 'next'
            ? (next?.outstandingCents ?? 0)
            : op.scope === 'balance'
              ? a.balanceDueCents
              : shareOf(a.balanceDueCents, op.share);
        if (amount <= 0) return { kind: 'skip' };
        this.post([{ kind: 'payment', amountCents: -amount }]);
        e.paid += amount;
        if (this.status === 'awaiting_payment' && confirmingPaid(this.account, this.terms)) this.status = 'confirmed';
        return { kind: 'pay', amountCents: amount, method: op.method, scope: op.scope === 'balance' ? 'balance' : 'next' };
      }
      case 'refund': {
        if (this.status === 'cancelled' || netPaid <= 0) return { kind: 'skip' };
        const amount = shareOf(netPaid, op.share);
        this.post([{ kind: 'refund', amountCents: amount }]);
        e.refunded += amount;
        return { kind: 'refund', amountCents: amount };
      }
      case 'settle': {
        if (!this.open || a.deposit.requiredCents - a.deposit.releasedCents - a.deposit.retainedCents <= 0) return { kind: 'skip' };
        const held = a.deposit.heldCents;
        const action = op.action === 'retain' && held > 0 ? 'retain' : 'release';
        const amountCents = action === 'retain' ? shareOf(held, op.share) : undefined;
        const plan = depositSettlement(a, { action, amountCents });
        if (typeof plan === 'string') throw new Error(`settling the deposit was refused: ${plan}`);
        const lines: EntryAmount[] = [];
        if (plan.retainCents > 0) lines.push({ kind: 'deposit_retained', amountCents: plan.retainCents });
        if (plan.releaseCents > 0) lines.push({ kind: 'deposit_released', amountCents: -plan.releaseCents });
        this.post(lines);
        if (plan.refundCents > 0) this.post([{ kind: 'refund', amountCents: plan.refundCents }]);
        // The oracle: what was collected beyond the trip's charges is held; the retained part stays, the rest goes back.
        const collected = Math.max(0, Math.min(netPaid - Math.max(0, e.stay + e.extras + e.adjustments), e.depositNet));
        const retain = amountCents ?? 0;
        e.retained += retain;
        e.depositNet = retain;
        e.refunded += collected - retain;
        this.status = 'over';
        return { kind: 'settle', action, ...(amountCents === undefined ? {} : { amountCents }) };
      }
      case 'cancel': {
        if (!this.open) return { kind: 'skip' };
        const before = new Map(STAY_KINDS.map((k) => [k, this.sumOf(k)]));
        const plan = cancellationPlan(this.entries, op.percent);
        this.post(plan.lines);
        if (plan.refundCents > 0) this.post([{ kind: 'refund', amountCents: plan.refundCents }]);
        // The oracle: the stay keeps the policy's share, at most what was paid; the rest of what was paid goes back.
        const policyKeeps = this.cancelKeeps(op.percent);
        const refund = Math.max(0, netPaid - policyKeeps);
        this.lastCancellation = {
          before,
          refundCents: plan.refundCents,
          percent: op.percent,
          stayBefore: e.stay,
          netPaidBefore: netPaid,
          keptBefore: Math.min(this.kept.ever, Math.max(0, e.stay)),
        };
        e.stay = Math.min(policyKeeps, netPaid);
        e.extras = 0;
        e.adjustments = 0;
        e.depositNet = 0;
        e.refunded += refund;
        this.extras = [];
        this.status = 'cancelled';
        return { kind: 'cancel', percent: op.percent, refundCents: refund };
      }
    }
  }

  /** What a cancellation keeps of the stay: all that changes' policy kept, and its share of the rest. */
  private cancelKeeps(percent: number): number {
    const kept = Math.min(this.kept.ever, Math.max(0, this.expected.stay));
    return kept + Math.round((Math.max(0, this.expected.stay - kept) * (100 - percent)) / 100);
  }

  sumOf(kind: LedgerKind): number {
    return this.entries.reduce((sum, x) => (x.kind === kind ? sum + x.amountCents : sum), 0);
  }
}

/** Every number of a value, found deeply: for the "never −0" check. */
export function numbersIn(value: unknown, path = '$'): { path: string; value: number }[] {
  if (typeof value === 'number') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numbersIn(v, `${path}.${k}`));
  return [];
}

/**
 * The invariants on one account (throws with a message naming the broken one):
 * balance = charges − payments + refunds (the security deposit counted as a charge); refunded ≤
 * paid; the deposit held within [0, asked for]; the schedule's installments add up to the total
 * due and their paid parts to what was paid (at most the total); no figure is −0.
 */
export function checkAccountInvariants(account: Account, schedule: Schedule): void {
  const a = account;
  const fail = (what: string) => {
    throw new Error(`${what}: ${JSON.stringify({ account: a, schedule })}`);
  };
  if (a.balanceDueCents !== a.chargedCents + a.deposit.requiredCents - a.deposit.releasedCents - a.paidCents + a.refundedCents)
    fail('balance ≠ charged + deposit asked − released − paid + refunded');
  if (a.chargedCents !== a.stayCents + a.extrasCents + a.adjustmentsCents) fail('charged ≠ stay + extras + adjustments');
  if (a.refundedCents > a.paidCents) fail('refunded more than paid');
  if (a.paidCents < 0 || a.refundedCents < 0) fail('negative money moved');
  if (a.deposit.heldCents < 0 || a.deposit.heldCents > a.deposit.requiredCents) fail('deposit held outside [0, required]');
  if (a.deposit.releasedCents + a.deposit.retainedCents > a.deposit.requiredCents) fail('more deposit released or retained than asked');
  const total = Math.max(0, a.chargedCents + a.deposit.requiredCents - a.deposit.releasedCents);
  const netPaid = Math.max(0, a.paidCents - a.refundedCents);
  const sum = (f: (i: Schedule['installments'][number]) => number) => schedule.installments.reduce((s, i) => s + f(i), 0);
  if (sum((i) => i.amountCents) !== total) fail('installments do not add up to the total due');
  if (sum((i) => i.paidCents) !== Math.min(netPaid, total)) fail("installments' paid parts ≠ min(net paid, total)");
  for (const i of schedule.installments) {
    if (i.amountCents < 0 || i.paidCents < 0 || i.paidCents > i.amountCents) fail(`installment ${i.key} out of range`);
    if (i.outstandingCents !== i.amountCents - i.paidCents) fail(`installment ${i.key}: outstanding ≠ amount − paid`);
    if ((i.status === 'paid') !== (i.outstandingCents === 0)) fail(`installment ${i.key}: status ${i.status}`);
  }
  if (schedule.next && schedule.next.outstandingCents > Math.max(0, a.balanceDueCents))
    fail('the next installment asks more than the balance');
  // The figures every surface shows: the balance of the stay and the deposit to be paid split the balance due.
  const f = figuresOf(a);
  if (f.stayBalanceCents + f.deposit.toCollectCents !== a.balanceDueCents) fail('stay balance + deposit to be paid ≠ balance due');
  if (f.deposit.toCollectCents < 0 || f.deposit.heldCents + f.deposit.toCollectCents > f.deposit.amountCents)
    fail('deposit to be paid outside [0, asked − held]');
  const negativeZero = numbersIn({ a, schedule, f }).find((n) => Object.is(n.value, -0));
  if (negativeZero) fail(`−0 at ${negativeZero.path}`);
}

/** The oracle's figures against the account's: the same money, computed two ways. */
export function checkAgainstExpected(account: Account, e: Expected): void {
  const got = {
    stay: account.stayCents,
    extras: account.extrasCents,
    adjustments: account.adjustmentsCents,
    paid: account.paidCents,
    refunded: account.refundedCents,
    depositNet: account.deposit.requiredCents - account.deposit.releasedCents,
    retained: account.deposit.retainedCents,
  };
  for (const key of Object.keys(e) as (keyof Expected)[]) {
    if (got[key] !== e[key]) throw new Error(`${key}: account has ${got[key]}, expected ${e[key]} (${JSON.stringify({ got, e })})`);
  }
  const balance = e.stay + e.extras + e.adjustments + e.depositNet - e.paid + e.refunded;
  if (account.balanceDueCents !== balance) throw new Error(`balance ${account.balanceDueCents}, expected ${balance}`);
}
