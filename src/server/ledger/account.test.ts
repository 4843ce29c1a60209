import { describe, expect, it } from 'vitest';
import { accountOf, depositOutstandingCents, depositSettlement, type EntryAmount, entriesRefusal, figuresOf } from './account';
import { numbersIn } from '@/test/ledger-model';
import {
  BALANCE_CENTS,
  booked,
  DEPOSIT_CENTS,
  EVERYTHING_CENTS,
  payment,
  SECURITY_DEPOSIT_CENTS,
  STAY_CENTS,
} from '@/test/ledger-examples';

const noNegativeZero = (value: unknown) => expect(numbersIn(value).filter((n) => Object.is(n.value, -0))).toEqual([]);

describe('accountOf', () => {
  it('an empty account is all zeros (never −0)', () => {
    const a = accountOf([]);
    expect(a).toEqual({
      stayCents: 0,
      extrasCents: 0,
      adjustmentsCents: 0,
      chargedCents: 0,
      paidCents: 0,
      refundedCents: 0,
      deposit: { requiredCents: 0, heldCents: 0, releasedCents: 0, retainedCents: 0 },
      balanceDueCents: 0,
    });
    noNegativeZero(a);
  });

  it('a booking: the stay is charged, the security deposit is asked for apart, and the balance owes both', () => {
    const a = accountOf(booked());
    expect(a.stayCents).toBe(STAY_CENTS);
    expect(a.chargedCents).toBe(STAY_CENTS);
    expect(a.deposit).toEqual({ requiredCents: SECURITY_DEPOSIT_CENTS, heldCents: 0, releasedCents: 0, retainedCents: 0 });
    expect(a.balanceDueCents).toBe(EVERYTHING_CENTS);
  });

  it('extras are part of the total charged; a credit lowers it', () => {
    const a = accountOf([
      ...booked(),
      { kind: 'extra', amountCents: 35_000 },
      { kind: 'grocery', amountCents: 12_345 },
      { kind: 'adjustment', amountCents: -10_000 },
    ]);
    expect(a.extrasCents).toBe(47_345);
    expect(a.adjustmentsCents).toBe(-10_000);
    expect(a.chargedCents).toBe(STAY_CENTS + 47_345 - 10_000);
    expect(a.balanceDueCents).toBe(STAY_CENTS + 47_345 - 10_000 + SECURITY_DEPOSIT_CENTS);
  });

  it('payments pay the charges first: the security deposit is held only from what is paid beyond them', () => {
    expect(accountOf([...booked(), payment(DEPOSIT_CENTS)]).deposit.heldCents).toBe(0);
    expect(accountOf([...booked(), payment(STAY_CENTS + 1)]).deposit.heldCents).toBe(1);
    const all = accountOf([...booked(), payment(DEPOSIT_CENTS), payment(BALANCE_CENTS)]);
    expect(all.deposit.heldCents).toBe(SECURITY_DEPOSIT_CENTS);
    expect(all.paidCents).toBe(EVERYTHING_CENTS);
    expect(all.balanceDueCents).toBe(0);
  });

  it('a deposit is never held from money not paid, even when a credit outgrows a re-priced stay', () => {
    // Found by the property test: a credit of 3 on a 5-cent stay, re-priced to 2 with a 1-cent deposit.
    const a = accountOf([
      { kind: 'nights', amountCents: 5 },
      { kind: 'adjustment', amountCents: -3 },
      { kind: 'nights', amountCents: -3 },
      { kind: 'deposit_held', amountCents: 1 },
    ]);
    expect(a.chargedCents).toBe(-1);
    expect(a.deposit.heldCents).toBe(0);
    expect(a.balanceDueCents).toBe(0);
  });

  it('a refund raises the balance again; an overpayment is a negative balance', () => {
    const a = accountOf([...booked(), payment(EVERYTHING_CENTS + 500), { kind: 'refund', amountCents: 200 }]);
    expect(a.refundedCents).toBe(200);
    expect(a.balanceDueCents).toBe(-300);
  });

  it('a retained deposit re-labels money held: it does not move the balance', () => {
    const paid = [...booked(), payment(EVERYTHING_CENTS)];
    const retained = accountOf([
      ...paid,
      { kind: 'deposit_retained', amountCents: 40_000 },
      { kind: 'deposit_released', amountCents: -110_000 },
      { kind: 'refund', amountCents: 110_000 },
    ]);
    expect(retained.deposit).toEqual({ requiredCents: 150_000, heldCents: 0, releasedCents: 110_000, retainedCents: 40_000 });
    expect(retained.balanceDueCents).toBe(0);
    expect(depositOutstandingCents(retained)).toBe(0);
  });
});

describe('figuresOf (what every surface shows)', () => {
  it('a booking with nothing paid: the balance of the stay is the total, the security deposit is apart and still to be paid', () => {
    const f = figuresOf(accountOf(booked()));
    expect(f.totalCents).toBe(STAY_CENTS);
    expect(f.stayBalanceCents).toBe(STAY_CENTS);
    expect(f.deposit).toEqual({
      amountCents: SECURITY_DEPOSIT_CENTS,
      heldCents: 0,
      toCollectCents: SECURITY_DEPOSIT_CENTS,
      releasedCents: 0,
      retainedCents: 0,
    });
  });

  it('the deposit paid and an extra charged: the balance is the total less what was paid, the deposit still to be paid apart', () => {
    const f = figuresOf(accountOf([...booked(), payment(DEPOSIT_CENTS), { kind: 'extra', amountCents: 35_000 }]));
    expect(f.totalCents).toBe(STAY_CENTS + 35_000);
    expect(f.paidCents).toBe(DEPOSIT_CENTS);
    expect(f.stayBalanceCents).toBe(STAY_CENTS + 35_000 - DEPOSIT_CENTS);
    expect(f.deposit.toCollectCents).toBe(SECURITY_DEPOSIT_CENTS);
  });

  it('everything paid: nothing left on the stay, the deposit held; a payment beyond is a credit on the stay', () => {
    const all = figuresOf(accountOf([...booked(), payment(EVERYTHING_CENTS)]));
    expect(all.stayBalanceCents).toBe(0);
    expect(all.deposit).toMatchObject({ heldCents: SECURITY_DEPOSIT_CENTS, toCollectCents: 0 });
    const more = figuresOf(accountOf([...booked(), payment(EVERYTHING_CENTS + 500)]));
    expect(more.stayBalanceCents).toBe(-500);
    expect(more.deposit.toCollectCents).toBe(0);
  });

  it('part of the deposit paid: what is held and what is still to be paid add up to the deposit', () => {
    const f = figuresOf(accountOf([...booked(), payment(STAY_CENTS + 20_000)]));
    expect(f.stayBalanceCents).toBe(0);
    expect(f.deposit).toMatchObject({ heldCents: 20_000, toCollectCents: SECURITY_DEPOSIT_CENTS - 20_000 });
  });

  it('settled after the stay: retained and released, nothing held or to be paid', () => {
    const f = figuresOf(
      accountOf([
        ...booked(),
        payment(EVERYTHING_CENTS),
        { kind: 'deposit_retained', amountCents: 40_000 },
        { kind: 'deposit_released', amountCents: -110_000 },
        { kind: 'refund', amountCents: 110_000 },
      ]),
    );
    expect(f.stayBalanceCents).toBe(0);
    expect(f.deposit).toEqual({ amountCents: 150_000, heldCents: 0, toCollectCents: 0, releasedCents: 110_000, retainedCents: 40_000 });
  });

  it('the balance of the stay and the deposit still to be paid always add up to the balance due (never −0)', () => {
    for (const entries of [
      [],
      booked(),
      [...booked(), payment(DEPOSIT_CENTS)],
      [...booked(), payment(EVERYTHING_CENTS + 1), { kind: 'refund', amountCents: 1 } as EntryAmount],
      [...booked(), { kind: 'adjustment', amountCents: -STAY_CENTS - 5 } as EntryAmount],
    ]) {
      const a = accountOf(entries);
      const f = figuresOf(a);
      expect(f.stayBalanceCents + f.deposit.toCollectCents).toBe(a.balanceDueCents);
      noNegativeZero(f);
    }
  });
});

describe('entriesRefusal (the rules postEntries applies)', () => {
  const account = [...booked(), payment(DEPOSIT_CENTS)];
  it.each<[string, EntryAmount, string | null]>([
    ['a charge', { kind: 'extra', amountCents: 100 }, null],
    ['a credit', { kind: 'adjustment', amountCents: -100 }, null],
    ['zero', { kind: 'extra', amountCents: 0 }, 'invalid_amount'],
    ['a fraction of a cent', { kind: 'extra', amountCents: 10.5 }, 'invalid_amount'],
    ['NaN', { kind: 'extra', amountCents: Number.NaN }, 'invalid_amount'],
    ['beyond safe integers', { kind: 'extra', amountCents: 2 ** 60 }, 'invalid_amount'],
    ['a positive payment', { kind: 'payment', amountCents: 100 }, 'invalid_amount'],
    ['a negative refund', { kind: 'refund', amountCents: -100 }, 'invalid_amount'],
    ['a negative deposit asked', { kind: 'deposit_held', amountCents: -1 }, 'invalid_amount'],
    ['a positive deposit release', { kind: 'deposit_released', amountCents: 1 }, 'invalid_amount'],
    ['a refund of all that was paid', { kind: 'refund', amountCents: DEPOSIT_CENTS }, null],
    ['a refund of more than was paid', { kind: 'refund', amountCents: DEPOSIT_CENTS + 1 }, 'refund_exceeds_paid'],
    ['releasing the deposit asked', { kind: 'deposit_released', amountCents: -SECURITY_DEPOSIT_CENTS }, null],
    ['releasing more than asked', { kind: 'deposit_released', amountCents: -SECURITY_DEPOSIT_CENTS - 1 }, 'deposit_exceeds_held'],
    ['retaining more than asked', { kind: 'deposit_retained', amountCents: SECURITY_DEPOSIT_CENTS + 1 }, 'deposit_exceeds_held'],
  ])('%s', (_, draft, refusal) => {
    expect(entriesRefusal(account, [draft])).toBe(refusal);
  });

  it('judges the drafts together: one bad entry refuses them all', () => {
    expect(
      entriesRefusal(account, [
        { kind: 'extra', amountCents: 100 },
        { kind: 'extra', amountCents: 0 },
      ]),
    ).toBe('invalid_amount');
    expect(
      entriesRefusal(account, [
        { kind: 'deposit_retained', amountCents: 100_000 },
        { kind: 'deposit_released', amountCents: -50_001 },
      ]),
    ).toBe('deposit_exceeds_held');
  });
});

describe('depositSettlement', () => {
  const paidAll = accountOf([...booked(), payment(EVERYTHING_CENTS)]);

  it('release: the whole deposit back', () => {
    expect(depositSettlement(paidAll, { action: 'release' })).toEqual({ retainCents: 0, releaseCents: 150_000, refundCents: 150_000 });
  });

  it('retain part with a reason: the rest back', () => {
    expect(depositSettlement(paidAll, { action: 'retain', amountCents: 40_000 })).toEqual({
      retainCents: 40_000,
      releaseCents: 110_000,
      refundCents: 110_000,
    });
    expect(depositSettlement(paidAll, { action: 'retain', amountCents: 150_000 })).toEqual({
      retainCents: 150_000,
      releaseCents: 0,
      refundCents: 0,
    });
  });

  it('what was never collected is released without a refund', () => {
    const partly = accountOf([...booked(), payment(STAY_CENTS + 20_000)]);
    expect(depositSettlement(partly, { action: 'release' })).toEqual({ retainCents: 0, releaseCents: 150_000, refundCents: 20_000 });
    expect(depositSettlement(accountOf(booked()), { action: 'release' })).toEqual({
      retainCents: 0,
      releaseCents: 150_000,
      refundCents: 0,
    });
  });

  it('refuses to retain more than is held, a bad amount, or a deposit already settled', () => {
    const partly = accountOf([...booked(), payment(STAY_CENTS + 20_000)]);
    expect(depositSettlement(partly, { action: 'retain', amountCents: 20_001 })).toBe('deposit_exceeds_held');
    expect(depositSettlement(paidAll, { action: 'retain', amountCents: 0 })).toBe('invalid_amount');
    expect(depositSettlement(paidAll, { action: 'retain', amountCents: -5 })).toBe('invalid_amount');
    expect(depositSettlement(paidAll, { action: 'retain', amountCents: 1.5 })).toBe('invalid_amount');
    expect(depositSettlement(paidAll, { action: 'retain' })).toBe('invalid_amount');
    const settled = accountOf([...booked(), payment(EVERYTHING_CENTS), { kind: 'deposit_released', amountCents: -150_000 }]);
    expect(depositSettlement(settled, { action: 'release' })).toBe('deposit_exceeds_held');
    expect(depositSettlement(accountOf([]), { action: 'release' })).toBe('deposit_exceeds_held');
  });
});
