import { describe, expect, it } from 'vitest';
import { accountOf, type EntryAmount } from './account';
import { cancellationPlan } from './cancellation';
import { numbersIn } from '@/test/ledger-model';
import { booked, DEPOSIT_CENTS, EVERYTHING_CENTS, payment, STAY_CENTS } from '@/test/ledger-examples';

const closed = (entries: EntryAmount[], percent: number) => {
  const plan = cancellationPlan(entries, percent);
  const refund: EntryAmount[] = plan.refundCents > 0 ? [{ kind: 'refund', amountCents: plan.refundCents }] : [];
  return { plan, after: accountOf([...entries, ...plan.lines, ...refund]) };
};

describe('cancellationPlan', () => {
  // [what was paid, refund percent, kept by the stay, refunded]
  it.each<[string, number, number, number, number]>([
    ['nothing paid', 0, 100, 0, 0],
    ['nothing paid', 0, 50, 0, 0],
    ['nothing paid', 0, 0, 0, 0],
    ['the deposit paid', DEPOSIT_CENTS, 100, 0, DEPOSIT_CENTS],
    ['the deposit paid', DEPOSIT_CENTS, 50, DEPOSIT_CENTS, 0],
    ['the deposit paid', DEPOSIT_CENTS, 0, DEPOSIT_CENTS, 0],
    ['everything paid', EVERYTHING_CENTS, 100, 0, EVERYTHING_CENTS],
    ['everything paid', EVERYTHING_CENTS, 50, 470_525, 620_525],
    ['everything paid', EVERYTHING_CENTS, 0, STAY_CENTS, 150_000],
  ])(
    '%s (%s), cancelled %s percent refundable: the stay keeps %s, %s goes back, the account closes at zero',
    (_, paid, percent, kept, refund) => {
      const entries = paid > 0 ? [...booked(), payment(paid)] : booked();
      const { plan, after } = closed(entries, percent);
      expect(plan.keptCents).toBe(kept);
      expect(plan.refundCents).toBe(refund);
      expect(refund).toBe(Math.max(0, paid - Math.round((STAY_CENTS * (100 - percent)) / 100)));
      expect(after.stayCents).toBe(kept);
      expect(after.balanceDueCents).toBe(0);
      expect(after.deposit.heldCents).toBe(0);
      expect(after.deposit.requiredCents - after.deposit.releasedCents).toBe(0);
      expect(numbersIn(plan).filter((n) => Object.is(n.value, -0))).toEqual([]);
    },
  );

  it('credits each line of the stay in proportion, keeping its kind for the owner’s statement', () => {
    const { plan } = closed([...booked(), payment(EVERYTHING_CENTS)], 50);
    expect(plan.lines).toEqual([
      { kind: 'nights', amountCents: -350_000 },
      { kind: 'cleaning', amountCents: -12_500 },
      { kind: 'service_fee', amountCents: -36_250 },
      { kind: 'tax', amountCents: -71_775 },
      { kind: 'deposit_released', amountCents: -150_000 },
    ]);
  });

  it('the rounding remainder goes to the nights', () => {
    // 67% of $9,410.50 kept = $6,305.035 → 630,504 cents: 310,546 credited, of which the proportional
    // shares truncate to 310,542; the 4 cents left go to the nights.
    const { plan } = closed([...booked(), payment(EVERYTHING_CENTS)], 33);
    expect(plan.keptCents).toBe(630_504);
    expect(plan.lines).toEqual([
      { kind: 'nights', amountCents: -231_002 },
      { kind: 'cleaning', amountCents: -8_249 },
      { kind: 'service_fee', amountCents: -23_924 },
      { kind: 'tax', amountCents: -47_371 },
      { kind: 'deposit_released', amountCents: -150_000 },
    ]);
    expect(plan.refundCents).toBe(EVERYTHING_CENTS - 630_504);
  });

  it('never credits a line more than it holds: the remainder the nights cannot take goes to the next line', () => {
    // Four $1 lines and 1 cent paid, cancelled with nothing refundable: 399 cents to credit, 396 by
    // proportion; the nights hold only 1 more cent, so the remainder spills to the next lines.
    const entries: EntryAmount[] = [
      { kind: 'nights', amountCents: 100 },
      { kind: 'cleaning', amountCents: 100 },
      { kind: 'service_fee', amountCents: 100 },
      { kind: 'tax', amountCents: 100 },
      payment(1),
    ];
    const { plan, after } = closed(entries, 0);
    expect(plan.keptCents).toBe(1);
    expect(plan.lines).toEqual([
      { kind: 'nights', amountCents: -100 },
      { kind: 'cleaning', amountCents: -100 },
      { kind: 'service_fee', amountCents: -100 },
      { kind: 'tax', amountCents: -99 },
    ]);
    expect(after.stayCents).toBe(1);
    expect(after.balanceDueCents).toBe(0);
    for (const kind of ['nights', 'cleaning', 'service_fee', 'tax'] as const) {
      const left = [...entries, ...plan.lines].reduce((s, e) => (e.kind === kind ? s + e.amountCents : s), 0);
      expect(left).toBeGreaterThanOrEqual(0);
    }
  });

  it('reverses extras and credits in full, and refunds what was paid for them', () => {
    const entries: EntryAmount[] = [
      ...booked(),
      { kind: 'extra', amountCents: 35_000 },
      { kind: 'grocery', amountCents: 12_000 },
      { kind: 'adjustment', amountCents: -5_000 },
      payment(EVERYTHING_CENTS + 42_000),
    ];
    const { plan, after } = closed(entries, 0);
    // Cancelled with nothing refundable: the stay keeps all it was paid; only the extras go back.
    expect(plan.lines).toEqual([
      { kind: 'extra', amountCents: -35_000 },
      { kind: 'grocery', amountCents: -12_000 },
      { kind: 'adjustment', amountCents: 5_000 },
      { kind: 'deposit_released', amountCents: -150_000 },
    ]);
    expect(plan.refundCents).toBe(150_000 + 42_000);
    expect(after.chargedCents).toBe(STAY_CENTS);
    expect(after.balanceDueCents).toBe(0);
  });

  it('an unpaid share is not chased; a refund already made counts against what was paid', () => {
    const entries = [...booked(), payment(DEPOSIT_CENTS), { kind: 'refund' as const, amountCents: 82_315 }];
    const { plan, after } = closed(entries, 0);
    expect(plan.keptCents).toBe(200_000);
    expect(plan.refundCents).toBe(0);
    expect(after.balanceDueCents).toBe(0);
  });

  it('clamps the percent to 0–100 and writes nothing for an empty account', () => {
    expect(cancellationPlan([...booked(), payment(EVERYTHING_CENTS)], 150).refundCents).toBe(EVERYTHING_CENTS);
    expect(cancellationPlan([...booked(), payment(EVERYTHING_CENTS)], -10).refundCents).toBe(150_000);
    expect(cancellationPlan([], 100)).toEqual({ lines: [], keptCents: 0, refundCents: 0 });
  });
});
