import { describe, expect, it } from 'vitest';
import { accountOf } from './account';
import { confirmingPaid, scheduleOf } from './schedule';
import { numbersIn } from '@/test/ledger-model';
import {
  BALANCE_CENTS,
  booked,
  DEPOSIT_CENTS,
  EVERYTHING_CENTS,
  payment,
  SECURITY_DEPOSIT_CENTS,
  STAY_CENTS,
  TERMS,
} from '@/test/ledger-examples';

describe('scheduleOf', () => {
  it('a deposit of 30% of the stay at booking, the balance with the security deposit 60 days before arrival', () => {
    const s = scheduleOf(accountOf(booked()), TERMS, '2030-06-01');
    expect(s.balanceDueOn).toBe('2030-12-31');
    expect(s.installments).toEqual([
      { key: 'deposit', amountCents: DEPOSIT_CENTS, dueOn: '2030-06-01', paidCents: 0, outstandingCents: DEPOSIT_CENTS, status: 'due' },
      {
        key: 'balance',
        amountCents: BALANCE_CENTS,
        dueOn: '2030-12-31',
        paidCents: 0,
        outstandingCents: BALANCE_CENTS,
        status: 'upcoming',
      },
    ]);
    expect(DEPOSIT_CENTS).toBe(Math.round(STAY_CENTS * 0.3));
    expect(BALANCE_CENTS).toBe(STAY_CENTS - DEPOSIT_CENTS + SECURITY_DEPOSIT_CENTS);
    expect(s.next?.key).toBe('deposit');
    expect(s.confirmingCents).toBe(DEPOSIT_CENTS);
  });

  it('the security deposit is in the balance installment but not in the stay’s price', () => {
    const a = accountOf(booked());
    expect(a.stayCents).toBe(STAY_CENTS);
    expect(a.chargedCents).toBe(STAY_CENTS);
    const s = scheduleOf(a, TERMS, '2030-06-01');
    expect(s.installments[0]?.amountCents).toBe(Math.round(a.stayCents * 0.3));
    expect(s.installments[1]?.amountCents).toBe(a.stayCents - DEPOSIT_CENTS + a.deposit.requiredCents);
  });

  it('booked inside the balance window: one installment, everything, due at once', () => {
    const terms = { ...TERMS, bookedOn: '2031-01-15' };
    const s = scheduleOf(accountOf(booked()), terms, '2031-01-15');
    expect(s.installments).toEqual([
      { key: 'full', amountCents: EVERYTHING_CENTS, dueOn: '2031-01-15', paidCents: 0, outstandingCents: EVERYTHING_CENTS, status: 'due' },
    ]);
    expect(s.confirmingCents).toBe(EVERYTHING_CENTS);
    // The day the balance falls due is inside the window too.
    expect(scheduleOf(accountOf(booked()), { ...TERMS, bookedOn: '2030-12-31' }, '2030-12-31').installments.map((i) => i.key)).toEqual([
      'full',
    ]);
    expect(scheduleOf(accountOf(booked()), { ...TERMS, bookedOn: '2030-12-30' }, '2030-12-30').installments.map((i) => i.key)).toEqual([
      'deposit',
      'balance',
    ]);
  });

  it('money received pays the installments in order; statuses follow the villa’s day', () => {
    const a = accountOf([...booked(), payment(DEPOSIT_CENTS + 8_735)]);
    const s = scheduleOf(a, TERMS, '2031-01-02');
    expect(s.installments.map((i) => [i.key, i.paidCents, i.outstandingCents, i.status])).toEqual([
      ['deposit', DEPOSIT_CENTS, 0, 'paid'],
      ['balance', 8_735, 800_000, 'overdue'],
    ]);
    expect(s.next?.key).toBe('balance');
    expect(scheduleOf(a, TERMS, '2030-12-31').installments[1]?.status).toBe('due');
    expect(scheduleOf(a, TERMS, '2030-12-30').installments[1]?.status).toBe('upcoming');
  });

  it('extras ordered after the balance was paid make a new balance', () => {
    const paid = [...booked(), payment(DEPOSIT_CENTS), payment(BALANCE_CENTS)];
    expect(scheduleOf(accountOf(paid), TERMS, '2031-01-10').next).toBeNull();
    const s = scheduleOf(accountOf([...paid, { kind: 'extra', amountCents: 35_000 }]), TERMS, '2031-01-10');
    expect(s.installments.map((i) => [i.key, i.amountCents, i.paidCents, i.outstandingCents, i.status])).toEqual([
      ['deposit', DEPOSIT_CENTS, DEPOSIT_CENTS, 0, 'paid'],
      ['balance', BALANCE_CENTS + 35_000, BALANCE_CENTS, 35_000, 'overdue'],
    ]);
    expect(s.next?.outstandingCents).toBe(35_000);
  });

  it('a refund re-opens what it gave back; an overpayment leaves nothing due', () => {
    const refunded = accountOf([...booked(), payment(DEPOSIT_CENTS), { kind: 'refund', amountCents: 15 }]);
    expect(scheduleOf(refunded, TERMS, '2030-06-01').next).toMatchObject({ key: 'deposit', outstandingCents: 15 });
    const over = scheduleOf(accountOf([...booked(), payment(EVERYTHING_CENTS + 99)]), TERMS, '2030-06-01');
    expect(over.next).toBeNull();
    expect(over.installments.reduce((s, i) => s + i.paidCents, 0)).toBe(EVERYTHING_CENTS);
  });

  it('a deposit share of 0% or 100%, and an empty account, never show −0', () => {
    const zero = scheduleOf(accountOf(booked()), { ...TERMS, depositPercent: 0 }, '2030-06-01');
    expect(zero.installments.map((i) => i.amountCents)).toEqual([0, EVERYTHING_CENTS]);
    expect(zero.installments[0]?.status).toBe('paid');
    expect(zero.next?.key).toBe('balance');
    const all = scheduleOf(accountOf(booked()), { ...TERMS, depositPercent: 100 }, '2030-06-01');
    expect(all.installments.map((i) => i.amountCents)).toEqual([STAY_CENTS, SECURITY_DEPOSIT_CENTS]);
    // A stay credited below zero rounds its deposit share to −0 before it is clamped.
    const credited = scheduleOf(
      accountOf([
        { kind: 'nights', amountCents: 1 },
        { kind: 'nights', amountCents: -2 },
      ]),
      TERMS,
      '2030-06-01',
    );
    for (const s of [zero, all, credited, scheduleOf(accountOf([]), TERMS, '2030-06-01')]) {
      expect(numbersIn(s).filter((n) => Object.is(n.value, -0))).toEqual([]);
    }
  });
});

describe('confirmingPaid', () => {
  it('the deposit confirms a booking made ahead; everything confirms one inside the window', () => {
    expect(confirmingPaid(accountOf([...booked(), payment(DEPOSIT_CENTS - 1)]), TERMS)).toBe(false);
    expect(confirmingPaid(accountOf([...booked(), payment(DEPOSIT_CENTS)]), TERMS)).toBe(true);
    const inside = { ...TERMS, bookedOn: '2031-02-01' };
    expect(confirmingPaid(accountOf([...booked(), payment(DEPOSIT_CENTS)]), inside)).toBe(false);
    expect(confirmingPaid(accountOf([...booked(), payment(EVERYTHING_CENTS)]), inside)).toBe(true);
  });

  it('money refunded no longer counts', () => {
    expect(confirmingPaid(accountOf([...booked(), payment(DEPOSIT_CENTS), { kind: 'refund', amountCents: 1 }]), TERMS)).toBe(false);
  });
});
