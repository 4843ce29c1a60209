import { describe, expect, it } from 'vitest';
import { accountOf, type EntryAmount } from './account';
import { cancellationPlan } from './cancellation';
import { changePlan } from './change';
import { booked, DEPOSIT_CENTS, EVERYTHING_CENTS, payment, SEVEN_NIGHTS, STAY_CENTS } from '@/test/ledger-examples';

/** Two of the seven nights: $2,000 + $250 cleaning + $225 fee + $445.50 taxes = $2,920.50. */
const TWO_NIGHTS = {
  ...SEVEN_NIGHTS,
  nights: SEVEN_NIGHTS.nights.slice(0, 2),
  nightsTotalCents: 200_000,
  serviceFeeCents: 22_500,
  taxesCents: 44_550,
};
const TWO_STAY = 292_050;
const REDUCTION = STAY_CENTS - TWO_STAY;

/** The entries after a plan, its refund included, as postEntries and refundToGuest leave them. */
const applied = (entries: EntryAmount[], plan: ReturnType<typeof changePlan>): EntryAmount[] => [
  ...entries,
  ...plan.drafts,
  ...(plan.refundCents > 0 ? [{ kind: 'refund' as const, amountCents: plan.refundCents }] : []),
];
const sum = (entries: EntryAmount[], kind: string) => entries.reduce((s, e) => (e.kind === kind ? s + e.amountCents : s), 0);

describe('changePlan: a shorter stay under the cancellation policy', () => {
  it('paid in full, 0 % refundable: nothing goes back, the stay keeps its price, the lines kept stay the owner’s', () => {
    const entries = [...booked(), payment(EVERYTHING_CENTS)];
    const plan = changePlan(entries, TWO_NIGHTS, 0, 'change:3');
    expect(plan).toMatchObject({ reductionCents: REDUCTION, keptCents: REDUCTION, refundCents: 0 });
    const after = accountOf(applied(entries, plan));
    expect(after.stayCents).toBe(STAY_CENTS);
    expect(after.balanceDueCents).toBe(0);
    // The nights given up are kept as nights (the owner's), the fee as the fee, the taxes as taxes.
    expect(sum(applied(entries, plan), 'nights')).toBe(700_000);
    expect(plan.drafts.filter((d) => d.reference === 'change:3:kept').map((d) => [d.kind, d.amountCents])).toEqual([
      ['nights', 500_000],
      ['service_fee', 50_000],
      ['tax', 99_000],
    ]);
    expect(plan.drafts.find((d) => d.reference === 'change:3:kept')?.label.en).toBe(
      'Kept by the cancellation policy (0% of the reduction refundable)',
    );
  });

  it('paid in full, 50 % refundable: half the reduction goes back', () => {
    const entries = [...booked(), payment(EVERYTHING_CENTS)];
    const plan = changePlan(entries, TWO_NIGHTS, 50, 'change:3');
    expect(plan).toMatchObject({ keptCents: REDUCTION / 2, refundCents: REDUCTION / 2 });
    expect(accountOf(applied(entries, plan))).toMatchObject({ stayCents: TWO_STAY + REDUCTION / 2, balanceDueCents: 0 });
  });

  it('paid in full, 100 % refundable: the whole reduction goes back, as before', () => {
    const entries = [...booked(), payment(EVERYTHING_CENTS)];
    const plan = changePlan(entries, TWO_NIGHTS, 100, 'change:3');
    expect(plan).toMatchObject({ keptCents: 0, refundCents: REDUCTION });
    expect(plan.drafts.some((d) => d.reference.endsWith(':kept'))).toBe(false);
  });

  it('only the deposit paid: the policy keeps its share all the same, owed with the balance; nothing goes back', () => {
    const entries = [...booked(), payment(DEPOSIT_CENTS)];
    const plan = changePlan(entries, TWO_NIGHTS, 50, 'change:3');
    expect(plan).toMatchObject({ keptCents: REDUCTION / 2, refundCents: 0 });
    expect(accountOf(applied(entries, plan)).balanceDueCents).toBe(TWO_STAY + REDUCTION / 2 + 150_000 - DEPOSIT_CENTS);
    // Cancelling afterwards still chases nothing unpaid, and gives back no more than cancelling at once.
    expect(cancellationPlan(applied(entries, plan), 50).refundCents).toBe(cancellationPlan(entries, 50).refundCents);
  });

  it('a dearer stay charges the difference and keeps nothing', () => {
    const entries = [...booked(TWO_NIGHTS), payment(TWO_STAY + 150_000)];
    const plan = changePlan(entries, SEVEN_NIGHTS, 0, 'change:3');
    expect(plan).toMatchObject({ reductionCents: 0, keptCents: 0, refundCents: 0 });
    expect(accountOf(applied(entries, plan)).balanceDueCents).toBe(REDUCTION);
  });

  it('what a change kept is used before a dearer change charges anything, and is not refunded by a later cancellation', () => {
    const entries = [...booked(), payment(EVERYTHING_CENTS)];
    const shorter = applied(entries, changePlan(entries, TWO_NIGHTS, 50, 'change:3'));
    // Cancelling now keeps what the change kept plus half of the two nights: the same as cancelling at once.
    expect(cancellationPlan(shorter, 50).refundCents + REDUCTION / 2).toBe(cancellationPlan(entries, 50).refundCents);
    // Back to seven nights: only the half that went back is to pay again.
    const back = changePlan(shorter, SEVEN_NIGHTS, 50, 'change:4');
    expect(back).toMatchObject({ keptCents: 0, refundCents: 0 });
    const after = applied(shorter, back);
    expect(accountOf(after)).toMatchObject({ stayCents: STAY_CENTS, balanceDueCents: REDUCTION / 2 });
    const used = back.drafts.filter((d) => d.reference === 'change:4:kept-used');
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((d) => d.amountCents < 0 && d.label.en === 'Kept amount used for the new stay')).toBe(true);
  });

  it('what a change kept and a dearer one used stays unrefundable: shortening, lengthening on it and cancelling gives back no more', () => {
    const entries = [...booked(), payment(EVERYTHING_CENTS)];
    const shorter = applied(entries, changePlan(entries, TWO_NIGHTS, 50, 'change:3'));
    // Three nights: $1,298 more, paid out of the $3,245 the policy kept; nothing to pay.
    const three = {
      ...TWO_NIGHTS,
      nights: SEVEN_NIGHTS.nights.slice(0, 3),
      nightsTotalCents: 300_000,
      serviceFeeCents: 32_500,
      taxesCents: 64_350,
    };
    const longer = changePlan(shorter, three, 50, 'change:4');
    expect(longer.refundCents).toBe(0);
    const after = applied(shorter, longer);
    expect(accountOf(after).balanceDueCents).toBe(0);
    expect(REDUCTION / 2 + cancellationPlan(after, 50).refundCents).toBeLessThanOrEqual(cancellationPlan(entries, 50).refundCents);
  });

  it('never gives back more than cancelling the whole stay the same day (a goodwill credit stays on the trip instead)', () => {
    const entries: EntryAmount[] = [...booked(), { kind: 'adjustment', amountCents: -300_000 }, payment(EVERYTHING_CENTS - 300_000)];
    const plan = changePlan(entries, TWO_NIGHTS, 50, 'change:3');
    // Half the reduction (324,500) would go back; cancelling keeps half the stay and takes the credit back: 320,525.
    expect(cancellationPlan(entries, 50).refundCents).toBe(320_525);
    expect(plan).toMatchObject({ keptCents: REDUCTION / 2, refundCents: 320_525 });
    expect(accountOf(applied(entries, plan)).balanceDueCents).toBe(-(REDUCTION / 2 - 320_525));
  });
});
