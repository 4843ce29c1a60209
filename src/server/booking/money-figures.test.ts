import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { BALANCE_CENTS, booked, DEPOSIT_CENTS, payment, SECURITY_DEPOSIT_CENTS, STAY_CENTS, TERMS } from '@/test/ledger-examples';
import { accountOf, type EntryAmount } from '../ledger/account';
import type { LockedAccount } from '../ledger/ledger';
import { tripMoney } from '../ledger/trip-money';
import { serverTranslator } from '../core/locale';
import { moneyFigures } from './money-figures';
import { moneyMailDetails } from './stay-mail';

/** trip.money for an account of these entries, booked on TERMS (the deposit's installment due, the balance later). */
function moneyOf(entries: EntryAmount[]) {
  const held = {
    account: accountOf(entries),
    entries: [],
    reservation: { terms: TERMS, timeZone: 'UTC' },
  } as unknown as LockedAccount;
  return tripMoney(held, new Date(`${TERMS.bookedOn}T12:00:00Z`));
}

const EXTRA_CENTS = 45_000;
/** The issue's trip: its deposit paid, an extra on the bill, its security deposit still to be paid. */
const ISSUE_TRIP: EntryAmount[] = [...booked(), payment(DEPOSIT_CENTS), { kind: 'extra', amountCents: EXTRA_CENTS }];

describe('moneyFigures (what every page and mail lists)', () => {
  it('the total, what was paid, the balance of the stay (total − paid), then the security deposit apart', () => {
    expect(moneyFigures(moneyOf(ISSUE_TRIP))).toEqual([
      { key: 'total', cents: STAY_CENTS + EXTRA_CENTS },
      { key: 'paid', cents: DEPOSIT_CENTS },
      { key: 'stay_balance', cents: STAY_CENTS + EXTRA_CENTS - DEPOSIT_CENTS },
      { key: 'deposit', cents: SECURITY_DEPOSIT_CENTS },
      { key: 'deposit_to_collect', cents: SECURITY_DEPOSIT_CENTS },
    ]);
  });

  it('everything paid: nothing left on the stay and the deposit held; refunds and a credit on their own lines', () => {
    expect(moneyFigures(moneyOf([...booked(), payment(DEPOSIT_CENTS), payment(BALANCE_CENTS)]))).toEqual([
      { key: 'total', cents: STAY_CENTS },
      { key: 'paid', cents: DEPOSIT_CENTS + BALANCE_CENTS },
      { key: 'stay_balance', cents: 0 },
      { key: 'deposit', cents: SECURITY_DEPOSIT_CENTS },
      { key: 'deposit_held', cents: SECURITY_DEPOSIT_CENTS },
    ]);
    const overpaid = moneyFigures(
      moneyOf([...booked(), payment(DEPOSIT_CENTS + BALANCE_CENTS + 700), { kind: 'refund', amountCents: 200 }]),
    );
    expect(overpaid.find((f) => f.key === 'refunded')?.cents).toBe(200);
    expect(overpaid.find((f) => f.key === 'stay_credit')?.cents).toBe(500);
    expect(overpaid.some((f) => f.key === 'stay_balance')).toBe(false);
  });
});

describe('moneyMailDetails', () => {
  it.each(['en', 'es'] as const)('%s: the same figures under the same labels as the pages, no balance with the deposit in it', (locale) => {
    const t = serverTranslator(locale);
    const money = moneyOf(ISSUE_TRIP);
    const lines = moneyMailDetails(t, locale, money, 'USD').map((d) => `${d.label}: ${d.value}`);
    for (const f of moneyFigures(money)) expect(lines).toContain(`${t(`money.figures.${f.key}`)}: ${formatMoney(locale, f.cents, 'USD')}`);
    // The old mail said "Balance due" with the security deposit summed in; only the schedule's
    // "balance and security deposit" installment carries that sum, labelled, with its due date.
    const summed = formatMoney(locale, money.charged_cents - money.paid_cents + SECURITY_DEPOSIT_CENTS, 'USD');
    expect(lines.filter((l) => l.endsWith(`: ${summed}`))).toEqual([]);
  });
});
