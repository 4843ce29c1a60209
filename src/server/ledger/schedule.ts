import { addDays } from '../core/calendar';
import type { Account } from './account';

/** The schedule's terms, frozen on the reservation at booking (DESIGN §5). */
export interface ScheduleTerms {
  /** The share of the stay paid at booking (30 by default). */
  depositPercent: number;
  /** Days before arrival the balance, with the security deposit, is due (60 by default). */
  balanceDueDays: number;
  checkIn: string;
  /** The villa's own date the reservation was made. */
  bookedOn: string;
}

export type InstallmentKey = 'deposit' | 'balance' | 'full';
export type InstallmentStatus = 'paid' | 'due' | 'overdue' | 'upcoming';

export interface Installment {
  key: InstallmentKey;
  amountCents: number;
  /** The villa's date by which it is due. */
  dueOn: string;
  paidCents: number;
  outstandingCents: number;
  status: InstallmentStatus;
}

export interface Schedule {
  installments: Installment[];
  /** The first installment not yet paid in full, or null when nothing is owed. */
  next: Installment | null;
  /** What confirms the reservation: the first installment (the deposit, or the whole stay inside the balance window). */
  confirmingCents: number;
  balanceDueOn: string;
}

/**
 * The payment schedule from the account's figures (pure): a deposit of `depositPercent` of the
 * stay at booking, then the rest with the security deposit `balanceDueDays` before arrival; a
 * booking made inside that window pays everything at once. Money received (less refunds) pays
 * the installments in order. A change re-prices the stay and so moves both amounts.
 */
export function scheduleOf(account: Account, terms: ScheduleTerms, today: string): Schedule {
  const balanceDueOn = addDays(terms.checkIn, -terms.balanceDueDays);
  const total = Math.max(0, account.chargedCents + account.deposit.requiredCents - account.deposit.releasedCents);
  let netPaid = Math.max(0, account.paidCents - account.refundedCents);
  const plan: { key: InstallmentKey; amountCents: number; dueOn: string }[] =
    terms.bookedOn >= balanceDueOn
      ? [{ key: 'full', amountCents: total, dueOn: terms.bookedOn }]
      : (() => {
          const deposit = Math.min(total, Math.max(0, Math.round((account.stayCents * terms.depositPercent) / 100)));
          return [
            { key: 'deposit' as const, amountCents: deposit, dueOn: terms.bookedOn },
            { key: 'balance' as const, amountCents: total - deposit, dueOn: balanceDueOn },
          ];
        })();
  const installments = plan.map((p): Installment => {
    const paid = Math.min(p.amountCents, netPaid);
    netPaid -= paid;
    const outstanding = p.amountCents - paid;
    const status: InstallmentStatus = outstanding === 0 ? 'paid' : p.dueOn < today ? 'overdue' : p.dueOn === today ? 'due' : 'upcoming';
    return { ...p, paidCents: paid, outstandingCents: outstanding, status };
  });
  return {
    installments,
    next: installments.find((i) => i.outstandingCents > 0) ?? null,
    confirmingCents: installments[0]?.amountCents ?? 0,
    balanceDueOn,
  };
}

/** True once the money received (less refunds) covers the installment that confirms the stay. */
export function confirmingPaid(account: Account, terms: ScheduleTerms): boolean {
  const schedule = scheduleOf(account, terms, terms.bookedOn);
  return account.paidCents - account.refundedCents >= schedule.confirmingCents;
}
