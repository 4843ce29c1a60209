import type { TripCharge, TripMoney } from '../booking/booking.types';
import { figuresOf } from './account';
import type { LockedAccount } from './ledger';
import { type Installment, scheduleOf } from './schedule';
import { todayIn } from '../core/calendar';
import { inLocale } from '@/lib/bilingual';

const installment = (i: Installment) => ({
  key: i.key,
  amount_cents: i.amountCents,
  due_on: i.dueOn,
  paid_cents: i.paidCents,
  outstanding_cents: i.outstandingCents,
  status: i.status,
});

/** A trip's figures and schedule as the API and every page show them, from its account only. */
export function tripMoney(held: LockedAccount, now: Date): TripMoney {
  const a = held.account;
  const figures = figuresOf(a);
  const schedule = scheduleOf(a, held.reservation.terms, todayIn(held.reservation.timeZone, now));
  return {
    stay_cents: a.stayCents,
    extras_cents: a.extrasCents,
    adjustments_cents: a.adjustmentsCents,
    charged_cents: a.chargedCents,
    paid_cents: a.paidCents,
    refunded_cents: a.refundedCents,
    balance_due_cents: a.balanceDueCents,
    stay_balance_cents: figures.stayBalanceCents,
    security_deposit: {
      required_cents: a.deposit.requiredCents,
      held_cents: a.deposit.heldCents,
      to_collect_cents: figures.deposit.toCollectCents,
      released_cents: a.deposit.releasedCents,
      retained_cents: a.deposit.retainedCents,
    },
    schedule: {
      installments: schedule.installments.map(installment),
      next: schedule.next ? installment(schedule.next) : null,
      balance_due_on: schedule.balanceDueOn,
      confirming_cents: schedule.confirmingCents,
    },
  };
}

/** The account's entries in the guest's language. */
export function tripCharges(held: LockedAccount, locale: string): TripCharge[] {
  return held.entries.map((e) => ({
    id: e.id,
    kind: e.kind,
    label: inLocale(locale, e.labelEn, e.labelEs),
    amount_cents: e.amountCents,
    reason: e.reason,
    created_at: new Date(e.createdAt).toISOString(),
  }));
}
