import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  commissionOf,
  type ExpenseFact,
  lastLockedMonth,
  type Month,
  monthLines,
  type OwnerBooks,
  type OwnerEntry,
  openMonths,
  type PayoutFact,
  type ReservationRef,
  type StatementSnapshot,
  totalsOf,
} from './statement-math';

// Seeded so a failure reproduces (STATEMENT_SEED / STATEMENT_RUNS to search further).
const RUNS = { numRuns: Number(process.env.STATEMENT_RUNS ?? 200), seed: Number(process.env.STATEMENT_SEED ?? 1515), endOnFailure: false };

const START: Month = '2026-01';
const BPS = new Map([
  [1, 1500],
  [2, 1250],
]);

/** One step of an owner's life: time passes, the ledger posts, an expense or payout is recorded, a month is issued. */
type Op =
  | { op: 'tick' }
  | { op: 'entry'; reservation: number; kind: 'nights' | 'cleaning'; cents: number }
  | { op: 'expense'; property: number; cents: number; back: number }
  | { op: 'payout'; property: number | null; cents: number; back: number }
  | { op: 'issue'; back: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.constant({ op: 'tick' as const }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('entry' as const),
      reservation: fc.integer({ min: 1, max: 8 }),
      kind: fc.constantFrom('nights' as const, 'cleaning' as const),
      // Mostly charges; some credits (a cancellation's re-pricing, a change to fewer nights).
      cents: fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: -200_000, max: -1 })),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('expense' as const),
      property: fc.constantFrom(1, 2),
      cents: fc.integer({ min: 1, max: 90_000 }),
      back: fc.integer({ min: 0, max: 2 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('payout' as const),
      property: fc.constantFrom(1, 2, null),
      cents: fc.integer({ min: 1, max: 300_000 }),
      back: fc.integer({ min: 0, max: 2 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ op: fc.constant('issue' as const), back: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
);

/** Eight reservations at two villas, checking in from two months before the start to a year after. */
const reservationsArb = fc.array(fc.integer({ min: -2, max: 12 }), { minLength: 8, maxLength: 8 }).map((offsets) => {
  const map = new Map<number, ReservationRef>();
  offsets.forEach((o, i) => {
    const checkIn = `${addMonths(START, o)}-1${i % 9}`;
    map.set(i + 1, { id: i + 1, confirmationNumber: `T${i + 1}`, propertyId: (i % 2) + 1, checkIn, checkOut: checkIn });
  });
  return map;
});

interface Life {
  books: OwnerBooks & { entries: OwnerEntry[]; expenses: ExpenseFact[]; payouts: PayoutFact[]; snapshots: Map<Month, StatementSnapshot> };
  issuedFigures: Map<Month, { lines: unknown; totals: ReturnType<typeof totalsOf> }>;
  now: Month;
}

const statementOf = (books: OwnerBooks, month: Month) => {
  const all = monthLines(books, month);
  const earlier = [...all].filter(([m]) => m < month).flatMap(([, l]) => l);
  const lines = all.get(month) ?? [];
  return { lines, totals: totalsOf(lines, earlier) };
};

/** What issueThrough does, without a database: every open month through `month`, in order, gets its snapshot. */
function issue(life: Life, month: Month) {
  const locked = lastLockedMonth(life.books.snapshots);
  if (locked && month <= locked) return;
  const open = openMonths(life.books, month);
  for (let m = locked ? addMonths(locked, 1) : START; m <= month; m = addMonths(m, 1)) {
    const o = open.get(m);
    life.books.snapshots.set(m, { version: 1, lines: o?.lines ?? [], entryIds: o?.entryIds ?? [] });
  }
  for (let m = locked ? addMonths(locked, 1) : START; m <= month; m = addMonths(m, 1))
    life.issuedFigures.set(m, statementOf(life.books, m));
}

function live(reservations: Map<number, ReservationRef>, ops: Op[], check: (life: Life) => void): Life {
  const life: Life = {
    books: { entries: [], reservations, commissionBps: BPS, expenses: [], payouts: [], snapshots: new Map() },
    issuedFigures: new Map(),
    now: START,
  };
  let id = 0;
  const locked = () => lastLockedMonth(life.books.snapshots);
  for (const op of ops) {
    id += 1;
    if (op.op === 'tick') life.now = addMonths(life.now, 1);
    if (op.op === 'entry') {
      const r = reservations.get(op.reservation) as ReservationRef;
      life.books.entries.push({
        id,
        reservationId: r.id,
        propertyId: r.propertyId,
        kind: op.kind,
        amountCents: op.cents,
        checkInMonth: r.checkIn.slice(0, 7),
        postedMonth: life.now,
      });
    }
    const dated = (back: number) => `${addMonths(life.now, -back)}-15`;
    // The services refuse (409) an expense or payout dated in a locked month: the model skips it.
    const open = (date: string) => !locked() || date.slice(0, 7) > (locked() as Month);
    if (op.op === 'expense' && open(dated(op.back)))
      life.books.expenses.push({
        id,
        propertyId: op.property,
        incurredOn: dated(op.back),
        description: 'x',
        amountCents: op.cents,
        hasReceipt: false,
      });
    if (op.op === 'payout' && open(dated(op.back)))
      life.books.payouts.push({ id, propertyId: op.property, paidOn: dated(op.back), reference: 'r', amountCents: op.cents });
    if (op.op === 'issue' && addMonths(life.now, -op.back) >= START) issue(life, addMonths(life.now, -op.back));
    check(life);
  }
  return life;
}

const stayCents = (lines: ReturnType<typeof monthLines>) => {
  const byReservation = new Map<number, { owner: number; nights: number; commission: number }>();
  for (const l of [...lines.values()].flat()) {
    if (l.type !== 'revenue' && l.type !== 'adjustment') continue;
    const r = byReservation.get(l.reservationId) ?? { owner: 0, nights: 0, commission: 0 };
    r.owner += l.nightsCents + l.cleaningCents;
    r.nights += l.nightsCents;
    r.commission += l.commissionCents;
    byReservation.set(l.reservationId, r);
  }
  return byReservation;
};

describe('owner statements over random lives of an owner', () => {
  it('reconcile to the ledger: every owner-share entry is counted once, and each reservation’s commission is its nights’ commission', () => {
    fc.assert(
      fc.property(reservationsArb, fc.array(opArb, { maxLength: 60 }), (reservations, ops) => {
        const life = live(reservations, ops, () => {});
        const lines = monthLines(life.books, '2099-12');
        const counted = stayCents(lines);
        for (const r of reservations.values()) {
          const entries = life.books.entries.filter((e) => e.reservationId === r.id);
          const owner = entries.reduce((s, e) => s + e.amountCents, 0);
          const nights = entries.filter((e) => e.kind === 'nights').reduce((s, e) => s + e.amountCents, 0);
          const got = counted.get(r.id) ?? { owner: 0, nights: 0, commission: 0 };
          expect(got.owner).toBe(owner);
          expect(got.nights).toBe(nights);
          expect(got.commission).toBe(commissionOf(nights, BPS.get(r.propertyId) ?? 0));
        }
        // Each entry is in exactly one month's lines: issued snapshots and open months never share one.
        const ids = [...life.books.snapshots.values()].flatMap((s) => s.entryIds);
        const open = [...openMonths(life.books, '2099-12').values()].flatMap((o) => o.entryIds);
        expect(new Set([...ids, ...open]).size).toBe(ids.length + open.length);
        expect(ids.length + open.length).toBe(life.books.entries.length);
        // Balances chain: a month's closing is the next month's opening.
        for (let m = START; m < addMonths(life.now, 2); m = addMonths(m, 1))
          expect(statementOf(life.books, addMonths(m, 1)).totals.openingCents).toBe(statementOf(life.books, m).totals.closingCents);
      }),
      RUNS,
    );
  });

  it('never change a locked month, whatever entries, expenses or payouts come later', () => {
    fc.assert(
      fc.property(reservationsArb, fc.array(opArb, { maxLength: 60 }), (reservations, ops) => {
        live(reservations, ops, (life) => {
          for (const [month, figures] of life.issuedFigures) expect(statementOf(life.books, month)).toEqual(figures);
        });
      }),
      RUNS,
    );
  });

  it('puts a correction to a locked month in the first open month at or after its posting, naming the month it corrects', () => {
    const reservations = new Map<number, ReservationRef>([
      [1, { id: 1, confirmationNumber: 'T1', propertyId: 1, checkIn: '2026-01-20', checkOut: '2026-01-25' }],
    ]);
    const life = live(
      reservations,
      [
        { op: 'entry', reservation: 1, kind: 'nights', cents: 100_000 },
        { op: 'tick' },
        { op: 'issue', back: 1 },
        { op: 'tick' },
        { op: 'entry', reservation: 1, kind: 'nights', cents: -40_001 },
      ],
      () => {},
    );
    const march = statementOf(life.books, '2026-03');
    expect(march.lines).toEqual([
      expect.objectContaining({
        type: 'adjustment',
        ofMonth: '2026-01',
        nightsCents: -40_001,
        commissionCents: commissionOf(59_999, 1500) - 15_000,
      }),
    ]);
    expect(statementOf(life.books, '2026-01').totals.ownerRevenueCents).toBe(100_000);
    expect(statementOf(life.books, '2026-02').lines).toEqual([]);
  });
});

describe('commissionOf', () => {
  it('rounds half away from zero to the cent', () => {
    expect(commissionOf(333, 1500)).toBe(50);
    expect(commissionOf(-333, 1500)).toBe(-50);
    expect(commissionOf(10, 1500)).toBe(2);
    expect(commissionOf(3, 1500)).toBe(0);
    expect(commissionOf(0, 1500)).toBe(0);
  });
});
