import type { LedgerKind } from '../ledger/kinds';
import type { z } from 'zod';
import type { apiTripSchema } from './booking.openapi';

/** Shared shapes of the booking context: components and other contexts import them from here, not from the verbs. */

/** One ledger entry as the guest sees it (src/server/ledger writes them). */
export interface TripCharge {
  id: number;
  kind: LedgerKind;
  label: string;
  amount_cents: number;
  /** The staff member's reason (a goodwill credit, a retained deposit), or ''. */
  reason: string;
  created_at: string;
}

/** One installment of the payment schedule (src/server/ledger/schedule.ts). */
export interface TripInstallment {
  key: 'deposit' | 'balance' | 'full';
  amount_cents: number;
  due_on: string;
  paid_cents: number;
  outstanding_cents: number;
  status: 'paid' | 'due' | 'overdue' | 'upcoming';
}

/** A trip's money, derived from its ledger only: every page, mail and answer shows these. */
export interface TripMoney {
  stay_cents: number;
  extras_cents: number;
  adjustments_cents: number;
  /** The trip's total: stay, extras and adjustments (the security deposit is apart). */
  charged_cents: number;
  paid_cents: number;
  refunded_cents: number;
  /** Still owed, the security deposit included; negative when a refund is owed to the guest. */
  balance_due_cents: number;
  /** The balance of the stay, the security deposit apart (figuresOf): what every page and mail shows as the balance. */
  stay_balance_cents: number;
  security_deposit: {
    required_cents: number;
    held_cents: number;
    /** Still to be paid, with the balance before arrival. */
    to_collect_cents: number;
    released_cents: number;
    retained_cents: number;
  };
  schedule: { installments: TripInstallment[]; next: TripInstallment | null; balance_due_on: string; confirming_cents: number };
}

/** A reservation as the API shows it to its guest (POST /v1/reservations, /v1/account/trips). */
export type Trip = z.infer<typeof apiTripSchema>;

export interface CreateResult {
  trip: Trip;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}
