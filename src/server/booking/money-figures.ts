import type { TripMoney } from './booking.types';

/** A figure's key: its label is `money.figures.<key>` and pages mark its value with data-figure="<key>". */
export type MoneyFigureKey =
  | 'total'
  | 'paid'
  | 'refunded'
  | 'stay_balance'
  | 'stay_credit'
  | 'deposit'
  | 'deposit_held'
  | 'deposit_to_collect'
  | 'deposit_released'
  | 'deposit_retained';

export interface MoneyFigure {
  key: MoneyFigureKey;
  /** Never negative: a credit has its own label. */
  cents: number;
}

/**
 * The figures of a trip as every surface lists them (the trips list, the charges page, the
 * confirmation, the desk, the mails), in one order and from trip.money only (figuresOf in the
 * ledger): the trip's total, what was paid (and refunded), the balance of the stay, then the
 * refundable security deposit on its own lines, never summed into the total or the balance.
 * Lines that would read zero and tell nothing (a refund, a deposit released) are left out.
 */
export function moneyFigures(money: TripMoney): MoneyFigure[] {
  const d = money.security_deposit;
  const figures: MoneyFigure[] = [
    { key: 'total', cents: money.charged_cents },
    { key: 'paid', cents: money.paid_cents },
  ];
  if (money.refunded_cents !== 0) figures.push({ key: 'refunded', cents: money.refunded_cents });
  figures.push(
    money.stay_balance_cents < 0
      ? { key: 'stay_credit', cents: -money.stay_balance_cents }
      : { key: 'stay_balance', cents: money.stay_balance_cents },
  );
  if (d.required_cents > 0) {
    figures.push({ key: 'deposit', cents: d.required_cents });
    if (d.held_cents > 0) figures.push({ key: 'deposit_held', cents: d.held_cents });
    if (d.to_collect_cents > 0) figures.push({ key: 'deposit_to_collect', cents: d.to_collect_cents });
    if (d.released_cents > 0) figures.push({ key: 'deposit_released', cents: d.released_cents });
    if (d.retained_cents > 0) figures.push({ key: 'deposit_retained', cents: d.retained_cents });
  }
  return figures;
}
